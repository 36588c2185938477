/**
 * The book page: everything that is the same for every visitor is built once per book and
 * language and cached; per request only the visitor's flags (in cart, in wishlist, owned, may
 * review) are read, in one query, and the view is recorded (buffered: see recent-views.ts).
 */
import { gzipSync } from 'node:zlib'
import type { components } from '@ebook/api/generated/v2'
import type { Handlers } from '../../http/operations.ts'
import type { AuthContext } from '../../http/auth-context.ts'
import { notFound } from '../../http/reply.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { formatBaht } from '../shared/money.ts'
import { guestActivityGeneration, isEmptyGuest, markEmptyGuest } from '../shared/guest-activity.ts'
import { recordRecentView } from '../shared/recent-views.ts'
import { bookCoverPicture, pictureUrl } from '../shared/pictures.ts'
import { categoryPath, type CatalogMeta } from './data.ts'
import { t } from './messages.ts'
import { bookName, discountPercent, ebookInfo, isDiscounted, type BookRecord } from './overview.ts'
import { Batcher } from './cache.ts'
import type { CatalogService } from './service.ts'

type ProductDetails = components['schemas']['ProductDetailsModel']
type SpecGroupModel = components['schemas']['ProductSpecificationGroup']

/** Books in "also purchased". */
export const ALSO_PURCHASED_LIMIT = 8

/** The automatic discounts (no coupon, no minimum order) of books now, per book. */
const DISCOUNTS_SQL = `
SELECT x.id AS book_id, d.use_percentage AS pct, d.percentage, d.amount, d.max_discount_amount AS max
  FROM unnest($1::int[]) AS x(id)
  JOIN discounts d
    ON d.active AND NOT d.requires_coupon_code AND d.min_order_subtotal IS NULL
   AND (d.starts_at IS NULL OR d.starts_at <= now()) AND (d.ends_at IS NULL OR d.ends_at > now())
   AND ((d.applies_to = 'books' AND EXISTS (SELECT 1 FROM discount_books dbk
           WHERE dbk.discount_id = d.id AND dbk.book_id = x.id))
     OR (d.applies_to = 'categories' AND EXISTS (SELECT 1 FROM discount_categories dc
           JOIN book_categories bc ON bc.category_id = dc.category_id
          WHERE dc.discount_id = d.id AND bc.book_id = x.id)))`

interface Discount {
  pct: boolean
  percentage: number
  amount: number
  max: number | null
}

/** The largest automatic discount on a price, in baht (0 when none). */
function bestDiscount(price: number, discounts: readonly Discount[]): number {
  let best = 0
  for (const discount of discounts) {
    let amount = discount.pct
      ? Math.round(price * Number(discount.percentage)) / 100
      : Number(discount.amount)
    if (discount.max !== null) amount = Math.min(amount, Number(discount.max))
    best = Math.max(best, Math.min(amount, price))
  }
  return Math.round(best * 100) / 100
}

function specificationGroups(
  meta: CatalogMeta,
  specs: BookRecord['specs'],
  lang: Lang,
): SpecGroupModel[] {
  const groups = new Map<number, SpecGroupModel & { order: number }>()
  for (const spec of specs ?? []) {
    const attribute = meta.attributes.get(spec.attr)
    if (!attribute) continue
    const value =
      spec.option !== null
        ? (() => {
            const option = meta.options.get(spec.option)
            return option ? inLanguage(lang, option.name_th, option.name_en) : null
          })()
        : inLanguage(lang, spec.th, spec.en)
    if (value === null) continue
    const group = attribute.group_id !== null ? meta.groups.get(attribute.group_id) : undefined
    const groupId = group?.id ?? 0
    let model = groups.get(groupId)
    if (!model) {
      model = {
        Id: groupId,
        Name: group ? inLanguage(lang, group.name_th, group.name_en) : null,
        Attributes: [],
        order: group ? group.display_order : -Infinity,
      }
      groups.set(groupId, model)
    }
    let attributeModel = model.Attributes.find((a) => a.Id === attribute.id)
    if (!attributeModel) {
      attributeModel = {
        Id: attribute.id,
        Name: inLanguage(lang, attribute.name_th, attribute.name_en),
        Values: [],
      }
      model.Attributes.push(attributeModel)
    }
    attributeModel.Values.push({
      AttributeTypeId: spec.option !== null ? 0 : spec.type,
      ValueRaw: value,
    })
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.Id - b.Id)
    .map(({ order: _order, ...group }) => group)
}

