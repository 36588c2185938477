import type { ComponentProps } from 'react'
import { cn } from '../cn'

type IconProps = ComponentProps<'svg'>

/**
 * The kit's icon frame: a 24×24 outline drawn in the text colour, 2 units wide with round ends,
 * hidden from assistive technology. Props given to an icon override these defaults.
 */
function Icon({ className, children, ...props }: IconProps) {
  return (
    <svg
      data-slot="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn(className)}
      {...props}
    >
      {children}
    </svg>
  )
}

export { Icon }
export type { IconProps }
