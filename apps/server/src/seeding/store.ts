/**
 * The first-start seed: the whole catalogue and store content of src/seed/ inserted into an
 * empty database in one transaction (see seedIfEmpty in index.ts).
 */
import { syncIdentities } from '../db/identity.ts'
import { setSetting } from '../db/settings.ts'
import type { Queryable } from '../db/types.ts'
import { countries, thaiAddresses } from '../seed/addresses.ts'
import { STORE_EMAIL, STORE_NAME } from '../seed/content.ts'
import type { SeededCoupon } from '../seed/content-types.ts'
import {
  BANNER_HEIGHT,
  BANNER_MOBILE_HEIGHT,
  BANNER_MOBILE_WIDTH,
  BANNER_WIDTH,
  COVER_HEIGHT,
  COVER_WIDTH,
  coverBookOf,
  renderBanner,
  renderCover,
} from '../seed/covers.ts'
import type { Book, Catalogue, Review, Slide } from '../seed/types.ts'
import {
  BookLookups,
  bookFileRows,
  bookRows,
  insertBookRows,
  insertSpecifications,
  type RatingTotals,
} from './books.ts'
import { Inserter, type InsertRow } from './insert.ts'

/** What seedStore() did. */
export interface SeedReport {
  /** Rows inserted by table. */
  counts: Record<string, number>
  /** Milliseconds per step (covers, files, inserts, ...). */
  timings: Record<string, number>
}

/** Options of seedStore(). */
export interface SeedStoreOptions {
  /** Draw the covers now (true, the default) or leave the bytes to the picture route. */
  renderCovers?: boolean
  /** Called with a line per step. */
  progress?: (line: string) => void
}

const THAILAND_ID = 1

/** The cover picture row of a book; data null when drawn on demand. */
export function coverPictureRow(book: Book, data: Uint8Array | null): InsertRow {
  return {
    id: book.id,
    mime_type: 'image/png',
    data,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    seo_filename: book.key,
    alt_th: `ปกหนังสือ ${book.title.th}`,
    alt_en: `Cover of ${book.title.en}`,
    title_th: book.title.th,
    title_en: book.title.en,
  }
}

/** Reviews grouped into the purchases that let their writers review: one order per writer and month. */
function reviewOrders(reviews: readonly Review[]): Review[][] {
  const groups = new Map<string, Review[]>()
  for (const review of [...reviews].sort((a, b) => a.writtenOn.localeCompare(b.writtenOn))) {
    const key = `${review.reviewerId}:${review.writtenOn.slice(0, 7)}`
    const group = groups.get(key)
    if (group) group.push(review)
    else groups.set(key, [review])
  }
  return [...groups.values()].sort((a, b) =>
    (a[0] as Review).writtenOn.localeCompare((b[0] as Review).writtenOn),
  )
}

function couponRow(coupon: SeededCoupon): InsertRow {
  const limitation =
    coupon.totalUsageLimit !== null
      ? 'n_times'
      : coupon.perCustomerLimit !== null
        ? 'n_times_per_customer'
        : 'unlimited'
  return {
    id: coupon.id,
    name_th: coupon.name.th,
    name_en: coupon.name.en,
    applies_to: coupon.categoryIds ? 'categories' : 'order_subtotal',
    use_percentage: coupon.kind === 'percent',
    percentage: coupon.kind === 'percent' ? coupon.value : 0,
    amount: coupon.kind === 'fixed' ? coupon.value : 0,
    max_discount_amount: coupon.maxDiscount,
    min_order_subtotal: coupon.minSubtotal,
    requires_coupon_code: true,
    coupon_code: coupon.code,
    starts_at: coupon.startsAt,
    ends_at: coupon.endsAt,
    limitation,
    limitation_times: coupon.totalUsageLimit ?? coupon.perCustomerLimit ?? 1,
    imported_times_used: coupon.timesUsed,
    active: true,
  }
}

/**
 * Inserts the whole store into an empty database: call it inside a transaction (seedIfEmpty
 * does). Covers and EPUB files are built here, from the same book input as src/seed/.
 */
