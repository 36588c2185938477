/**
 * The book page: everything that is the same for every visitor is built once per book and
 * language and cached; per request only the visitor's flags (in cart, in wishlist, owned, may
 * review) are read, in one query (none for a guest known to have done nothing), and the view is
 * recorded (buffered: see recent-views.ts). Anonymous visitors and known guests are answered by a
 * fast route before the app (see src/http/fast-path.ts), with the same answer the handler gives.
 */
import { gzipSync } from 'node:zlib'
import type { components } from '@ebook/api/generated/v2'
import { acceptsCompression } from '../../http/compression.ts'
import { deviceIdOf, knownGuest, type AuthContext } from '../../http/auth-context.ts'
import { compileContract } from '../../http/contract.ts'
import type { FastRoute } from '../../http/fast-path.ts'
import { languageOfHeaders } from '../../http/language.ts'
import type { Handlers } from '../../http/operations.ts'
import { notFound } from '../../http/reply.ts'
import { defaultLanguage, inLanguage, languages, type Lang } from '../../i18n/index.ts'
import { formatBaht } from '../shared/money.ts'
import { guestActivityGeneration, isEmptyGuest, markEmptyGuest } from '../shared/guest-activity.ts'
import { recordRecentView } from '../shared/recent-views.ts'
import { bookCoverPicture, pictureUrl } from '../shared/pictures.ts'
import { categoryPath, type CatalogMeta } from './data.ts'
import { t } from './messages.ts'
import { bookName, discountPercent, ebookInfo, isDiscounted, type BookRecord } from './overview.ts'
import { Batcher } from './cache.ts'
import type { PageStore } from './page-store.ts'
import type { CatalogService } from './service.ts'

type ProductDetails = components['schemas']['ProductDetailsModel']
type SpecGroupModel = components['schemas']['ProductSpecificationGroup']

/** Books in "also purchased". */
export const ALSO_PURCHASED_LIMIT = 8

/**
 * The automatic discounts (no coupon, no minimum order) on books or categories that have not
 * ended, each with its books or categories: read once a minute for every book page (see
 * CatalogService.discountRules) instead of once per page; whether one applies now is decided when
 * a page is built.
 */
const AUTOMATIC_DISCOUNTS_SQL = `
SELECT d.use_percentage AS pct, d.percentage, d.amount, d.max_discount_amount AS max,
       d.starts_at, d.ends_at, d.applies_to,
       CASE d.applies_to
         WHEN 'books' THEN ARRAY(SELECT dbk.book_id FROM discount_books dbk WHERE dbk.discount_id = d.id)
         ELSE ARRAY(SELECT dc.category_id FROM discount_categories dc WHERE dc.discount_id = d.id)
       END AS ids
  FROM discounts d
 WHERE d.active AND NOT d.requires_coupon_code AND d.min_order_subtotal IS NULL
   AND d.applies_to IN ('books', 'categories') AND (d.ends_at IS NULL OR d.ends_at > now())`

/** An automatic discount with what it applies to. */
export interface DiscountRule extends Discount {
  startsAt: number | null
  endsAt: number | null
  /** The books it applies to (applies_to books), else null. */
  books: Set<number> | null
  /** The categories whose books it applies to (applies_to categories), else null. */
  categories: Set<number> | null
}

/** Reads the automatic discounts (see AUTOMATIC_DISCOUNTS_SQL). */
export async function loadDiscountRules(db: CatalogService['db']): Promise<DiscountRule[]> {
  const rows = await db.query<
    Discount & {
      starts_at: Date | null
      ends_at: Date | null
      applies_to: 'books' | 'categories'
      ids: number[]
    }
  >(AUTOMATIC_DISCOUNTS_SQL)
  return rows.map((row) => ({
    pct: row.pct,
    percentage: Number(row.percentage),
    amount: Number(row.amount),
    max: row.max === null ? null : Number(row.max),
    startsAt: row.starts_at?.getTime() ?? null,
    endsAt: row.ends_at?.getTime() ?? null,
    books: row.applies_to === 'books' ? new Set(row.ids) : null,
    categories: row.applies_to === 'categories' ? new Set(row.ids) : null,
  }))
}

