import { Button, OpenBookIcon, type ButtonProps } from '@ebook/ui'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { percentOf } from '../reader/positions'
import { readerHref } from '../reader/search'

/** Opens a book (or its sample) in the store's reader. */
export function ReadButton({
  productId,
  sample,
  title,
  variant = 'primary',
  size = 'sm',
  className,
}: {
  productId: number
  sample: boolean
  /** The book's title, for the button's accessible name. */
  title: string
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  className?: string
}) {
  const t = useT()
  const what = sample ? t('book_read.sample') : t('book_read.full')
  return (
    <Button variant={variant} size={size} className={className} asChild>
      <StoreLink
        href={readerHref(productId, sample ? 'sample' : 'full')}
        aria-label={t('book_read.label', { what, title })}
      >
        <OpenBookIcon />
        {what}
      </StoreLink>
    </Button>
  )
}

/** How far the customer has read (the furthest of their devices), as text and a thin bar. */
export function ReadingProgress({ progress }: { progress: number | null }) {
  const t = useT()
  const percent = progress == null ? null : percentOf(progress)
  return (
    <div className="flex w-full flex-col gap-1">
      <p className="text-xs text-muted-foreground">
        {percent === null ? t('book_read.not_started') : t('book_read.progress', { percent })}
      </p>
      <div className="h-1 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full bg-primary" style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  )
}
