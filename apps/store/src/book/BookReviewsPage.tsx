import { productQueries } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { Button, EmptyState, Pagination, Rating } from '@ebook/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { intlLocale, unlocalizedHref } from '../app/locale'
import { useValue } from '../app/store'
import { StoreLink } from '../components/StoreLink'
import { formatDate } from '../lib/format'
import { BookCover } from './BookCover'
import { AuthorLinks } from './AuthorLinks'
import { RatingSummary } from './RatingSummary'
import { ReviewForm } from './ReviewForm'

const route = getRouteApi('/{-$locale}/book-review/$id')

const linkClass = 'rounded-sm text-primary underline-offset-2 hover:underline'

/** The address of a page of a book's reviews; the first page has no page number. */
export const reviewsHref = (productId: number, pageNumber = 1) =>
  `/book-review/${productId}${pageNumber > 1 ? `?pageNumber=${pageNumber}` : ''}`

/** One review: stars, title, who and when, the text, and the store's reply. */
function Review({ review }: { review: Schema<'ProductReviewItem'> }) {
  const t = useT()
  const locale = useLocale()
  const helpful = review.Helpfulness.HelpfulYesTotal
  return (
    <article
      aria-labelledby={`review-${review.Id}`}
      className="flex flex-col gap-2 border-b border-border py-5 first:pt-0 last:border-b-0"
    >
      <Rating value={review.Rating} />
      <h3 id={`review-${review.Id}`} className="font-semibold break-words">
        {review.Title}
      </h3>
      <p className="text-sm text-muted-foreground">
        {review.CustomerName}
        <span aria-hidden="true"> · </span>
        <time dateTime={review.WrittenOnUtc}>
          {formatDate(review.WrittenOnUtc, locale) || review.WrittenOnStr}
        </time>
      </p>
      <p className="whitespace-pre-line break-words">{review.ReviewText}</p>
      {review.ReplyText && (
        <div className="ms-3 border-s-2 border-primary/60 ps-3 text-sm">
          <p className="font-medium">{t('reviews_page.reply')}</p>
          <p className="whitespace-pre-line break-words text-muted-foreground">
            {review.ReplyText}
          </p>
        </div>
      )}
      {helpful > 0 && (
        <p className="text-xs text-muted-foreground">
          {t(helpful === 1 ? 'reviews_page.helpful_one' : 'reviews_page.helpful_other', {
            n: helpful.toLocaleString(intlLocale[locale]),
          })}
        </p>
      )}
    </article>
  )
}

/** Who may write: buyers get the form, guests a way to log in, others the rule. */
function WriteReview({
  reviews,
  allowed,
  onAdded,
}: {
  reviews: Schema<'ProductReviewsModel'>
  allowed: boolean
  onAdded: () => void
}) {
  const t = useT()
  const { session } = useStoreApp()
  const token = useValue(session.token)
  const location = useLocation()
  const [added, setAdded] = useState(false)
  let body
  if (added) {
    body = <p>{t('review_form.thanks')}</p>
  } else if (!allowed) {
    body = <p className="text-muted-foreground">{t('review_form.closed')}</p>
  } else if (!token) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">{t('review_form.login_prompt')}</p>
        <Button variant="outline" asChild>
          <StoreLink href={`/Login?redirect=${encodeURIComponent(unlocalizedHref(location.href))}`}>
            {t('review_form.login')}
          </StoreLink>
        </Button>
      </div>
    )
  } else if (!reviews.AddProductReview.CanCurrentCustomerLeaveReview) {
    body = <p className="text-muted-foreground">{t('review_form.not_allowed')}</p>
  } else {
    body = (
      <ReviewForm
        productId={reviews.ProductId}
        onAdded={() => {
          setAdded(true)
          onAdded()
        }}
      />
    )
  }
  return (
    <section
      aria-labelledby="write-review"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="write-review" className="text-lg font-semibold">
        {t('review_form.heading')}
      </h2>
      {body}
    </section>
  )
}

/** The reviews page (SPEC §2 /book-review/{id}): the book, its rating, reviews page by page. */
export function BookReviewsPage() {
  const { id } = route.useParams()
  const { pageNumber = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const t = useT()
  const locale = useLocale()
  const { data: book } = useSuspenseQuery(productQueries.details(locale, id))
  const { data: reviews } = useSuspenseQuery(productQueries.reviews(locale, id, pageNumber))
  const listHeading = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(pageNumber)

  // Another page of reviews: the list's top comes into view (the path is the same, so the app
  // does not scroll by itself).
  useEffect(() => {
    if (shownPage.current === pageNumber) return
    shownPage.current = pageNumber
    listHeading.current?.scrollIntoView({ block: 'start' })
  }, [pageNumber])

  return (
    <div className="flex flex-col gap-8">
      <header className="flex items-start gap-4">
        <div className="w-20 shrink-0 sm:w-24">
          <BookCover picture={book.DefaultPictureModel} title={book.Name} priority />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {t('reviews_page.heading', { title: book.Name })}
          </h1>
          <AuthorLinks
            authors={book.Ebook.Authors}
            className="text-muted-foreground"
            linkClassName={linkClass}
          />
          <StoreLink href={`/book-detail/${book.Id}`} className={`${linkClass} w-fit text-sm`}>
            {t('reviews_page.back')}
          </StoreLink>
        </div>
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[22rem_1fr]">
        <div className="flex flex-col gap-6 lg:sticky lg:top-4">
          <section aria-labelledby="rating-summary" className="flex flex-col gap-3">
            <h2 id="rating-summary" className="text-lg font-semibold">
              {t('reviews_page.summary')}
            </h2>
            <RatingSummary
              average={reviews.AverageRating}
              count={reviews.TotalItems}
              distribution={reviews.TotalItems > 0 ? reviews.RatingDistribution : undefined}
            />
          </section>
          <WriteReview
            reviews={reviews}
            allowed={book.ProductReviewOverview.AllowCustomerReviews}
            onAdded={() => {
              if (pageNumber !== 1) void navigate({ search: {} })
            }}
          />
        </div>

        <section aria-labelledby="review-list" className="flex min-w-0 flex-col gap-4">
          <h2 id="review-list" ref={listHeading} className="scroll-mt-4 text-lg font-semibold">
            {t('reviews_page.list', { n: reviews.TotalItems.toLocaleString(intlLocale[locale]) })}
          </h2>
          {reviews.TotalItems === 0 ? (
            <EmptyState
              titleAs="p"
              title={t('reviews_page.empty_title')}
              message={t('reviews_page.empty_message')}
            />
          ) : reviews.Items.length === 0 ? (
            <EmptyState
              titleAs="p"
              title={t('reviews_page.page_empty')}
              action={
                <Button variant="outline" asChild>
                  <StoreLink href={reviewsHref(id)}>{t('reviews_page.first_page')}</StoreLink>
                </Button>
              }
            />
          ) : (
            <div>
              {reviews.Items.map((review) => (
                <Review key={review.Id} review={review} />
              ))}
            </div>
          )}
          <Pagination
            page={pageNumber}
            totalPages={reviews.TotalPages}
            label={t('reviews_page.pages')}
            getHref={(page) => reviewsHref(id, page)}
            renderLink={(props) => <StoreLink {...props} />}
          />
        </section>
      </div>
    </div>
  )
}
