import { contentRowQueries, homeQueries } from '@ebook/api/queries'
import { BookCard, BookCarousel, Button, Skeleton } from '@ebook/ui'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../app/i18n'
import { renderStoreLink } from '../components/StoreLink'
import { readRecentlyViewed } from '../lib/recently-viewed'
import { cardOfCatalogBook, cardOfContentBook } from './books'
import { HomeSlider } from './HomeSlider'
import { useNearViewport } from './near'
import { ROW_SIZE } from './queries'

type Card = ReturnType<typeof cardOfContentBook>

function bookCards({ cards, eager = 0 }: { cards: readonly Card[]; eager?: number }) {
  return cards.map(({ id, ...card }, index) => (
    <BookCard
      key={id}
      {...card}
      renderLink={renderStoreLink}
      coverLoading={index < eager ? 'eager' : 'lazy'}
    />
  ))
}

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

/** A row's place while it loads. */
const rowSkeleton = <BookCarousel title={<Skeleton className="h-7 w-48" />} loading />

/**
 * Categories with their books (`GET /v2/home/homepagecategorieswithproducts`), below the fold:
 * asked for and drawn when the visitor scrolls near them, in place of one skeleton row.
 */
function CategoryRows() {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  return (
    <div ref={place} className="flex flex-col gap-10">
      {near ? <CategoryRowsNow /> : rowSkeleton}
    </div>
  )
}

function CategoryRowsNow() {
  const { data, isPending, isError, refetch } = useQuery(homeQueries.categoriesWithBooks())
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

/** The books this browser viewed last (ids in local storage), when there are any. */
function RecentlyViewedRow() {
  const t = useT()
  // Local storage is read after the first render, so the server-free first paint stays the same.
  const [ids, setIds] = useState<number[]>([])
  useEffect(() => setIds(readRecentlyViewed()), [])
  const { data, isPending, isError } = useQuery(contentRowQueries.recentlyViewed(ids))
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

/** The home page (SPEC §2, §7): banners, new releases, best sellers, categories, recently viewed. */
export function HomePage() {
  const t = useT()
  const { data: slider } = useSuspenseQuery(homeQueries.slider())
  const { data: newReleases } = useSuspenseQuery(contentRowQueries.newReleases(ROW_SIZE))
  const { data: bestSellers } = useSuspenseQuery(contentRowQueries.bestSellers(ROW_SIZE))
  useEffect(() => {
    document.title = t('home_page.title')
  }, [t])
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{t('home_page.heading')}</h1>
      {slider?.IsEnabled && <HomeSlider slides={slider.Sliders} />}
      <BookCarousel
        title={t('home_page.new_releases')}
        seeAllHref="/newproducts"
        renderLink={renderStoreLink}
      >
        {bookCards({ cards: (newReleases ?? []).map(cardOfContentBook), eager: 2 })}
      </BookCarousel>
      <BookCarousel
        title={t('home_page.best_sellers')}
        seeAllHref="/bestseller"
        renderLink={renderStoreLink}
      >
        {bookCards({ cards: (bestSellers ?? []).map(cardOfContentBook) })}
      </BookCarousel>
      <CategoryRows />
      <RecentlyViewedRow />
    </div>
  )
}
