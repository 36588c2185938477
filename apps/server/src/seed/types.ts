/**
 * The shapes of the seed data. Everything here is plain data: the server's seeding inserts it,
 * maps it to the contract's models, and never needs anything but these fields.
 */

import type { SeededCoupon } from './content-types.ts'

/** A content language of the store. */
export type Lang = 'th' | 'en'

/** A text in both store languages. */
export interface Localized {
  th: string
  en: string
}

/** A name that always exists in Thai and only sometimes in English (Thai address levels). */
export interface ThaiFirstName {
  th: string
  en: string | null
}

/** The file format of an e-book (the contract's FileFormat). */
export type FileFormat = 'EPUB' | 'PDF'

/** A category of the tree (top level when parentId is null). */
export interface Category {
  id: number
  /** Stable slug, also the SeName. */
  key: string
  parentId: number | null
  name: Localized
  description: Localized
  displayOrder: number
}

/** A person credited on a book: author or translator. */
export interface Author {
  id: number
  key: string
  name: Localized
  /** Life years as commonly given, e.g. '1786–1855'; null when unknown or not a person. */
  lived: string | null
}

/** A publisher, sold through the store as a vendor (the contract's VendorModel). */
export interface Publisher {
  id: number
  key: string
  name: Localized
  description: Localized
  email: string
  allowCustomersToContact: boolean
  /** The ISBN-13 prefix of its registrant range, without check digit (fictional). */
  isbnPrefix: string
}

/** An imprint of a publisher, listed as a manufacturer (the contract's ManufacturerModel). */
export interface Imprint {
  id: number
  key: string
  publisherId: number
  name: Localized
  description: Localized
}

/** A product tag. */
export interface Tag {
  id: number
  key: string
  name: Localized
}

/** A series of books. */
export interface Series {
  id: number
  key: string
  name: Localized
}

/** One e-book of the catalogue. */
export interface Book {
  id: number
  /** Stable slug, also the SeName. */
  key: string
  sku: string
  title: Localized
  /** One plain-text paragraph: what the book is. */
  shortDescription: Localized
  /** HTML: the description and the edition's details. */
  fullDescription: Localized
  authorIds: number[]
  translatorIds: number[]
  publisherId: number
  imprintId: number
  categoryId: number
  tagIds: number[]
  /** The language of the book's text. */
  language: Lang
  /** ISBN-13 of the e-book edition, digits only (fictional range, valid check digit). */
  isbn: string
  pageCount: number
  format: FileFormat
  /**
   * About the size in bytes of the book's EPUB (estimatedEpubBytes): the server makes the file
   * on its first request and then records its exact size.
   */
  fileSizeBytes: number
  hasSample: boolean
  series: { id: number; number: number | null } | null
  /** Price in baht. */
  price: number
  /** The price before the discount, or null when not discounted. */
  oldPrice: number | null
  /** The e-book edition's release date in the store, YYYY-MM-DD. */
  publishedOn: string
  /** Whether the store should badge the book as new (released within NEW_DAYS of the seeding day, see catalogue.ts). */
  markAsNew: boolean
  /** Year the work first appeared (negative for BCE), for the specification table. */
  firstPublished: number | null
  metaKeywords: Localized
}

/** A fictional customer who wrote seed reviews. */
export interface Reviewer {
  id: number
  key: string
  username: string
  email: string
  firstName: string
  lastName: string
  language: Lang
}

/** A review of a book with its rating. */
export interface Review {
  id: number
  bookId: number
  reviewerId: number
  /** The language the review is written in. */
  language: Lang
  title: string
  text: string
  /** 1 to 5. */
  rating: number
  /** ISO date-time (UTC). */
  writtenOn: string
  helpfulYes: number
  helpfulNo: number
}

/** What a home slider banner opens; the values are the contract's SliderType. */
export type SliderTarget =
  | { type: 10; kind: 'book'; id: number; seName: string }
  | { type: 20; kind: 'category'; id: number; seName: string }
  | { type: 30; kind: 'manufacturer'; id: number; seName: string }
  | { type: 40; kind: 'vendor'; id: number; seName: string }
  | { type: 50; kind: 'topic'; id: number; seName: string }

/** One banner of the home slider. */
export interface Slide {
  id: number
  key: string
  title: Localized
  /** A second line for the banner image. */
  subtitle: Localized
  altText: Localized
  target: SliderTarget
  displayOrder: number
  /** The banner's two colours (hex) for renderSlideImage(). */
  colors: [string, string]
}

/** A category shown on the home page, with the books it features first. */
export interface HomeCategory {
  categoryId: number
  displayOrder: number
  /** Books to feature, best first (all in the category or its subcategories). */
  featuredBookIds: number[]
}

