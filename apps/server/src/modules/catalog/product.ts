/**
 * The book page: everything that is the same for every visitor is built once per book and
 * language and cached; per request only the visitor's flags (in cart, in wishlist, owned, may
 * review) are read, in one query, and the view is recorded (buffered: see recent-views.ts).
 */
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
import type { CatalogService } from './service.ts'

type ProductDetails = components['schemas']['ProductDetailsModel']
type SpecGroupModel = components['schemas']['ProductSpecificationGroup']

/** Books in "also purchased". */
export const ALSO_PURCHASED_LIMIT = 8

interface DetailsRow {
  meta_title_th: string | null
  meta_title_en: string | null
  meta_description_th: string | null
  meta_description_en: string | null
  meta_keywords_th: string | null
  meta_keywords_en: string | null
  vendor_se_name: string | null
  vendor_visible: boolean | null
  category_id: number | null
  pictures: number[] | null
  tags: { id: number; th: string; en: string | null; se: string }[] | null
  manufacturers: { id: number; th: string; en: string | null; se: string }[] | null
  specs:
    | {
        attr: number
        type: 0 | 10 | 20 | 30
        option: number | null
        th: string | null
        en: string | null
      }[]
    | null
  discounts: { pct: boolean; percentage: number; amount: number; max: number | null }[] | null
}

const DETAILS_SQL = `
SELECT b.meta_title_th, b.meta_title_en, b.meta_description_th, b.meta_description_en,
       b.meta_keywords_th, b.meta_keywords_en,
       v.se_name AS vendor_se_name, (v.active AND NOT v.deleted) AS vendor_visible,
       (SELECT bc.category_id FROM book_categories bc WHERE bc.book_id = b.id
         ORDER BY bc.display_order, bc.category_id LIMIT 1) AS category_id,
       (SELECT json_agg(bp.picture_id ORDER BY bp.display_order, bp.picture_id)
          FROM book_pictures bp WHERE bp.book_id = b.id) AS pictures,
       (SELECT json_agg(json_build_object('id', tg.id, 'th', tg.name_th, 'en', tg.name_en,
                                          'se', tg.se_name) ORDER BY tg.id)
          FROM book_tags bt JOIN tags tg ON tg.id = bt.tag_id WHERE bt.book_id = b.id) AS tags,
       (SELECT json_agg(json_build_object('id', m.id, 'th', m.name_th, 'en', m.name_en,
                                          'se', m.se_name) ORDER BY bm.display_order, m.id)
          FROM book_manufacturers bm JOIN manufacturers m ON m.id = bm.manufacturer_id
         WHERE bm.book_id = b.id AND m.published AND NOT m.deleted) AS manufacturers,
       (SELECT json_agg(json_build_object('attr', bs.attribute_id, 'type', bs.attribute_type,
                                          'option', bs.option_id, 'th', bs.custom_value_th,
                                          'en', bs.custom_value_en)
                        ORDER BY bs.display_order, bs.id)
          FROM book_specifications bs WHERE bs.book_id = b.id AND bs.show_on_page) AS specs,
       (SELECT json_agg(json_build_object('pct', d.use_percentage, 'percentage', d.percentage,
                                          'amount', d.amount, 'max', d.max_discount_amount))
          FROM discounts d
         WHERE d.active AND NOT d.requires_coupon_code AND d.min_order_subtotal IS NULL
           AND (d.starts_at IS NULL OR d.starts_at <= now()) AND (d.ends_at IS NULL OR d.ends_at > now())
           AND ((d.applies_to = 'books' AND EXISTS (SELECT 1 FROM discount_books dbk
                   WHERE dbk.discount_id = d.id AND dbk.book_id = b.id))
             OR (d.applies_to = 'categories' AND EXISTS (SELECT 1 FROM discount_categories dc
                   JOIN book_categories bc ON bc.category_id = dc.category_id
                  WHERE dc.discount_id = d.id AND bc.book_id = b.id)))) AS discounts
  FROM books b LEFT JOIN vendors v ON v.id = b.vendor_id
 WHERE b.id = $1 AND b.published AND NOT b.deleted`

