import { contentRowQueries, homeQueries } from '@ebook/api/queries'
import { BookCard, BookCarousel, Skeleton } from '@ebook/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useRef } from 'react'
import { useLocale, useT } from '../app/i18n'
import { renderStoreLink } from '../components/StoreLink'
import { ContentZone } from '../content/ContentZone'
import { cardOfContentBook } from './books'
import { HomeSlider } from './HomeSlider'
import { useNearViewport } from './near'
import { ROW_SIZE } from './queries'

type Card = ReturnType<typeof cardOfContentBook>

export function bookCards({ cards, eager = 0 }: { cards: readonly Card[]; eager?: number }) {
  return cards.map(({ id, ...card }, index) => (
    <BookCard
      key={id}
      {...card}
      renderLink={renderStoreLink}
      coverLoading={index < eager ? 'eager' : 'lazy'}
    />
  ))
}

/** A row's place while it loads. */
export const rowSkeleton = <BookCarousel title={<Skeleton className="h-7 w-48" />} loading />

// The rows below the fold are a lazy part (LaterRows.tsx): neither their code nor their calls
// are part of the first view.
const laterRows = () => import('./LaterRows')
const CategoryRowsNow = lazy(() =>
  laterRows().then(({ CategoryRowsNow }) => ({ default: CategoryRowsNow })),
)
const RecentlyViewedRow = lazy(() =>
  laterRows().then(({ RecentlyViewedRow }) => ({ default: RecentlyViewedRow })),
)

/**
 * Categories with their books (`GET /v2/home/homepagecategorieswithproducts`), below the fold:
 * asked for and drawn when the visitor scrolls near them, in place of one skeleton row.
 */
function CategoryRows() {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  return (
    <div ref={place} className="flex flex-col gap-10">
      {near ? (
        <Suspense fallback={rowSkeleton}>
          <CategoryRowsNow />
        </Suspense>
      ) : (
        rowSkeleton
      )}
    </div>
  )
}

/**
 * The home page (SPEC §2, §7): banners, the staff's blocks, new releases, best sellers,
 * categories, recently viewed.
 */
export function HomePage() {
  const locale = useLocale()
  const t = useT()
  const { data: slider } = useSuspenseQuery(homeQueries.slider(locale))
  const { data: newReleases } = useSuspenseQuery(contentRowQueries.newReleases(locale, ROW_SIZE))
  const { data: bestSellers } = useSuspenseQuery(contentRowQueries.bestSellers(locale, ROW_SIZE))
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{t('home_page.heading')}</h1>
      {slider?.IsEnabled && <HomeSlider slides={slider.Sliders} />}
      <ContentZone contentKey="home" widgetZone="top" />
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
      <Suspense fallback={null}>
        <RecentlyViewedRow />
      </Suspense>
    </div>
  )
}