export async function seedStore(
  db: Queryable,
  data: Catalogue,
  options: SeedStoreOptions = {},
): Promise<SeedReport> {
  const timings: Record<string, number> = {}
  const progress = options.progress ?? (() => {})
  let mark = performance.now()
  const step = (name: string) => {
    const now = performance.now()
    timings[name] = Math.round(now - mark)
    mark = now
    progress(`  ${name}: ${timings[name]} ms`)
  }
  const inserter = new Inserter(db)
  const lookups = new BookLookups(data)
  const coupons = data.coupons as SeededCoupon[]

  // Pictures: a cover per book (id = the book's id), then the slider banners.
  const coverRows: InsertRow[] = []
  for (const book of data.books) {
    const bytes =
      options.renderCovers === false
        ? null
        : await renderCover(coverBookOf(lookups.bookInput(book)))
    coverRows.push(coverPictureRow(book, bytes))
  }
  step('covers drawn')
  await inserter.insert('pictures', coverRows, { batchRows: 100 })
  // Each slide has two pictures: its banner, and (ids after all the banners) its phone picture.
  const firstSlidePicture = Math.max(0, ...data.books.map((b) => b.id)) + 1
  const slidePictureId = (slide: Slide) => firstSlidePicture + slide.displayOrder - 1
  const mobileSlidePictureId = (slide: Slide) => slidePictureId(slide) + data.sliders.length
  const bannerSizes = [
    { width: BANNER_WIDTH, height: BANNER_HEIGHT, idOf: slidePictureId, suffix: '' },
    {
      width: BANNER_MOBILE_WIDTH,
      height: BANNER_MOBILE_HEIGHT,
      idOf: mobileSlidePictureId,
      suffix: '-mobile',
    },
  ]
  const bannerRows = await Promise.all(
    bannerSizes.flatMap(({ width, height, idOf, suffix }) =>
      data.sliders.map(async (slide) => ({
        id: idOf(slide),
        mime_type: 'image/png',
        data: await renderBanner(slide, width),
        width,
        height,
        seo_filename: `slide-${slide.key}${suffix}`,
        alt_th: slide.altText.th,
        alt_en: slide.altText.en,
        title_th: slide.title.th,
        title_en: slide.title.en,
      })),
    ),
  )
  await inserter.insert('pictures', bannerRows)
  step('pictures inserted')

  // Catalogue reference data.
  await inserter.insert(
    'vendors',
    data.publishers.map((p, i) => ({
      id: p.id,
      name_th: p.name.th,
      name_en: p.name.en,
      description_th: p.description.th,
      description_en: p.description.en,
      se_name: p.key,
      email: p.email,
      meta_title_th: p.name.th,
      meta_title_en: p.name.en,
      allow_customers_to_contact: p.allowCustomersToContact,
      display_order: i + 1,
    })),
  )
  await inserter.insert(
    'manufacturers',
    data.imprints.map((m, i) => ({
      id: m.id,
      name_th: m.name.th,
      name_en: m.name.en,
      description_th: m.description.th,
      description_en: m.description.en,
      se_name: m.key,
      meta_title_th: m.name.th,
      meta_title_en: m.name.en,
      display_order: i + 1,
    })),
  )
  const home = new Map(data.homeCategories.map((h) => [h.categoryId, h]))
  // Parents before children (the foreign key); the seed lists top levels first, but sort anyway.
  const depth = (id: number): number => {
    const parent = lookups.category(id).parentId
    return parent === null ? 0 : 1 + depth(parent)
  }
  await inserter.insert(
    'categories',
    [...data.categories]
      .sort((a, b) => depth(a.id) - depth(b.id) || a.id - b.id)
      .map((c) => ({
        id: c.id,
        parent_id: c.parentId,
        name_th: c.name.th,
        name_en: c.name.en,
        description_th: c.description.th,
        description_en: c.description.en,
        se_name: c.key,
        meta_title_th: c.name.th,
        meta_title_en: c.name.en,
        meta_description_th: c.description.th,
        meta_description_en: c.description.en,
        show_on_home_page: home.has(c.id),
        home_display_order: home.get(c.id)?.displayOrder ?? 0,
        display_order: c.displayOrder,
      })),
  )
  await inserter.insert(
    'authors',
    data.authors.map((a) => ({ id: a.id, name_th: a.name.th, name_en: a.name.en, se_name: a.key })),
  )
  await inserter.insert(
    'series',
    data.series.map((s) => ({ id: s.id, name_th: s.name.th, name_en: s.name.en })),
  )
  await inserter.insert(
    'tags',
    data.tags.map((t) => ({ id: t.id, name_th: t.name.th, name_en: t.name.en, se_name: t.key })),
  )
  await insertSpecifications(inserter)
  step('catalogue reference data')

  // Books, with their approved review totals.
  const ratings = new Map<number, RatingTotals>()
  for (const review of data.reviews) {
    const totals = ratings.get(review.bookId) ?? { sum: 0, count: 0 }
    totals.sum += review.rating
    totals.count += 1
    ratings.set(review.bookId, totals)
  }
  const rows = bookRows(data.books, lookups, { pictureIdOf: (book) => book.id, ratings })
  // Home categories feature their best books: a featured row in the home category itself.
  for (const { categoryId, featuredBookIds } of data.homeCategories) {
    featuredBookIds.forEach((bookId, order) => {
      const own = rows.book_categories.find(
        (row) => row.book_id === bookId && row.category_id === categoryId,
      )
      if (own) Object.assign(own, { is_featured: true, display_order: order + 1 })
      else {
        rows.book_categories.push({
          book_id: bookId,
          category_id: categoryId,
          display_order: order + 1,
          is_featured: true,
        })
      }
    })
  }
  step('book rows built')
  await insertBookRows(inserter, rows)
  step('books inserted')

  // Files: the full EPUB of every book, and its sample when it has one.
  const fileRows = bookFileRows(data.books)
  step('EPUB files built')
  await inserter.insert('book_files', fileRows, { batchRows: 200 })
  step('EPUB files inserted')

  // Countries and the Thai address tree.
  await inserter.insert(
    'countries',
    countries().map((c) => ({
      id: c.id,
      name_th: c.name.th,
      name_en: c.name.en,
      two_letter_iso_code: c.iso2,
      three_letter_iso_code: c.iso3,
      numeric_iso_code: c.numericCode,
      display_order: c.displayOrder,
    })),
  )
  const addresses = await thaiAddresses()
  const byThaiName = (a: { name: { th: string } }, b: { name: { th: string } }) =>
    a.name.th.localeCompare(b.name.th, 'th')
  await inserter.insert(
    'state_provinces',
    [...addresses.provinces].sort(byThaiName).map((p, i) => ({
      id: p.id,
      country_id: THAILAND_ID,
      name_th: p.name.th,
      name_en: p.name.en,
      display_order: i + 1,
    })),
  )
  await inserter.insert(
    'districts',
    addresses.districts.map((d) => ({
      id: d.id,
      state_province_id: d.provinceId,
      name_th: d.name.th,
      name_en: d.name.en,
    })),
  )
  await inserter.insert(
    'sub_districts',
    addresses.subDistricts.map((s) => ({
      id: s.id,
      district_id: s.districtId,
      name_th: s.name.th,
      name_en: s.name.en,
      postcode: s.postcode,
    })),
  )
  step('countries and Thai addresses')

  // Reviewers (customers who cannot sign in: no password), their purchases and reviews.
  await inserter.insert(
    'customers',
    data.reviewers.map((r) => ({
      id: r.id,
      is_guest: false,
      email: r.email,
      username: r.username,
      first_name: r.firstName,
      last_name: r.lastName,
      language: r.language,
      country_id: THAILAND_ID,
      created_at: '2020-01-01T00:00:00Z',
      last_activity_at: '2020-01-01T00:00:00Z',
    })),
  )
  const bookById = new Map(data.books.map((b) => [b.id, b]))
  const reviewerById = new Map(data.reviewers.map((r) => [r.id, r]))
  const orders: InsertRow[] = []
  const orderItems: InsertRow[] = []
  const payments: InsertRow[] = []
  const library: InsertRow[] = []
  reviewOrders(data.reviews).forEach((group, index) => {
    const orderId = index + 1
    const first = group[0] as Review
    const reviewer = reviewerById.get(first.reviewerId)
    if (!reviewer) throw new Error(`seeding: review ${first.id} has no reviewer`)
    const placed = new Date(Date.parse(first.writtenOn) - 2 * 86_400_000).toISOString()
    let subtotal = 0
    for (const review of group) {
      const book = bookById.get(review.bookId)
      if (!book) throw new Error(`seeding: review ${review.id} of an unknown book`)
      subtotal += book.price
      const itemId = orderItems.length + 1
      orderItems.push({
        id: itemId,
        order_id: orderId,
        book_id: book.id,
        sku: book.sku,
        book_name_th: book.title.th,
        book_name_en: book.title.en,
        unit_price: book.price,
        discount_amount: 0,
        price: book.price,
        download_count: 1,
      })
      library.push({
        customer_id: reviewer.id,
        book_id: book.id,
        is_sample: false,
        order_item_id: itemId,
        added_at: placed,
        purchased_at: placed,
      })
    }
    subtotal = Math.round(subtotal * 100) / 100
    orders.push({
      id: orderId,
      custom_order_number: `SEED-${String(orderId).padStart(6, '0')}`,
      customer_id: reviewer.id,
      order_status: 30,
      payment_status: 30,
      payment_method_system_name: 'Payments.Omise',
      customer_language: reviewer.language,
      order_subtotal: subtotal,
      order_total: subtotal,
      created_at: placed,
      paid_at: placed,
      updated_at: placed,
    })
    payments.push({
      order_id: orderId,
      payment_method_system_name: 'Payments.Omise',
      provider: 'seed',
      gateway_reference: `seed-charge-${orderId}`,
      status: 'paid',
      amount: subtotal,
      channel: 'card',
      created_at: placed,
      updated_at: placed,
    })
  })
  await inserter.insert('orders', orders)
  await inserter.insert('order_items', orderItems)
  await inserter.insert('payments', payments)
  await inserter.insert('library_items', library)
  await inserter.insert(
    'reviews',
    data.reviews.map((r) => ({
      id: r.id,
      book_id: r.bookId,
      customer_id: r.reviewerId,
      title: r.title,
      review_text: r.text,
      rating: r.rating,
      approved: true,
      helpful_yes_total: r.helpfulYes,
      helpful_no_total: r.helpfulNo,
      created_at: r.writtenOn,
    })),
  )
  step('reviewers, purchases and reviews')

  // Home slider, home widgets (content API v1), topics, content blocks, coupons.
  await inserter.insert(
    'slider_items',
    data.sliders.map((s) => ({
      id: s.id,
      picture_id: slidePictureId(s),
      mobile_picture_id: mobileSlidePictureId(s),
      title_th: s.title.th,
      title_en: s.title.en,
      alt_th: s.altText.th,
      alt_en: s.altText.en,
      slider_type: s.target.type,
      entity_id: s.target.id,
      display_order: s.displayOrder,
    })),
  )
  const widgets: InsertRow[] = [
    { widget_type: 'slider', title_th: 'แบนเนอร์แนะนำ', title_en: 'Featured' },
    { widget_type: 'new-release', title_th: 'หนังสือใหม่', title_en: 'New releases' },
    { widget_type: 'best-seller', title_th: 'หนังสือขายดี', title_en: 'Best sellers' },
    ...[...data.homeCategories]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((h) => {
        const category = lookups.category(h.categoryId)
        return {
          widget_type: 'category-product',
          title_th: category.name.th,
          title_en: category.name.en,
          category_id: category.id,
        }
      }),
    { widget_type: 'recent-view', title_th: 'ดูล่าสุด', title_en: 'Recently viewed' },
  ].map((widget, i) => ({ id: i + 1, category_id: null, ...widget, display_order: i + 1 }))
  await inserter.insert('home_widgets', widgets)

  const topicId = new Map(data.topics.map((t) => [t.systemName, t.id]))
  await inserter.insert(
    'topics',
    [...data.topics]
      .sort((a, b) => Number(a.parentSystemName !== null) - Number(b.parentSystemName !== null))
      .map((t) => ({
        id: t.id,
        system_name: t.systemName,
        parent_id: t.parentSystemName === null ? null : (topicId.get(t.parentSystemName) ?? null),
        route_key: t.key,
        title_th: t.title.th,
        title_en: t.title.en,
        body_th: t.body.th,
        body_en: t.body.en,
        meta_title_th: t.metaTitle.th,
        meta_title_en: t.metaTitle.en,
        meta_description_th: t.metaDescription.th,
        meta_description_en: t.metaDescription.en,
        se_name: t.systemName,
        display_order: t.displayOrder,
        published: t.published,
      })),
  )
  await inserter.insert(
    'content_blocks',
    data.contentBlocks.map((b) => ({
      id: b.id,
      content_key: b.contentKey,
      widget_zone: b.widgetZone,
      system_name: b.systemName,
      title_th: b.title?.th ?? null,
      title_en: b.title?.en ?? null,
      body_th: b.body?.th ?? null,
      body_en: b.body?.en ?? null,
      picture_url: b.pictureUrl,
      link_url: b.linkUrl,
      display_order: b.displayOrder,
      published: b.published,
      starts_at: b.startsAt,
      ends_at: b.endsAt,
    })),
  )
  await inserter.insert('discounts', coupons.map(couponRow))
  await inserter.insert(
    'discount_categories',
    coupons.flatMap((c) =>
      (c.categoryIds ?? []).map((categoryId) => ({ discount_id: c.id, category_id: categoryId })),
    ),
  )
  step('slider, widgets, topics, content, coupons')

  // Store settings, then the identity sequences past the explicit ids.
  await setSetting(db, 'store.name', STORE_NAME)
  await setSetting(db, 'store.email', STORE_EMAIL)
  await setSetting(db, 'slider.enabled', true)
  await setSetting(db, 'coins.baht_per_coin', 1)
  await setSetting(db, 'coins.baht_per_earned_coin', 10)
  await syncIdentities(db)
  step('settings and identities')

  return { counts: Object.fromEntries(inserter.counts), timings }
}
