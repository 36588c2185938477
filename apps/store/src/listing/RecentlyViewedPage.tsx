import { homeQueries } from '@ebook/api/queries'
import { EmptyState, buttonVariants } from '@ebook/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { ListingBody, type ListingPaging } from './ListingBody'
import { Breadcrumb, ListingPage } from './ListingPage'

const route = getRouteApi('/{-$locale}/recentlyviewedproducts')

/** Books per page, as the catalogue's listings. */
export const RECENTLY_VIEWED_PAGE_SIZE = 12

/** Where page `page` of `total` books sits, in the catalogue's paging shape. */
function pagingOf(page: number, total: number): ListingPaging {
  const first = (page - 1) * RECENTLY_VIEWED_PAGE_SIZE + 1
  const last = Math.min(page * RECENTLY_VIEWED_PAGE_SIZE, total)
  return {
    PageNumber: page,
    TotalPages: Math.ceil(total / RECENTLY_VIEWED_PAGE_SIZE),
    TotalItems: total,
    FirstItem: first <= total ? first : 0,
    LastItem: first <= total ? last : 0,
  }
}

/**
 * /recentlyviewedproducts: the books this browser opened last (ids kept in local storage), or,
 * when it kept none, the views the server recorded for this customer (`POST /v2/home/recentview`).
 * The list is short and already in the order of viewing: it is paged here, never sorted.
 */
export function RecentlyViewedPage() {
  const locale = useLocale()
  const t = useT()
  const { ids } = route.useLoaderData()
  const search = route.useSearch()
  const { data: books } = useSuspenseQuery(homeQueries.recentlyViewed(locale, ids))
  const name = t('listing_pages.recently_viewed')
  const page = search.page ?? 1
  const start = (page - 1) * RECENTLY_VIEWED_PAGE_SIZE
  return (
    <ListingPage
      breadcrumb={<Breadcrumb items={[{ name }]} />}
      title={name}
      description={t('listing_pages.recently_viewed_intro')}
    >
      <ListingBody
        books={books.slice(start, start + RECENTLY_VIEWED_PAGE_SIZE)}
        paging={pagingOf(page, books.length)}
        search={search}
        label={name}
        empty={
          <EmptyState
            title={t('listing_pages.recently_viewed_empty_title')}
            message={t('listing_pages.recently_viewed_empty_message')}
            action={
              <>
                <StoreLink href="/newproducts" className={buttonVariants()}>
                  {t('listing_pages.browse_new')}
                </StoreLink>
                <StoreLink href="/bestseller" className={buttonVariants({ variant: 'outline' })}>
                  {t('listing_pages.browse_bestsellers')}
                </StoreLink>
              </>
            }
          />
        }
      />
    </ListingPage>
  )
}
