/**
 * Reviews: a page of a book's approved reviews with the rating distribution, and adding one
 * (signed-in buyers only, once per book; published at once and counted in the book's totals).
 */
import type { components } from '@ebook/api/generated/v2'
import type { Handlers } from '../../http/operations.ts'
import type { AuthContext } from '../../http/auth-context.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import type { Lang } from '../../i18n/index.ts'
import { t } from './messages.ts'
import { averageRating, bookName, type BookRecord } from './overview.ts'
import { mayReview } from './book-page.ts'
import { loadVisitorFlags } from './book-page-queries.ts'
import type { CatalogService } from './service.ts'

type ProductReviewsModel = components['schemas']['ProductReviewsModel']
type FormModel = ProductReviewsModel['AddProductReview']

/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 10

const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
}

interface ReviewRow {
  id: number
  customer_id: number
  title: string
  review_text: string
  reply_text: string | null
  rating: number
  created_at: Date
  helpful_yes_total: number
  helpful_no_total: number
  first_name: string | null
  last_name: string | null
  username: string | null
}

/** First name and the initial of the last name ("สมชาย ใ."), else the username. */
function displayName(row: ReviewRow, lang: Lang): string {
  const first = row.first_name?.trim()
  const last = row.last_name?.trim()
  if (first) return last ? `${first} ${[...last][0]}.` : first
  return row.username?.trim() || t(lang, 'review.anonymous')
}

/**
 * A review's title and text are plain text, kept as the customer typed them (only trimmed):
 * `<`, `&` and what looks like markup or an entity are characters of the text, never parsed.
 * Whoever shows them escapes them (React does; the contract bounds their length).
 */
function plain(text: string): string {
  return text.trim()
}

export function reviewHandlers(svc: CatalogService): Handlers<'v2'> {
  const { db } = svc

  async function reviewsPage(
    record: BookRecord,
    pageNumber: number,
    lang: Lang,
    form: FormModel,
  ): Promise<ProductReviewsModel> {
    const [rows, distribution] = await Promise.all([
      db.query<ReviewRow>(
        `SELECT r.id, r.customer_id, r.title, r.review_text, r.reply_text, r.rating, r.created_at,
                r.helpful_yes_total, r.helpful_no_total, c.first_name, c.last_name, c.username
           FROM reviews r JOIN customers c ON c.id = r.customer_id
          WHERE r.book_id = $1 AND r.approved
          ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [record.id, REVIEWS_PAGE_SIZE, (pageNumber - 1) * REVIEWS_PAGE_SIZE],
        { prepare: true },
      ),
      db.query<{ rating: number; count: number }>(
        `SELECT rating, count(*) AS count FROM reviews WHERE book_id = $1 AND approved
          GROUP BY rating`,
        [record.id],
        { prepare: true },
      ),
    ])
    const counts = new Map(distribution.map((row) => [row.rating, Number(row.count)]))
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0)
    const sum = [...counts.entries()].reduce((s, [rating, n]) => s + rating * n, 0)
    return {
      ProductId: record.id,
      ProductName: bookName(record, lang),
      ProductSeName: record.se_name,
      Items: rows.map((row) => ({
        Id: row.id,
        CustomerId: row.customer_id,
        CustomerName: displayName(row, lang),
        Title: row.title,
        ReviewText: row.review_text,
        ReplyText: row.reply_text,
        Rating: row.rating,
        WrittenOnStr: dateFormats[lang].format(row.created_at),
        WrittenOnUtc: row.created_at.toISOString(),
        Helpfulness: {
          ProductReviewId: row.id,
          HelpfulYesTotal: row.helpful_yes_total,
          HelpfulNoTotal: row.helpful_no_total,
        },
      })),
      AddProductReview: form,
      AverageRating: averageRating(sum, total),
      RatingDistribution: [5, 4, 3, 2, 1].map((rating) => {
        const count = counts.get(rating) ?? 0
        return {
          Rating: rating,
          Count: count,
          Percent: total > 0 ? Math.round((count / total) * 100) : 0,
        }
      }),
      PageNumber: pageNumber,
      PageSize: REVIEWS_PAGE_SIZE,
      TotalItems: total,
      TotalPages: Math.ceil(total / REVIEWS_PAGE_SIZE),
    }
  }

  async function canReview(auth: AuthContext, record: BookRecord): Promise<boolean> {
    const customer = await auth.signedIn()
    if (!customer) return false
    return mayReview(record, await loadVisitorFlags(svc.db, customer.customerId, record.id), true)
  }

  return {
    async getProductReviews({ query, auth, lang }) {
      const [record] = await svc.bookRecords([query.productId])
      if (!record) throw notFound(t(lang, 'book.notFound'))
      return reviewsPage(record, query.pageNumber ?? 1, lang, {
        Title: null,
        ReviewText: null,
        Rating: 5,
        CanCurrentCustomerLeaveReview: await canReview(auth, record),
        SuccessfullyAdded: false,
        Result: null,
      })
    },

    async addProductReview({ params, body, auth, lang }) {
      const customer = await auth.requireSignedIn()
      const title = plain(body.Data.Title)
      const text = plain(body.Data.ReviewText)
      const rating = body.Data.Rating
      const problems: string[] = []
      if (!title) problems.push(t(lang, 'review.titleRequired'))
      if (!text) problems.push(t(lang, 'review.textRequired'))
      if (!Number.isInteger(rating) || rating < 1 || rating > 5)
        problems.push(t(lang, 'review.ratingInvalid'))
      if (problems.length > 0) throw badRequest(problems)
      const [record] = await svc.bookRecords([params.productId])
      if (!record) throw notFound(t(lang, 'book.notFound'))
      if (!record.allow_customer_reviews) throw badRequest(t(lang, 'review.notAllowed'))
      const flags = await loadVisitorFlags(svc.db, customer.customerId, record.id)
      if (!flags.bought && !flags.owned) throw badRequest(t(lang, 'review.notBuyer'))
      if (flags.reviewed) throw badRequest(t(lang, 'review.already'))
      const added = await db.transaction(async (tx) => {
        const row = await tx.queryOne<{ id: number }>(
          `INSERT INTO reviews (book_id, customer_id, title, review_text, rating, approved)
           VALUES ($1, $2, $3, $4, $5, true)
           ON CONFLICT (book_id, customer_id) DO NOTHING RETURNING id`,
          [record.id, customer.customerId, title, text, rating],
        )
        if (!row) return false
        await tx.query(
          `UPDATE books SET approved_rating_sum = approved_rating_sum + $2,
                  approved_total_reviews = approved_total_reviews + 1, updated_at = now()
            WHERE id = $1`,
          [record.id, rating],
        )
        return true
      })
      if (!added) throw badRequest(t(lang, 'review.already'))
      svc.forgetBook(record.id)
      const [fresh] = await svc.bookRecords([record.id])
      const result = t(lang, 'review.added')
      return reply(
        await reviewsPage(fresh ?? record, 1, lang, {
          Title: null,
          ReviewText: null,
          Rating: rating,
          CanCurrentCustomerLeaveReview: false,
          SuccessfullyAdded: true,
          Result: result,
        }),
        { message: result },
      )
    },
  }
}
