import type { ComponentProps } from 'react'
import { cn } from './cn'

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

/** Points left: previous page, previous month. */
function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  )
}

/** Points right: next page, next month, a sub-menu to open. */
function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  )
}

/** Points down: a list that opens. */
function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  )
}

/** An arrow leaving a box: the link opens in a new tab. */
function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </Icon>
  )
}

/** A cross: close, dismiss. */
function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  )
}

/** Three bars: opens the menu. */
function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  )
}

/** A tick. */
function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  )
}

/** A dash: "some of these". */
function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 12h12" />
    </Icon>
  )
}

/** A tick in a circle: it worked. */
function CircleCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </Icon>
  )
}

/** A cross in a circle: it failed. */
function CircleXIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </Icon>
  )
}

/** An 'i' in a circle: for your information. */
function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </Icon>
  )
}

/** An exclamation mark in a triangle: take care, or something broke. */
function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </Icon>
  )
}

/** A calendar page: pick a date. */
function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Icon>
  )
}

/** A shopping bag: the basket. */
function BasketIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
      <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
    </Icon>
  )
}

/** A closed book: a cover that could not be shown. */
function BookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5a2.5 2.5 0 0 0 2.5 2.5" />
      <path d="M8 7h8" />
    </Icon>
  )
}

/** An open book: nothing to show yet. */
function OpenBookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 4.5h6a4 4 0 0 1 4 4V20a3 3 0 0 0-3-3H2z" />
      <path d="M22 4.5h-6a4 4 0 0 0-4 4V20a3 3 0 0 1 3-3h7z" />
    </Icon>
  )
}

/** A book with a question mark: the page is not there. */
function BookQuestionIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
      <path d="M10.5 8.5a2 2 0 1 1 2.5 1.94c-.6.17-1 .7-1 1.31V12" />
      <path d="M12 14.5h.01" />
    </Icon>
  )
}

/** A filled star, drawn in the text colour (or a `fill-*` class): ratings. */
function StarIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z" />
    </Icon>
  )
}

/** A faint ring with a bright quarter; give it `animate-spin` to show something is loading. */
function SpinnerIcon(props: IconProps) {
  return (
    <Icon strokeWidth="3" {...props}>
      <circle cx="12" cy="12" r="10" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" />
    </Icon>
  )
}

export {
  BasketIcon,
  BookIcon,
  BookQuestionIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CircleCheckIcon,
  CircleXIcon,
  CloseIcon,
  ExternalLinkIcon,
  Icon,
  InfoIcon,
  MenuIcon,
  MinusIcon,
  OpenBookIcon,
  SpinnerIcon,
  StarIcon,
  WarningIcon,
}
export type { IconProps }