/** The largest automatic discount on a price, in baht (0 when none). */
function bestDiscount(price: number, discounts: DetailsRow['discounts']): number {
  let best = 0
  for (const discount of discounts ?? []) {
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
  specs: DetailsRow['specs'],
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
  record: BookRecord,
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

/** A book page's JSON answer around the visitor's parts (see detailsText). */
interface DetailsText {
  record: BookRecord
  /** `{"Data":{...,"ProductReviewOverview":{...,"CanAddNewReview":` */
  head: string
  /** The rest of the page's object, without its closing brace. */
  tail: string
}

const REVIEW_FLAG = '"CanAddNewReview":false'

export function productHandlers(svc: CatalogService): Handlers<'v2'> {
  const { db } = svc

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
      const [record] = await svc.bookRecords([bookId])
      if (!record) return null
      const [row, meta, counts] = await Promise.all([
        // Both languages' pages are built from one read of the book's rows.
        svc.cached(`details-row:${bookId}`, () => db.queryOne<DetailsRow>(DETAILS_SQL, [bookId])),
        svc.meta(),
        tagCounts(),
      ])
      if (!row) return null
      const name = bookName(record, lang)
      const cover = bookCoverPicture({ id: record.id, name }, lang)
      const discount = bestDiscount(record.price, row.discounts)
      const withDiscount = discount > 0 ? Math.round((record.price - discount) * 100) / 100 : null
      const discounted = isDiscounted(record)
      const reference = discounted ? record.old_price : record.price
      const vendorVisible = record.vendor_id !== null && row.vendor_visible === true
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
        MetaTitle: inLanguage(lang, row.meta_title_th, row.meta_title_en),
        MetaDescription: inLanguage(lang, row.meta_description_th, row.meta_description_en),
        MetaKeywords: inLanguage(lang, row.meta_keywords_th, row.meta_keywords_en),
        SeName: record.se_name,
        Sku: record.sku,
        MarkAsNew: record.is_new,
        DefaultPictureModel: cover,
        PictureModels: [
          cover,
          ...(row.pictures ?? []).map((pictureId) => ({
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
                SeName: row.vendor_se_name ?? '',
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
            row.category_id !== null
              ? categoryPath(meta, row.category_id).map((node) => ({
                  Id: node.id,
                  Name: inLanguage(lang, node.name_th, node.name_en),
                  SeName: node.se_name,
                }))
              : [],
        },
        ProductTags: (row.tags ?? []).map((tag) => ({
          Id: tag.id,
          Name: inLanguage(lang, tag.th, tag.en),
          SeName: tag.se,
          ProductCount: counts.get(tag.id) ?? 0,
        })),
        ProductManufacturers: (row.manufacturers ?? []).map((m) => ({
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
        ProductSpecificationModel: { Groups: specificationGroups(meta, row.specs, lang) },
        Ebook: ebookInfo(record, lang),
      }
    })()
  }

  /**
   * The book page as JSON text, cached per book and language: the answer is this text with the
   * visitor's CanAddNewReview and AddToCart spliced in, so a cached page is not serialised again.
   */
  function detailsText(bookId: number, lang: Lang): Promise<DetailsText | null> {
    return svc.cached(`details:${bookId}:${lang}`, async () => {
      const base = await detailsBase(bookId, lang)
      if (!base) return null
      const { record, ...details } = base
      const json = JSON.stringify({
        ...details,
        ProductReviewOverview: { ...details.ProductReviewOverview, CanAddNewReview: false },
      })
      // Inside a JSON string a quote is escaped, so this key can only be the overview's own.
      const at = json.indexOf(REVIEW_FLAG)
      return {
        record,
        head: `{"Data":${json.slice(0, at)}"CanAddNewReview":`,
        tail: json.slice(at + REVIEW_FLAG.length, -1),
      }
    })
  }

  return {
    async getProductDetails({ params, auth, lang, c }) {
      const page = await detailsText(params.productId, lang)
      if (!page) throw notFound(t(lang, 'book.notFound'))
      const { record } = page
      const who = await visitor(auth)
      const flags = !who
        ? null
        : who.signedIn
          ? await visitorFlags(svc, who.customerId, record.id)
          : await guestFlags(svc, who.customerId, record.id)
      if (who) recordRecentView(db, who.customerId, record.id)
      const addToCart: ProductDetails['AddToCart'] = {
        ProductId: record.id,
        EnteredQuantity: 1,
        DisableBuyButton: record.disable_buy_button || (flags?.owned ?? false),
        DisableWishlistButton: record.disable_wishlist_button,
        AvailableForPreOrder: record.available_for_pre_order,
        PreOrderAvailabilityStartDateTimeUtc: record.pre_order_start?.toISOString() ?? null,
        AlreadyOwned: flags?.owned ?? false,
        InCart: flags?.in_cart ?? false,
        InWishlist: flags?.in_wishlist ?? false,
      }
      const mayAddReview = mayReview(record, flags, who?.signedIn ?? false)
      // The v2 envelope {Data, Message, ErrorList} around the cached page and the visitor's parts.
      return c.body(
        `${page.head}${mayAddReview}${page.tail},"AddToCart":${JSON.stringify(addToCart)}},"Message":null,"ErrorList":[]}`,
        200,
        { 'Content-Type': 'application/json' },
      )
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