/**
 * The automatic discounts of a book at `now`: those on the book, and those on any of its
 * categories (the book's every category, as book_categories lists them).
 */
export function discountsOf(
  rules: readonly DiscountRule[],
  book: Pick<BookRecord, 'id' | 'categories'>,
  now: number,
): DiscountRule[] {
  return rules.filter(
    (rule) =>
      (rule.startsAt === null || rule.startsAt <= now) &&
      (rule.endsAt === null || rule.endsAt > now) &&
      (rule.books
        ? rule.books.has(book.id)
        : book.categories.some((category) => rule.categories!.has(category))),
  )
}

/**
 * When the automatic discounts of a book next change (one that applies to it starts or ends):
 * a page made at `now` holds until then (Infinity: no change ahead).
 */
export function discountsChangeAt(
  rules: readonly DiscountRule[],
  book: Pick<BookRecord, 'id' | 'categories'>,
  now: number,
): number {
  let next = Infinity
  for (const rule of rules) {
    const applies = rule.books
      ? rule.books.has(book.id)
      : book.categories.some((category) => rule.categories!.has(category))
    if (!applies) continue
    if (rule.startsAt !== null && rule.startsAt > now) next = Math.min(next, rule.startsAt)
    if (rule.endsAt !== null && rule.endsAt > now) next = Math.min(next, rule.endsAt)
  }
  return next
}

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

/** Whose page it is: a signed-in customer or a device's guest. */
interface Visitor {
  customerId: number
  signedIn: boolean
}

/** The visitor for per-customer parts: the signed-in customer, else the device's guest. */
async function visitor(auth: AuthContext): Promise<Visitor | null> {
  const signed = await auth.signedIn()
  if (signed) return { customerId: signed.customerId, signedIn: true }
  if (!auth.deviceId) return null
  return { customerId: await auth.customerId(), signedIn: false }
}

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
  /**
   * Until when the page holds (ms since the epoch; Infinity: until the book or what it shows
   * changes): the book stops being new, or one of its discounts starts or ends.
   */
  validUntil: number
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

/** What a book page answers a visitor. */
interface PageAnswer {
  body: Buffer
  headers: Readonly<Record<string, string>>
  /**
   * Whether the app sends it as it is: false when its compress middleware would compress it (a
   * personal page, or a browser that takes deflate but not gzip), which the fast route leaves to
   * the app.
   */
  final: boolean
}

const JSON_HEADERS = { 'Content-Type': 'application/json' } as const
const GZIP_HEADERS = {
  'Content-Type': 'application/json',
  'Content-Encoding': 'gzip',
  Vary: 'Accept-Encoding',
} as const

/** The largest id PostgreSQL's integer holds (the contract's ids are integers). */
const MAX_ID = 2_147_483_647

/** A book id as the path writes it (digits, no sign or leading zero), else null. */
function bookIdOf(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/u.test(text)) return null
  const id = Number(text)
  return id <= MAX_ID ? id : null
}

/** Whether the request came with at most one Cookie header (node joins several unlike fetch). */
function oneCookieHeader(rawHeaders: readonly string[]): boolean {
  let count = 0
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 6 && rawHeaders[i]!.toLowerCase() === 'cookie') count++
  }
  return count <= 1
}

/**
 * GET /api/v2/product/productdetails/{id} before the app, for anonymous visitors and guests the
 * server remembers (see knownGuest): the cached page as it is, or built the same way the handler
 * builds it. Anything else goes to the app: a Token header (a signed-in page needs the token
 * checked), a Language header other than th/en (the app answers 400), a guest not met yet or
 * whose saved language must be read, an id the path may not have, a query string, several
 * Cookie headers, an unknown book (404), and a personal page the compress middleware would
 * compress. A served page records the guest's view like the handler does.
 */