/** What the visitor may do with a book. */
interface VisitorFlags {
  in_cart: boolean
  in_wishlist: boolean
  owned: boolean
  bought: boolean
  reviewed: boolean
}

/** Whether the visitor may review: signed in, bought (or owns) the book, not reviewed yet. */
export function mayReview(
  record: Pick<BookRecord, 'allow_customer_reviews'>,
  flags: VisitorFlags | null,
  signedIn: boolean,
): boolean {
  return (
    signedIn &&
    !!flags &&
    record.allow_customer_reviews &&
    (flags.bought || flags.owned) &&
    !flags.reviewed
  )
}

/** The visitor's flags on a book in one query. */
export async function visitorFlags(
  svc: CatalogService,
  customerId: number,
  bookId: number,
): Promise<VisitorFlags> {
  const row = await svc.db.queryOne<VisitorFlags>(
    `SELECT EXISTS (SELECT 1 FROM cart_items WHERE customer_id = $1 AND book_id = $2 AND cart_type = 1) AS in_cart,
            EXISTS (SELECT 1 FROM cart_items WHERE customer_id = $1 AND book_id = $2 AND cart_type = 2) AS in_wishlist,
            EXISTS (SELECT 1 FROM library_items WHERE customer_id = $1 AND book_id = $2 AND NOT is_sample) AS owned,
            EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
                     WHERE o.customer_id = $1 AND oi.book_id = $2 AND o.payment_status IN (30, 35)
                       AND oi.refunded_at IS NULL) AS bought,
            EXISTS (SELECT 1 FROM reviews WHERE customer_id = $1 AND book_id = $2) AS reviewed`,
    [customerId, bookId],
  )
  return row!
}

const NO_FLAGS: VisitorFlags = {
  in_cart: false,
  in_wishlist: false,
  owned: false,
  bought: false,
  reviewed: false,
}

/**
 * A guest's flags on a book: none, without a query, for a guest known to have no rows (see
 * guest-activity.ts); else one query that also tells whether the guest has any.
 */
