import { catalogQueries } from '@ebook/api/queries'
import type { CatalogProductsModel } from '@ebook/api/types'
import { buttonVariants } from '@ebook/ui'
import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { ListingBody } from './ListingBody'
import { textOfHtml } from '../lib/html-text'
import { Breadcrumb, ListingPage } from './ListingPage'
import { useListingData } from './listing-data'
import { listingParams } from './listing-params'
import type { ListingSearch } from './search-params'

type SimpleListingProps = {
  name: string
  kicker?: string
  description?: string | null
  actions?: ReactNode
  model: CatalogProductsModel
  search: ListingSearch
  /** The books shown are still the previous params' (`useListingData`). */
  pending: boolean
}

/** A listing without filters: heading, then the books with sort and pages. */
function SimpleListing({
  name,
  kicker,
  description,
  actions,
  model,
  search,
  pending,
}: SimpleListingProps) {
  return (
    <ListingPage
      breadcrumb={<Breadcrumb items={[{ name }]} />}
      kicker={kicker}
      title={name}
      description={description || undefined}
      actions={actions}
    >
      <ListingBody
        books={model.Products}
        paging={model}
        search={search}
        pending={pending}
        sortOptions={model.AvailableSortOptions}
        label={name}
      />
    </ListingPage>
  )
}

const bestsellersRoute = getRouteApi('/{-$locale}/bestseller')

/** /bestseller: the books sold most (`GET /v2/catalog/bestsellerproducts`). */
export function BestsellersPage() {
  const locale = useLocale()
  const t = useT()
  const search = bestsellersRoute.useSearch()
  const { data, pending } = useListingData(search, (shown) =>
    catalogQueries.bestSellers(locale, listingParams(shown)),
  )
  return (
    <SimpleListing
      name={t('listing_pages.bestsellers')}
      description={t('listing_pages.bestsellers_intro')}
      model={data.CatalogProductsModel}
      search={search}
      pending={pending}
    />
  )
}

const newBooksRoute = getRouteApi('/{-$locale}/newproducts')

/** /newproducts: the books marked new, newest first (`GET /v2/catalog/newproducts`). */
export function NewBooksPage() {
  const locale = useLocale()
  const t = useT()
  const search = newBooksRoute.useSearch()
  const { data, pending } = useListingData(search, (shown) =>
    catalogQueries.newProducts(locale, listingParams(shown)),
  )
  return (
    <SimpleListing
      name={t('listing_pages.new_books')}
      description={t('listing_pages.new_books_intro')}
      model={data.CatalogProductsModel}
      search={search}
      pending={pending}
    />
  )
}

const tagRoute = getRouteApi('/{-$locale}/producttag/$id')

/** /producttag/{id}: the books carrying a tag (`GET /v2/catalog/productbytag/{id}`). */
export function TagPage() {
  const locale = useLocale()
  const t = useT()
  const { id } = tagRoute.useParams()
  const search = tagRoute.useSearch()
  const { data, pending } = useListingData(search, (shown) =>
    catalogQueries.tag(locale, id, listingParams(shown)),
  )
  return (
    <SimpleListing
      kicker={t('listing_pages.tag')}
      name={data.TagName}
      model={data.CatalogProductsModel}
      search={search}
      pending={pending}
    />
  )
}

const manufacturerRoute = getRouteApi('/{-$locale}/manufacturer/$id')

/** /manufacturer/{id}: an imprint's books (`GET /v2/catalog/manufacturer/{id}`). */
export function ManufacturerPage() {
  const locale = useLocale()
  const t = useT()
  const { id } = manufacturerRoute.useParams()
  const search = manufacturerRoute.useSearch()
  const { data, pending } = useListingData(search, (shown) =>
    catalogQueries.manufacturer(locale, id, listingParams(shown)),
  )
  return (
    <SimpleListing
      kicker={t('listing_pages.imprint')}
      name={data.Name}
      description={textOfHtml(data.Description)}
      model={data.CatalogProductsModel}
      search={search}
      pending={pending}
    />
  )
}

const vendorRoute = getRouteApi('/{-$locale}/vendor/$id')

/** /vendor/{id}: a publisher's books (`GET /v2/catalog/vendor/{id}`), and a way to contact it. */
export function VendorPage() {
  const locale = useLocale()
  const t = useT()
  const { id } = vendorRoute.useParams()
  const search = vendorRoute.useSearch()
  const { data, pending } = useListingData(search, (shown) =>
    catalogQueries.vendor(locale, id, listingParams(shown)),
  )
  return (
    <SimpleListing
      kicker={t('listing_pages.publisher')}
      name={data.Name}
      description={textOfHtml(data.Description)}
      actions={
        data.AllowCustomersToContactVendors && (
          <StoreLink
            href={`/contact-publisher/${data.Id}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('listing_pages.contact_publisher')}
          </StoreLink>
        )
      }
      model={data.CatalogProductsModel}
      search={search}
      pending={pending}
    />
  )
}
