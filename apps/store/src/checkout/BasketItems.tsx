import type { Schema, ShoppingCartItemModel } from '@ebook/api/types'
import { Badge, Button, Price, WarningIcon } from '@ebook/ui'
import type { ReactNode } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'

/** A book line of a basket or of an order: what both have, and the basket's extras. */
export type BookLine = Pick<
  Schema<'OrderItemModel'>,
  'Id' | 'ProductId' | 'ProductName' | 'Picture' | 'SubTotal' | 'SubTotalValue' | 'FileFormat'
> &
  Partial<Pick<ShoppingCartItemModel, 'Authors' | 'VendorName' | 'Warnings'>>

type BasketItemsProps<T extends BookLine> = {
  items: readonly T[]
  /** The list's accessible name. */
  label: string
  /** Each item's action (remove), none on a read-only list. */
  actionOf?: (item: T) => ReactNode
  /** Problems with an item beyond its own warnings (verify-checkout reasons). */
  problemsOf?: (item: T) => readonly string[]
  /** Smaller covers for a summary. */
  compact?: boolean
}

/** The books of a basket or an order summary: cover, title, authors, format, price, problems. */
export function BasketItems<T extends BookLine>({
  items,
  label,
  actionOf,
  problemsOf,
  compact = false,
}: BasketItemsProps<T>) {
  const t = useT()
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {items.map((item) => {
        const problems = [...new Set([...(item.Warnings ?? []), ...(problemsOf?.(item) ?? [])])]
        const authors = (item.Authors ?? []).map((author) => author.Name).join(', ')
        return (
          <li key={item.Id} className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
            <img
              src={item.Picture.ThumbImageUrl ?? item.Picture.ImageUrl ?? undefined}
              alt=""
              width={compact ? 48 : 72}
              height={compact ? 69 : 103}
              loading="lazy"
              className={`aspect-cover shrink-0 rounded-sm bg-muted object-cover ${compact ? 'w-12' : 'w-16 sm:w-18'}`}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:gap-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <StoreLink
                  href={`/book-detail/${item.ProductId}`}
                  className="w-fit rounded-sm font-semibold text-foreground hover:text-primary"
                >
                  {item.ProductName}
                </StoreLink>
                {authors && (
                  <p className="text-sm text-muted-foreground">{t('buying.by', { authors })}</p>
                )}
                {!compact && item.VendorName && (
                  <p className="text-xs text-muted-foreground">
                    {t('buying.publisher', { name: item.VendorName })}
                  </p>
                )}
                {item.FileFormat && (
                  <Badge variant="outline" className="mt-0.5">
                    {item.FileFormat}
                  </Badge>
                )}
                {problems.length > 0 && (
                  <ul className="mt-1 grid gap-1 text-sm text-warning">
                    {problems.map((problem) => (
                      <li key={problem} className="flex items-start gap-1.5">
                        <WarningIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        {problem}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:justify-start">
                <Price
                  price={item.SubTotalValue === 0 ? 0 : item.SubTotal}
                  size={compact ? 'sm' : 'md'}
                />
                {actionOf?.(item)}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** The remove button of a basket item. */
export function RemoveItemButton({
  item,
  busy,
  onRemove,
}: {
  item: ShoppingCartItemModel
  busy: boolean
  onRemove: () => void
}) {
  const t = useT()
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-me-2 text-muted-foreground hover:text-error"
      busy={busy}
      onClick={onRemove}
    >
      {t('basket_page.remove')}
      <span className="sr-only"> {item.ProductName}</span>
    </Button>
  )
}
