/**
 * The book page as data, with no I/O: a book's details (prices, pictures, breadcrumb, tags,
 * specification groups) made from its record and what every page shares (PageInputs), and the
 * visitor's part (may review, add-to-cart state) merged into them. Everything that reads the
 * database is in book-page-queries.ts; keeping, serialising and answering pages is in
 * book-pages.ts.
 */
import type { components } from '@ebook/api/generated/v2'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { bestDiscountSatang, type DiscountTerms } from '../cart/discount-rule.ts'
import { formatBaht, toBaht, toSatang } from '../shared/money.ts'
import { bookCoverPicture, pictureUrl } from '../shared/pictures.ts'
import { categoryPath, type CatalogMeta } from './data.ts'
import { bookName, discountPercent, ebookInfo, isDiscounted, type BookRecord } from './overview.ts'

export type ProductDetails = components['schemas']['ProductDetailsModel']
type SpecGroupModel = components['schemas']['ProductSpecificationGroup']

/** An automatic discount (no coupon, no minimum order) with what it applies to. */
export interface DiscountRule extends DiscountTerms {
  startsAt: number | null
  endsAt: number | null
  /** The books it applies to (applies_to books), else null. */
  books: Set<number> | null
  /** The categories whose books it applies to, subcategories included, else null. */
  categories: Set<number> | null
}

/** What book pages are made of besides their books: read once for many pages. */
export interface PageInputs {
  meta: CatalogMeta
  /** Visible books per tag. */
  tagCounts: Map<number, number>
  rules: DiscountRule[]
}

type DiscountedBook = Pick<BookRecord, 'id' | 'categories'>

function covers(rule: DiscountRule, book: DiscountedBook): boolean {
  return rule.books
    ? rule.books.has(book.id)
    : book.categories.some((category) => rule.categories!.has(category))
}

/** The automatic discounts of a book at `now`: those on the book or on any of its categories. */
export function discountsOf(
  rules: readonly DiscountRule[],
  book: DiscountedBook,
  now: number,
): DiscountRule[] {
  return rules.filter(
    (rule) =>
      (rule.startsAt === null || rule.startsAt <= now) &&
      (rule.endsAt === null || rule.endsAt > now) &&
      covers(rule, book),
  )
}

/**
 * When the automatic discounts of a book next change (one that applies to it starts or ends):
 * a page made at `now` holds until then (Infinity: no change ahead).
 */
export function discountsChangeAt(
  rules: readonly DiscountRule[],
  book: DiscountedBook,
  now: number,
): number {
  let next = Infinity
  for (const rule of rules) {
    if (!covers(rule, book)) continue
    if (rule.startsAt !== null && rule.startsAt > now) next = Math.min(next, rule.startsAt)
    if (rule.endsAt !== null && rule.endsAt > now) next = Math.min(next, rule.endsAt)
  }
  return next
}

/** The book's price less its largest automatic discount at `now`, or null when none applies. */
export function discountedPrice(
  record: Pick<BookRecord, 'id' | 'categories' | 'price'>,
  rules: readonly DiscountRule[],
  now: number,
): number | null {
  const price = toSatang(record.price)
  const off = bestDiscountSatang(discountsOf(rules, record, now), price)
  return off > 0 ? toBaht(price - off) : null
}

/** What the visitor has done with a book. */
export interface VisitorFlags {
  in_cart: boolean
  in_wishlist: boolean
  owned: boolean
  bought: boolean
  reviewed: boolean
}

/** The flags of a visitor who has done nothing with the book. */
export const NO_FLAGS: VisitorFlags = Object.freeze({
  in_cart: false,
  in_wishlist: false,
  owned: false,
  bought: false,
  reviewed: false,
})

/** What the add-to-cart state and the review flag need of a book. */
export type BookFacts = Pick<
  BookRecord,
  | 'id'
  | 'disable_buy_button'
  | 'disable_wishlist_button'
  | 'available_for_pre_order'
  | 'pre_order_start'
  | 'allow_customer_reviews'
>

