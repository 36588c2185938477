import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { OpenBookIcon } from '../../lib/icons/OpenBookIcon'

/** An open book, the default picture of an empty list. */
type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The picture above the title, an open book by default; it is decorative. */
  icon?: ReactNode
  /** What is empty, in a few words. */
  title: ReactNode
  /** What the user can do about it; none by default. */
  message?: ReactNode
  /** Buttons or links below the message; none by default. */
  action?: ReactNode
  /** The title's heading level, 'h2' by default. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p'
}

/** What a list, a search or a basket shows when it has nothing to show. */
function EmptyState({
  icon,
  title,
  message,
  action,
  titleAs: Title = 'h2',
  className,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      <div
        data-slot="empty-state-icon"
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7"
      >
        {icon ?? <OpenBookIcon strokeWidth="1.5" />}
      </div>
      <Title data-slot="empty-state-title" className="text-lg font-semibold text-foreground">
        {title}
      </Title>
      {message && (
        <p data-slot="empty-state-message" className="max-w-prose text-sm text-muted-foreground">
          {message}
        </p>
      )}
      {children}
      {action && (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  )
}

export { EmptyState }
export type { EmptyStateProps }
