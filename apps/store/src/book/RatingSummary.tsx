import type { Schema } from '@ebook/api/types'
import { cn, Rating } from '@ebook/ui'
import { useLocale, useT } from '../app/i18n'
import { intlLocale } from '../app/locale'

type RatingSummaryProps = {
  /** The average rating, 0 to 5. */
  average: number
  /** How many reviews it comes from. */
  count: number
  /** Counts per rating, 5 stars first; the bars are left out when not given. */
  distribution?: readonly Schema<'ReviewRatingCount'>[]
  className?: string
}

/** '4 reviews' / '4 รีวิว' in the page's language. */
export function useReviewCount() {
  const t = useT()
  const locale = useLocale()
  return (count: number) =>
    t(count === 1 ? 'book_rating.count_one' : 'book_rating.count_other', {
      n: count.toLocaleString(intlLocale[locale]),
    })
}

/** A book's rating: the average as a number and stars, the count, and a bar per rating. */
export function RatingSummary({ average, count, distribution, className }: RatingSummaryProps) {
  const t = useT()
  const locale = useLocale()
  const reviewCount = useReviewCount()
  if (count === 0) {
    return <p className={cn('text-muted-foreground', className)}>{t('book_rating.none')}</p>
  }
  const shown = (Math.round(average * 10) / 10).toLocaleString(intlLocale[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return (
    <div className={cn('flex flex-wrap items-start gap-x-8 gap-y-4', className)}>
      <div className="flex flex-col gap-1">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold text-foreground tabular-nums">{shown}</span>
          <span className="text-sm text-muted-foreground">/ 5</span>
        </p>
        <Rating value={average} size="md" />
        <p className="text-sm text-muted-foreground">{reviewCount(count)}</p>
      </div>
      {distribution && distribution.length > 0 && (
        <ul
          aria-label={t('book_rating.distribution')}
          className="flex min-w-52 flex-1 flex-col gap-1.5"
        >
          {distribution.map((row) => (
            <li key={row.Rating} className="flex items-center gap-2 text-sm">
              <span className="sr-only">
                {t(row.Rating === 1 ? 'book_rating.share_one' : 'book_rating.share', {
                  stars: row.Rating,
                  reviews: reviewCount(row.Count),
                  percent: row.Percent,
                })}
              </span>
              <span aria-hidden="true" className="w-10 shrink-0 text-muted-foreground tabular-nums">
                {row.Rating} ★
              </span>
              <span
                aria-hidden="true"
                className="h-2 max-w-64 flex-1 overflow-hidden rounded-full bg-muted"
              >
                <span
                  className="block h-full rounded-full bg-warning"
                  style={{ width: `${row.Percent}%` }}
                />
              </span>
              <span
                aria-hidden="true"
                className="w-8 shrink-0 text-end text-muted-foreground tabular-nums"
              >
                {row.Count}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