/** Whether the visitor may review: signed in, bought (or owns) the book, not reviewed yet. */
export function mayReview(
  book: Pick<BookFacts, 'allow_customer_reviews'>,
  flags: VisitorFlags | null,
  signedIn: boolean,
): boolean {
  return (
    signedIn &&
    !!flags &&
    book.allow_customer_reviews &&
    (flags.bought || flags.owned) &&
    !flags.reviewed
  )
}

/** The add-to-cart state of a book for a visitor (null: anonymous). */
export function addToCartState(
  book: BookFacts,
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

/**
 * Whether a visitor's page is the page of a visitor who has done nothing with the book (the
 * usual case: every anonymous visitor and most guests), which is made once and shared.
 */
export function isSharedPage(
  book: BookFacts,
  flags: VisitorFlags | null,
  signedIn: boolean,
): boolean {
  return (
    !mayReview(book, flags, signedIn) && !flags?.owned && !flags?.in_cart && !flags?.in_wishlist
  )
}

/** A book's details with the visitor's part (may review, add-to-cart state) merged in. */
export function withVisitor(
  details: ProductDetails,
  book: BookFacts,
  flags: VisitorFlags | null,
  signedIn: boolean,
): ProductDetails {
  return {
    ...details,
    ProductReviewOverview: {
      ...details.ProductReviewOverview,
      CanAddNewReview: mayReview(book, flags, signedIn),
    },
    AddToCart: addToCartState(book, flags),
  }
}

/** The specification values of a book, by group (groups and attributes in display order). */
export function specificationGroups(
  meta: CatalogMeta,
  specs: BookRecord['specs'],
  lang: Lang,
): SpecGroupModel[] {
  const groups = new Map<number, SpecGroupModel & { order: number }>()
  for (const spec of specs ?? []) {
    const attribute = meta.attributes.get(spec.attr)
    if (!attribute) continue
    const option = spec.option !== null ? meta.options.get(spec.option) : undefined
    const value =
      spec.option !== null
        ? option
          ? inLanguage(lang, option.name_th, option.name_en)
          : null
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

/** A book's page as data: the same for every visitor who has done nothing with the book. */
export interface BookPageModel {
  details: ProductDetails
  book: BookFacts
  /**
   * Until when the page holds (ms since the epoch; Infinity: until the book or what it shows
   * changes): the book stops being new, or one of its discounts starts or ends.
   */
  validUntil: number
}

/** The facts of a record that the visitor's part needs. */
export function bookFacts(record: BookRecord): BookFacts {
  return {
    id: record.id,
    disable_buy_button: record.disable_buy_button,
    disable_wishlist_button: record.disable_wishlist_button,
    available_for_pre_order: record.available_for_pre_order,
    pre_order_start: record.pre_order_start,
    allow_customer_reviews: record.allow_customer_reviews,
  }
}

/** A book's page in a language, made at `now`. */
export function bookPageModel(
  record: BookRecord,
  inputs: PageInputs,
  lang: Lang,
  now: number,
): BookPageModel {
  const book = bookFacts(record)
  return {
    details: {
      ...bookDetails(record, inputs, lang, now),
      ProductReviewOverview: {
        ProductId: record.id,
        RatingSum: record.approved_rating_sum,
        TotalReviews: record.approved_total_reviews,
        AllowCustomerReviews: record.allow_customer_reviews,
        CanAddNewReview: false,
      },
      AddToCart: addToCartState(book, null),
    },
    book,
    validUntil: Math.min(record.new_until, discountsChangeAt(inputs.rules, record, now)),
  }
}

/** The page's details but the visitor's parts. */
function bookDetails(
  record: BookRecord,
  { meta, tagCounts, rules }: PageInputs,
  lang: Lang,
  now: number,
): Omit<ProductDetails, 'AddToCart' | 'ProductReviewOverview'> {
  const name = bookName(record, lang)
  const cover = bookCoverPicture({ id: record.id, name }, lang)
  const withDiscount = discountedPrice(record, rules, now)
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