async function guestFlags(
  svc: CatalogService,
  customerId: number,
  bookId: number,
): Promise<VisitorFlags> {
  const { db } = svc
  if (isEmptyGuest(db, customerId)) return NO_FLAGS
  const generation = guestActivityGeneration(db)
  const [flags, activity] = await Promise.all([
    visitorFlags(svc, customerId, bookId),
    db.queryOne<{ empty: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM cart_items WHERE customer_id = $1)
          AND NOT EXISTS (SELECT 1 FROM library_items WHERE customer_id = $1)
          AND NOT EXISTS (SELECT 1 FROM orders WHERE customer_id = $1)
          AND NOT EXISTS (SELECT 1 FROM reviews WHERE customer_id = $1) AS empty`,
      [customerId],
    ),
  ])
  if (activity?.empty) markEmptyGuest(db, customerId, generation)
  return flags
}

/** The visitor for per-customer parts: the signed-in customer, else the device's guest. */
async function visitor(
  auth: AuthContext,
): Promise<{ customerId: number; signedIn: boolean } | null> {
  const signed = await auth.signedIn()
  if (signed) return { customerId: signed.customerId, signedIn: true }
  if (!auth.deviceId) return null
  return { customerId: await auth.customerId(), signedIn: false }
}

type DetailsBase = Omit<ProductDetails, 'AddToCart'> & { record: BookRecord }

/**
 * A book page's answer as bytes, for a visitor who has done nothing with the book (anonymous,
 * or a guest without cart, library, orders or reviews: the usual case): sent as it is. For any
 * other visitor, CanAddNewReview and AddToCart are spliced in at the offsets kept here.
 */
export interface BookPage {
  body: Buffer
  /** The body gzip'ed, made on the first request that takes gzip. */
  gzip?: Buffer
  /** Where `false` of CanAddNewReview starts, and where AddToCart's object starts and ends. */
  reviewAt: number
  addToCartAt: number
  addToCartEnd: number
  /** What AddToCart needs of the book. */
  book: Pick<
    BookRecord,
    | 'id'
    | 'disable_buy_button'
    | 'disable_wishlist_button'
    | 'available_for_pre_order'
    | 'pre_order_start'
    | 'allow_customer_reviews'
  >
}

/** The bytes a cached page holds. */
export const bookPageBytes = (page: unknown) =>
  256 +
  ((page as BookPage | null)?.body.byteLength ?? 0) +
  ((page as BookPage | null)?.gzip?.byteLength ?? 0)

/** Whether an Accept-Encoding header takes gzip (q above 0). */
export function takesGzip(header: string | undefined): boolean {
  if (!header) return false
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (name?.trim().toLowerCase() !== 'gzip') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}

const REVIEW_FLAG = '"CanAddNewReview":false'

function addToCartOf(
  book: BookPage['book'],
  flags: VisitorFlags | null,
): ProductDetails['AddToCart'] {
  return {
    ProductId: book.id,
    EnteredQuantity: 1,
    DisableBuyButton: book.disable_buy_button || (flags?.owned ?? false),
    DisableWishlistButton: book.disable_wishlist_button,
    AvailableForPreOrder: book.available_for_pre_order,
    PreOrderAvailabilityStartDateTimeUtc: book.pre_order_start?.toISOString() ?? null,
    AlreadyOwned: flags?.owned ?? false,
    InCart: flags?.in_cart ?? false,
    InWishlist: flags?.in_wishlist ?? false,
  }
}

/** The page with a visitor's CanAddNewReview and AddToCart in place of the plain ones. */
export function personalPage(page: BookPage, mayAddReview: boolean, flags: VisitorFlags | null) {
  const { body } = page
  return Buffer.concat([
    body.subarray(0, page.reviewAt),
    Buffer.from(
      `${mayAddReview}${body.toString('latin1', page.reviewAt + 5, page.addToCartAt)}`,
      'latin1',
    ),
    Buffer.from(JSON.stringify(addToCartOf(page.book, flags))),
    body.subarray(page.addToCartEnd),
  ])
}

export function productHandlers(svc: CatalogService): Handlers<'v2'> {
  const { db } = svc

  /**
   * What a book page is built from: the book's record and its discounts. Pages asked for while
   * another is being read go together into the next read (see Batcher): two statements for
   * many books. The record is not kept in the record cache: the page made of it is cached.
   */
  const pageSources = new Batcher<number, { record: BookRecord; discounts: Discount[] }>(
    async (ids) => {
      const [records, discounts] = await Promise.all([
        svc.bookRecords(ids, { keep: false }),
        db.query<Discount & { book_id: number }>(DISCOUNTS_SQL, [ids], { prepare: true }),
      ])
      return new Map(
        records.map((record) => [
          record.id,
          { record, discounts: discounts.filter((row) => row.book_id === record.id) },
        ]),
      )
    },
  )

  async function tagCounts(): Promise<Map<number, number>> {
    return svc.cached('tag-counts', async () => {
      const rows = await db.query<{ tag_id: number; count: number }>(
        `SELECT bt.tag_id, count(*) AS count FROM book_tags bt
           JOIN books b ON b.id = bt.book_id AND b.published AND NOT b.deleted
          GROUP BY bt.tag_id`,
      )
      return new Map(rows.map((row) => [row.tag_id, Number(row.count)]))
    })
  }

  async function detailsBase(bookId: number, lang: Lang): Promise<DetailsBase | null> {
    return (async () => {
      const [source, meta, counts] = await Promise.all([
        pageSources.load(bookId),
        svc.meta(),
        tagCounts(),
      ])
      if (!source) return null
      const { record, discounts } = source
      const name = bookName(record, lang)
      const cover = bookCoverPicture({ id: record.id, name }, lang)
      const discount = bestDiscount(record.price, discounts)
      const withDiscount = discount > 0 ? Math.round((record.price - discount) * 100) / 100 : null
      const discounted = isDiscounted(record)
      const reference = discounted ? record.old_price : record.price
      const vendorVisible = record.vendor_id !== null && record.vendor_visible === true
      const categoryId = record.categories[0] ?? null
      return {
        record,
        Id: record.id,
        Name: name,
        ShortDescription: inLanguage(
          lang,
          record.short_description_th,
          record.short_description_en,
        ),
        FullDescription: inLanguage(lang, record.full_description_th, record.full_description_en),
        MetaTitle: inLanguage(lang, record.meta_title_th, record.meta_title_en),
        MetaDescription: inLanguage(lang, record.meta_description_th, record.meta_description_en),
        MetaKeywords: inLanguage(lang, record.meta_keywords_th, record.meta_keywords_en),
        SeName: record.se_name,
        Sku: record.sku,
        MarkAsNew: record.is_new,
        DefaultPictureModel: cover,
        PictureModels: [
          cover,
          ...record.pictures.map((pictureId) => ({
            ImageUrl: pictureUrl(pictureId),
            ThumbImageUrl: pictureUrl(pictureId),
            FullSizeImageUrl: pictureUrl(pictureId),
            Title: name,
            AlternateText: cover.AlternateText,
          })),
        ],
        HasSampleDownload: record.has_sample,
        ShowVendor: vendorVisible,
        VendorModel:
          vendorVisible && record.vendor_th !== null
            ? {
                Id: record.vendor_id!,
                Name: inLanguage(lang, record.vendor_th, record.vendor_en),
                SeName: record.vendor_se_name ?? '',
              }
            : null,
        ProductPrice: {
          CurrencyCode: 'THB',
          OldPrice: discounted ? formatBaht(record.old_price, lang) : null,
          OldPriceValue: discounted ? record.old_price : null,
          Price: formatBaht(record.price, lang),
          PriceValue: record.price,
          PriceWithDiscount: withDiscount !== null ? formatBaht(withDiscount, lang) : null,
          PriceWithDiscountValue: withDiscount,
          DiscountPercent: discountPercent(reference, withDiscount ?? record.price),
        },
        Breadcrumb: {
          Enabled: true,
          ProductId: record.id,
          ProductName: name,
          ProductSeName: record.se_name,
          CategoryBreadcrumb:
            categoryId !== null
              ? categoryPath(meta, categoryId).map((node) => ({
                  Id: node.id,
                  Name: inLanguage(lang, node.name_th, node.name_en),
                  SeName: node.se_name,
                }))
              : [],
        },
        ProductTags: record.tags.map((tag) => ({
          Id: tag.id,
          Name: inLanguage(lang, tag.th, tag.en),
          SeName: tag.se,
          ProductCount: counts.get(tag.id) ?? 0,
        })),
        ProductManufacturers: record.manufacturers.map((m) => ({
          Id: m.id,
          Name: inLanguage(lang, m.th, m.en),
          SeName: m.se,
        })),
        ProductReviewOverview: {
          ProductId: record.id,
          RatingSum: record.approved_rating_sum,
          TotalReviews: record.approved_total_reviews,
          AllowCustomerReviews: record.allow_customer_reviews,
          CanAddNewReview: false,
        },
        ProductSpecificationModel: { Groups: specificationGroups(meta, record.specs, lang) },
        Ebook: ebookInfo(record, lang),
      }
    })()
  }

  /**
   * The book page's answer as bytes, cached per book and language (bounded by bytes, see
   * CatalogService.bookPages): a cached page is neither built nor serialised again.
   */
  function bookPage(bookId: number, lang: Lang): Promise<BookPage | null> {
    return svc.bookPages.getOrLoad(`${bookId}:${lang}`, async () => {
      const base = await detailsBase(bookId, lang)
      if (!base) return null
      const { record, ...details } = base
      const page = JSON.stringify({
        ...details,
        ProductReviewOverview: { ...details.ProductReviewOverview, CanAddNewReview: false },
      })
      // Inside a JSON string a quote is escaped, so this key can only be the overview's own.
      const at = page.indexOf(REVIEW_FLAG)
      const head = `{"Data":${page.slice(0, at)}"CanAddNewReview":`
      const middle = `${page.slice(at + REVIEW_FLAG.length, -1)},"AddToCart":`
      const addToCart = JSON.stringify(addToCartOf(record, null))
      const body = Buffer.from(`${head}false${middle}${addToCart}},"Message":null,"ErrorList":[]}`)
      const reviewAt = Buffer.byteLength(head)
      const addToCartAt = reviewAt + 5 + Buffer.byteLength(middle)
      return {
        body,
        reviewAt,
        addToCartAt,
        addToCartEnd: addToCartAt + Buffer.byteLength(addToCart),
        book: {
          id: record.id,
          disable_buy_button: record.disable_buy_button,
          disable_wishlist_button: record.disable_wishlist_button,
          available_for_pre_order: record.available_for_pre_order,
          pre_order_start: record.pre_order_start,
          allow_customer_reviews: record.allow_customer_reviews,
        },
      }
    })
  }

  return {
    async getProductDetails({ params, auth, lang, c }) {
      const page = await bookPage(params.productId, lang)
      if (!page) throw notFound(t(lang, 'book.notFound'))
      const { book } = page
      const who = await visitor(auth)
      const flags = !who
        ? null
        : who.signedIn
          ? await visitorFlags(svc, who.customerId, book.id)
          : await guestFlags(svc, who.customerId, book.id)
      if (who) recordRecentView(db, who.customerId, book.id)
      const mayAddReview = mayReview(book, flags, who?.signedIn ?? false)
      const plain = !mayAddReview && !flags?.owned && !flags?.in_cart && !flags?.in_wishlist
      if (plain && takesGzip(c.req.header('Accept-Encoding'))) {
        // Compressed once per cached page, not on every request (see the compress middleware).
        if (!page.gzip) {
          page.gzip = gzipSync(page.body)
          svc.bookPages.set(`${book.id}:${lang}`, page)
        }
        return c.body(page.gzip as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/json',
          'Content-Encoding': 'gzip',
          Vary: 'Accept-Encoding',
        })
      }
      // The cached answer as it is, or with the visitor's parts spliced in.
      const body = plain ? page.body : personalPage(page, mayAddReview, flags)
      return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' })
    },

    async getAlsoPurchasedProducts({ params, lang }) {
      const [record] = await svc.bookRecords([params.productId])
      if (!record) throw notFound(t(lang, 'book.notFound'))
      const ids = await svc.cached(`also-purchased:${record.id}`, async () => {
        const rows = await db.query<{ id: number }>(
          `SELECT other.book_id AS id
             FROM order_items mine
             JOIN orders o ON o.id = mine.order_id AND o.payment_status IN (30, 35)
             JOIN order_items other ON other.order_id = mine.order_id AND other.book_id <> mine.book_id
             JOIN books b ON b.id = other.book_id AND b.published AND NOT b.deleted
            WHERE mine.book_id = $1
            GROUP BY other.book_id
            ORDER BY count(DISTINCT mine.order_id) DESC, other.book_id
            LIMIT $2`,
          [record.id, ALSO_PURCHASED_LIMIT],
        )
        return rows.map((row) => row.id)
      })
      return svc.overviews(ids, lang)
    },
  }
}