function productDetailsFastRoute(parts: {
  db: CatalogService['db']
  bookPage: (bookId: number, lang: Lang) => BookPage | null | Promise<BookPage | null>
  flagsOf: (
    who: Visitor | null,
    bookId: number,
  ) => VisitorFlags | null | Promise<VisitorFlags | null>
  pageAnswer: (
    page: BookPage,
    lang: Lang,
    flags: VisitorFlags | null,
    signedIn: boolean,
    acceptEncoding: string | undefined,
  ) => PageAnswer
}): FastRoute {
  const { db, bookPage, flagsOf, pageAnswer } = parts
  const route = compileContract().find('v2', 'getProductDetails')!.honoPath
  return {
    prefix: route.slice(0, route.indexOf(':')),
    serve(req, res, rest, next) {
      const bookId = bookIdOf(rest)
      const { headers } = req
      if (bookId === null || headers.token !== undefined) return next()
      // Node joins repeated headers into one value, as fetch's Headers do (but for Cookie).
      const language = headers.language
      const header = language === 'th' || language === 'en' ? language : undefined
      if (language !== undefined && header === undefined) return next()
      const { cookie } = headers
      if (header === undefined && cookie !== undefined && !oneCookieHeader(req.rawHeaders)) {
        return next()
      }
      const device = headers.deviceid
      const deviceId = deviceIdOf(typeof device === 'string' ? device : undefined)
      const requested = languageOfHeaders(header, cookie)
      // Without a language asked for, a guest's answer is in the language it saved: a query.
      if (deviceId !== null && requested === null) return next()
      const lang = requested ?? defaultLanguage
      const guest = deviceId === null ? null : knownGuest(db, deviceId)
      if (guest === undefined) return next()
      const who: Visitor | null = guest === null ? null : { customerId: guest, signedIn: false }

      const answer = (page: BookPage, flags: VisitorFlags | null) => {
        const reply = pageAnswer(page, lang, flags, false, headers['accept-encoding'])
        if (!reply.final) return next()
        if (who) recordRecentView(db, who.customerId, page.book.id)
        res.writeHead(200, { ...reply.headers, 'Content-Length': reply.body.byteLength })
        res.end(reply.body)
      }
      const withPage = (page: BookPage | null): void | Promise<void> => {
        // An unknown book: the app answers its 404 (the page's absence is cached).
        if (!page) return next()
        const flags = flagsOf(who, page.book.id)
        if (flags instanceof Promise) return flags.then((known) => answer(page, known))
        answer(page, flags)
      }
      // A page in memory is answered at once, without a promise.
      const page = bookPage(bookId, lang)
      return page instanceof Promise ? page.then(withPage) : withPage(page)
    },
  }
}

/** What book pages are made of besides their books: read once for many pages. */
export interface PageInputs {
  meta: CatalogMeta
  /** Visible books per tag. */
  tagCounts: Map<number, number>
  rules: DiscountRule[]
}

/** A book page as text (see BookPage): what the pages made in advance write to disk. */
export type BookPageText = Omit<BookPage, 'body' | 'gzip'> & { text: string }

/** A book's page in a language, as it is answered (see BookPage), made at `now`. */
export function makeBookPage(
  record: BookRecord,
  inputs: PageInputs,
  lang: Lang,
  now: number,
): BookPage {
  const { text, ...page } = makeBookPageText(record, inputs, lang, now)
  return { body: Buffer.from(text), ...page }
}

