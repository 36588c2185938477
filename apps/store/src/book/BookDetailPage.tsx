import { productQueries } from '@ebook/api/queries'
import type { ProductDetailsModel } from '@ebook/api/types'
import { Badge, BookCard, BookCarousel, Rating } from '@ebook/ui'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { useLocale, useT } from '../app/i18n'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { cardOfCatalogBook } from '../home/catalog-books'
import { recordRecentlyViewed } from '../lib/recently-viewed'
import { AuthorLinks } from './AuthorLinks'
import { BookActions } from './BookActions'
import { BookBreadcrumbs } from './BookBreadcrumbs'
import { BookPrice } from './BookPrice'
import { BookCover } from './BookCover'
import { BookSpecification } from './BookSpecification'
import { averageOf, formatFileSize, joinNames } from './format'
import { RatingSummary, useReviewCount } from './RatingSummary'
import { SafeHtml } from './SafeHtml'

const route = getRouteApi('/{-$locale}/book-detail/$id')

const linkClass = 'rounded-sm text-primary underline-offset-2 hover:underline'

/** One line of the book's facts: a term and what it is. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-32 shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-foreground">{children}</dd>
    </div>
  )
}

/** Publisher, imprint, series, format and size, language, pages. */
function BookFacts({ book }: { book: ProductDetailsModel }) {
  const t = useT()
  const locale = useLocale()
  const { Ebook: ebook } = book
  const vendor = book.ShowVendor ? book.VendorModel : null
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      {(vendor || ebook.PublisherName) && (
        <Fact term={t('book_page.publisher')}>
          {vendor ? (
            <StoreLink href={`/vendor/${vendor.Id}`} className={linkClass}>
              {vendor.Name}
            </StoreLink>
          ) : (
            ebook.PublisherName
          )}
        </Fact>
      )}
      {book.ProductManufacturers.length > 0 && (
        <Fact term={t('book_page.imprint')}>
          {book.ProductManufacturers.map((manufacturer, index) => (
            <span key={manufacturer.Id}>
              {index > 0 && ', '}
              <StoreLink href={`/manufacturer/${manufacturer.Id}`} className={linkClass}>
                {manufacturer.Name}
              </StoreLink>
            </span>
          ))}
        </Fact>
      )}
      {ebook.Series && (
        <Fact term={t('book_page.series')}>
          {ebook.Series.Number
            ? t('book_page.series_number', { name: ebook.Series.Name, n: ebook.Series.Number })
            : ebook.Series.Name}
        </Fact>
      )}
      <Fact term={t('book_page.format')}>
        {t('book_page.format_size', {
          format: ebook.FileFormat,
          size: formatFileSize(ebook.FileSizeBytes, locale),
        })}
      </Fact>
      {book.ProductTags.length > 0 && (
        <Fact term={t('book_page.tags')}>
          {book.ProductTags.map((tag, index) => (
            <span key={tag.Id}>
              {index > 0 && ', '}
              <StoreLink href={`/producttag/${tag.Id}`} className={linkClass}>
                {tag.Name}
              </StoreLink>
            </span>
          ))}
        </Fact>
      )}
    </dl>
  )
}

/** Stars, average and count under the title, with the way to the reviews. */
function RatingLine({ book }: { book: ProductDetailsModel }) {
  const t = useT()
  const reviewCount = useReviewCount()
  const overview = book.ProductReviewOverview
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {overview.TotalReviews > 0 ? (
        <Rating value={averageOf(overview)} showValue />
      ) : (
        <span className="text-muted-foreground">{t('book_rating.none')}</span>
      )}
      <StoreLink href={`/book-review/${book.Id}`} className={linkClass}>
        {overview.TotalReviews > 0
          ? t('book_page.read_reviews', { reviews: reviewCount(overview.TotalReviews) })
          : t('book_page.to_reviews')}
      </StoreLink>
    </div>
  )
}

/** Books that readers of this one also bought (`productsalsopurchase`), when there are any. */
function AlsoPurchased({ bookId }: { bookId: number }) {
  const locale = useLocale()
  const t = useT()
  const { data, isPending, isError } = useQuery(productQueries.alsoPurchased(locale, bookId))
  if (isError || (!isPending && data.length === 0)) return null
  return (
    <BookCarousel title={t('book_page.also_purchased')} loading={isPending}>
      {(data ?? []).map((other) => {
        const { id, ...card } = cardOfCatalogBook(other)
        return <BookCard key={id} {...card} renderLink={renderStoreLink} />
      })}
    </BookCarousel>
  )
}

/** The book page (SPEC §2 /book-detail/{id}): everything about one book, and buying it. */
export function BookDetailPage() {
  const { id } = route.useParams()
  const t = useT()
  const locale = useLocale()
  const { data: book } = useSuspenseQuery(productQueries.details(locale, id))
  // The server recorded the view with the details call; this browser keeps its own list too.
  useEffect(() => void recordRecentlyViewed(id), [id])

  const translators = book.Ebook.Translators.map((translator) => translator.Name)
  const overview = book.ProductReviewOverview

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6">
        <BookBreadcrumbs breadcrumb={book.Breadcrumb} />
        <article
          aria-labelledby="book-title"
          className="grid gap-6 md:grid-cols-[minmax(0,16rem)_1fr] md:gap-10 lg:grid-cols-[19rem_1fr]"
        >
          <div className="relative mx-auto w-52 self-start sm:w-60 md:sticky md:top-4 md:w-full">
            <BookCover picture={book.DefaultPictureModel} title={book.Name} priority />
            {book.MarkAsNew && (
              <Badge variant="new" className="absolute top-2 left-2">
                {t('book_page.new')}
              </Badge>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-10">
            <div className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <h1 id="book-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {book.Name}
                </h1>
                <AuthorLinks
                  authors={book.Ebook.Authors}
                  className="text-muted-foreground"
                  linkClassName={linkClass}
                />
                {translators.length > 0 && (
                  <p className="text-sm text-muted-foreground">
                    {t('book_page.translated_by', { names: joinNames(translators, locale) })}
                  </p>
                )}
              </div>
              <RatingLine book={book} />
              <BookPrice book={book} />
              <BookActions book={book} />
              <BookFacts book={book} />
            </div>

            <section aria-labelledby="book-description" className="flex flex-col gap-3">
              <h2 id="book-description" className="text-xl font-semibold">
                {t('book_page.description')}
              </h2>
              {book.FullDescription?.trim() ? (
                <SafeHtml html={book.FullDescription} />
              ) : book.ShortDescription?.trim() ? (
                <p className="max-w-prose">{book.ShortDescription}</p>
              ) : (
                <p className="text-muted-foreground">{t('book_page.no_description')}</p>
              )}
            </section>

            <BookSpecification specification={book.ProductSpecificationModel} />

            <section aria-labelledby="book-reviews" className="flex flex-col gap-4">
              <h2 id="book-reviews" className="text-xl font-semibold">
                {t('book_page.reviews')}
              </h2>
              <RatingSummary average={averageOf(overview)} count={overview.TotalReviews} />
              <StoreLink href={`/book-review/${book.Id}`} className={`${linkClass} w-fit`}>
                {overview.TotalReviews > 0 ? t('book_page.all_reviews') : t('book_page.to_reviews')}
              </StoreLink>
            </section>
          </div>
        </article>
      </div>

      <AlsoPurchased bookId={book.Id} />
    </div>
  )
}
