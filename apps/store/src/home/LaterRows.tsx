import { contentRowQueries, homeQueries } from '@ebook/api/queries'
import { BookCarousel, Button } from '@ebook/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocale, useT } from '../app/i18n'
import { renderStoreLink } from '../components/StoreLink'
import { readRecentlyViewed } from '../lib/recently-viewed'
import { cardOfContentBook } from './books'
import { cardOfCatalogBook } from './catalog-books'
import { bookCards, rowSkeleton } from './HomePage'
import { ROW_SIZE } from './queries'

// The home page's rows below the fold, a lazy part of it (HomePage.tsx).

/** A row that failed on its own: the rest of the page stays, with a way to try again. */
function RowError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT()
  return (
    <section
      aria-label={title}
      className="flex items-center gap-3 rounded-lg border border-border p-4 text-sm"
    >
      <span className="mr-auto">{t('home_page.row_failed')}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('home_page.retry')}
      </Button>
    </section>
  )
}

/** The categories' rows, once the visitor is near them (HomePage's CategoryRows). */
export function CategoryRowsNow() {
  const locale = useLocale()
  const { data, isPending, isError, refetch } = useQuery(homeQueries.categoriesWithBooks(locale))
  const t = useT()
  if (isPending) return rowSkeleton
  if (isError) return <RowError title={t('home_page.heading')} onRetry={() => void refetch()} />
  return data
    .filter((category) => category.Products.length > 0)
    .map((category) => (
      <BookCarousel
        key={category.Id}
        title={category.Name}
        seeAllHref={`/category/${category.Id}`}
        renderLink={renderStoreLink}
      >
        {bookCards({ cards: category.Products.slice(0, ROW_SIZE).map(cardOfCatalogBook) })}
      </BookCarousel>
    ))
}

export /** The books this browser viewed last (ids in local storage), when there are any. */
function RecentlyViewedRow() {
  const locale = useLocale()
  const t = useT()
  // Local storage is read after the first render, so the server-free first paint stays the same.
  const [ids, setIds] = useState<number[]>([])
  useEffect(() => setIds(readRecentlyViewed()), [])
  const { data, isPending, isError } = useQuery(contentRowQueries.recentlyViewed(locale, ids))
  if (ids.length === 0 || isError) return null
  return (
    <BookCarousel
      title={t('home_page.recently_viewed')}
      seeAllHref="/recentlyviewedproducts"
      renderLink={renderStoreLink}
      loading={isPending}
    >
      {bookCards({ cards: (data ?? []).map(cardOfContentBook) })}
    </BookCarousel>
  )
}