/** A book's page in a language as text, made at `now`. */
export function makeBookPageText(
  record: BookRecord,
  inputs: PageInputs,
  lang: Lang,
  now: number,
): BookPageText {
  const page = JSON.stringify({
    ...detailsOf(record, inputs, lang, now),
    ProductReviewOverview: {
      ProductId: record.id,
      RatingSum: record.approved_rating_sum,
      TotalReviews: record.approved_total_reviews,
      AllowCustomerReviews: record.allow_customer_reviews,
      CanAddNewReview: false,
    },
  })
  // Inside a JSON string a quote is escaped, so this key can only be the overview's own.
  const at = page.indexOf(REVIEW_FLAG)
  const head = `{"Data":${page.slice(0, at)}"CanAddNewReview":`
  const middle = `${page.slice(at + REVIEW_FLAG.length, -1)},"AddToCart":`
  const book: BookPage['book'] = {
    id: record.id,
    disable_buy_button: record.disable_buy_button,
    disable_wishlist_button: record.disable_wishlist_button,
    available_for_pre_order: record.available_for_pre_order,
    pre_order_start: record.pre_order_start,
    allow_customer_reviews: record.allow_customer_reviews,
  }
  const addToCart = JSON.stringify(addToCartOf(book, null))
  const reviewAt = Buffer.byteLength(head)
  const addToCartAt = reviewAt + 5 + Buffer.byteLength(middle)
  return {
    text: `${head}false${middle}${addToCart}},"Message":null,"ErrorList":[]}`,
    reviewAt,
    addToCartAt,
    addToCartEnd: addToCartAt + Buffer.byteLength(addToCart),
    validUntil: Math.min(record.new_until, discountsChangeAt(inputs.rules, record, now)),
    book,
  }
}

/** The page's data but the review overview and AddToCart (spliced per visitor). */
function detailsOf(
  record: BookRecord,
  { meta, tagCounts, rules }: PageInputs,
  lang: Lang,
  now: number,
): Omit<ProductDetails, 'AddToCart' | 'ProductReviewOverview'> {
  const name = bookName(record, lang)
  const cover = bookCoverPicture({ id: record.id, name }, lang)
  const discount = bestDiscount(record.price, discountsOf(rules, record, now))
  const withDiscount = discount > 0 ? Math.round((record.price - discount) * 100) / 100 : null
  const discounted = isDiscounted(record)
  const reference = discounted ? record.old_price : record.price
  const vendorVisible = record.vendor_id !== null && record.vendor_visible === true
  const categoryId = record.categories[0] ?? null
  return {
    Id: record.id,
    Name: name,
    ShortDescription: inLanguage(lang, record.short_description_th, record.short_description_en),
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
      ProductCount: tagCounts.get(tag.id) ?? 0,
    })),
    ProductManufacturers: record.manufacturers.map((m) => ({
      Id: m.id,
      Name: inLanguage(lang, m.th, m.en),
      SeName: m.se,
    })),
    ProductSpecificationModel: { Groups: specificationGroups(meta, record.specs, lang) },
    Ebook: ebookInfo(record, lang),
  }
}

/** What makes and keeps book pages, for the pages made in advance (see pages-ahead.ts). */
export interface BookPageMaker {
  /** The pages of these books in both languages (hidden and unknown books have none). */
  makePages(ids: readonly number[]): Promise<{ lang: Lang; page: BookPageText }[]>
  /** What pages are made of besides their books. */
  inputs(): Promise<PageInputs>
}

/**
 * The book page's operations. With a page store (see page-store.ts), a page not in memory is
 * looked for there before it is made, and a page made is kept there too.
 */