/** A topic page (policy, terms, purchase process, ...). */
export interface Topic {
  id: number
  /** The code: `policy`, `termandcondition-license`, ... */
  systemName: string
  /** The route key for a sub-page (`license`), null for a main topic. */
  key: string | null
  /** The main topic's system name for a sub-page, null otherwise. */
  parentSystemName: string | null
  title: Localized
  /** HTML. */
  body: Localized
  metaTitle: Localized
  metaDescription: Localized
  displayOrder: number
  published: boolean
}

/** A content block placed by the store's staff in one zone of one page. */
export interface ContentBlock {
  id: number
  contentKey: string
  widgetZone: string
  systemName: string
  title: Localized | null
  /** HTML, or null for a picture-only block. */
  body: Localized | null
  pictureUrl: string | null
  linkUrl: string | null
  displayOrder: number
  /** ISO date-time the block starts showing, or null for always. */
  startsAt: string | null
  /** ISO date-time the block stops showing, or null for never. */
  endsAt: string | null
  published: boolean
}

/** A discount coupon. */
export interface Coupon {
  id: number
  code: string
  name: Localized
  /** What the case is for (tests and staff): valid, expired, per-customer limit, ... */
  purpose: string
  kind: 'percent' | 'fixed'
  /** Percent (1–100) or baht. */
  value: number
  /** Cap in baht for a percent discount, or null. */
  maxDiscount: number | null
  /** The cart subtotal (baht) needed before it applies, or null. */
  minSubtotal: number | null
  /** ISO date-time, or null for no start. */
  startsAt: string | null
  /** ISO date-time, or null for no end. */
  endsAt: string | null
  /** Total times it can be used by everyone, or null for unlimited. */
  totalUsageLimit: number | null
  /** Times one customer can use it, or null for unlimited. */
  perCustomerLimit: number | null
  /** Categories (with their subcategories) it is limited to, or null for the whole cart. */
  categoryIds: number[] | null
}

/** A country of the address form. */
export interface Country {
  id: number
  iso2: string
  iso3: string
  numericCode: number
  name: Localized
  /** International dialling code without '+'. */
  phoneCode: string
  /** Whether thaiAddresses() (for Thailand) lists its states. */
  hasStates: boolean
  displayOrder: number
}

/** A Thai province (จังหวัด). */
export interface Province {
  /** The official 2-digit province code. */
  id: number
  name: Localized
}

/** A Thai district (อำเภอ, เขต in Bangkok). */
export interface District {
  /** 4 digits: the province code and the district's number. */
  id: number
  provinceId: number
  name: ThaiFirstName
}

/** A Thai sub-district (ตำบล, แขวง in Bangkok). */
export interface SubDistrict {
  /** 6 digits: the district code and the sub-district's number. */
  id: number
  districtId: number
  provinceId: number
  name: ThaiFirstName
  /** Its postcode (the first one when it has several). */
  postcode: string
  /** All its postcodes (a handful of sub-districts have two). */
  postcodes: string[]
}

/** The complete Thai address tree. */
export interface ThaiAddresses {
  provinces: Province[]
  districts: District[]
  subDistricts: SubDistrict[]
}

/** One choice of a master-data list. */
export interface MasterDataItem {
  id: number
  key: string
  name: Localized
  displayOrder: number
}

/** The whole seeded catalogue and store content. */
export interface Catalogue {
  categories: Category[]
  authors: Author[]
  publishers: Publisher[]
  imprints: Imprint[]
  tags: Tag[]
  series: Series[]
  books: Book[]
  reviewers: Reviewer[]
  reviews: Review[]
  sliders: Slide[]
  homeCategories: HomeCategory[]
  topics: Topic[]
  contentBlocks: ContentBlock[]
  /** With the uses each already has (content-types.ts). */
  coupons: SeededCoupon[]
}

/**
 * What covers and files need to know about a book: plain values the server has in its
 * database, so that any book (seeded, synthetic or added later) can be drawn and packaged.
 */
export interface BookInput {
  id: number
  language: Lang
  title: Localized
  /** Display names in credit order. */
  authors: Localized[]
  translators?: Localized[]
  publisher?: Localized | null
  isbn?: string | null
  /** Plain text. */
  description?: Localized | null
  /** Picks the cover's palette (a top-level category key); the id decides otherwise. */
  categoryKey?: string | null
  /** A label for the cover's top line, e.g. the category name. */
  categoryName?: Localized | null
  series?: { name: Localized; number: number | null } | null
  /** YYYY-MM-DD. */
  publishedOn?: string | null
  pageCount?: number | null
}