export function productHandlers(
  svc: CatalogService,
  store: PageStore | null = null,
): {
  handlers: Handlers<'v2'>
  fastRoute: FastRoute
  maker: BookPageMaker
} {
  const { db } = svc

  async function inputs(): Promise<PageInputs> {
    const [meta, tagCounts, rules] = await Promise.all([
      svc.meta(),
      svc.tagCounts(),
      svc.discountRules(() => loadDiscountRules(db)),
    ])
    return { meta, tagCounts, rules }
  }

  /**
   * Books' records for their pages. Pages asked for while another is being read go together
   * into the next read (see Batcher): one statement for many books. The records are not kept in
   * the record cache: the pages made of them are cached.
   */
  const pageRecords = new Batcher<number, BookRecord>(async (ids) => {
    const records = await svc.bookRecords(ids, { keep: false })
    return new Map(records.map((record) => [record.id, record]))
  })

  /**
   * The book page's answer as bytes, per book and language: from memory (CatalogService.bookPages,
   * the most viewed ones), else from the page store, else made; a page is neither made nor
   * serialised again while it holds, and one in memory or the store is answered without a
   * promise.
   */
  function bookPage(bookId: number, lang: Lang): BookPage | null | Promise<BookPage | null> {
    const key = `${bookId}:${lang}`
    const now = Date.now()
    const cached = svc.bookPages.get(key)
    if (cached === null || (cached !== undefined && cached.validUntil > now)) return cached
    const stored = store?.get(bookId, lang, now)
    if (stored) {
      if (store!.often(bookId, lang)) svc.bookPages.set(key, stored)
      return stored
    }
    if (cached) svc.bookPages.delete(key)
    // A page made from data read before a book was forgotten (pages-ahead.ts) is answered but
    // kept neither on disk nor in memory: it may show what changed.
    const since = store?.generation ?? 0
    return svc.bookPages.getOrLoad(
      key,
      async () => {
        const [record, pageInputs] = await Promise.all([pageRecords.load(bookId), inputs()])
        if (!record) return null
        const page = makeBookPage(record, pageInputs, lang, Date.now())
        store?.put(lang, page, since)
        return page
      },
      () => !store?.open || store.generation === since,
    )
  }

  const maker: BookPageMaker = {
    inputs,
    async makePages(ids) {
      const [records, pageInputs] = await Promise.all([
        svc.bookRecords(ids, { keep: false }),
        inputs(),
      ])
      const now = Date.now()
      return records.flatMap((record) =>
        languages.map((lang) => ({
          lang,
          page: makeBookPageText(record, pageInputs, lang, now),
        })),
      )
    },
  }

  /** The visitor's flags on a book (null: an anonymous visitor). */
  function flagsOf(
    who: Visitor | null,
    bookId: number,
  ): VisitorFlags | null | Promise<VisitorFlags | null> {
    if (!who) return null
    if (who.signedIn) return visitorFlags(svc, who.customerId, bookId)
    // An empty guest (the usual one) needs no query, so a cached page needs no wait.
    return isEmptyGuest(db, who.customerId) ? NO_FLAGS : guestFlags(svc, who.customerId, bookId)
  }

  /** The answer to a visitor's request for a page (the handler's and the fast route's). */
  function pageAnswer(
    page: BookPage,
    lang: Lang,
    flags: VisitorFlags | null,
    signedIn: boolean,
    acceptEncoding: string | undefined,
  ): PageAnswer {
    const mayAddReview = mayReview(page.book, flags, signedIn)
    const plain = !mayAddReview && !flags?.owned && !flags?.in_cart && !flags?.in_wishlist
    if (plain && takesGzip(acceptEncoding)) {
      // Compressed once per cached page, not on every request (see the compress middleware).
      if (!page.gzip) {
        page.gzip = gzipSync(page.body)
        svc.bookPages.set(`${page.book.id}:${lang}`, page)
      }
      return { body: page.gzip, headers: GZIP_HEADERS, final: true }
    }
    // The cached answer as it is, or with the visitor's parts spliced in.
    const body = plain ? page.body : personalPage(page, mayAddReview, flags)
    return { body, headers: JSON_HEADERS, final: !acceptsCompression(acceptEncoding) }
  }

  const handlers: Handlers<'v2'> = {
    async getProductDetails({ params, auth, lang, c }) {
      const page = await bookPage(params.productId, lang)
      if (!page) throw notFound(t(lang, 'book.notFound'))
      const who = await visitor(auth)
      const flags = await flagsOf(who, page.book.id)
      if (who) recordRecentView(db, who.customerId, page.book.id)
      const answer = pageAnswer(
        page,
        lang,
        flags,
        who?.signedIn ?? false,
        c.req.header('Accept-Encoding'),
      )
      return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, answer.headers)
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

  return {
    handlers,
    fastRoute: productDetailsFastRoute({ db, bookPage, flagsOf, pageAnswer }),
    maker,
  }
}
