/** Small fixtures for the library tests: books with files, paid order items, library rows. */
import type { Db } from '../../db/types.ts'

let sequence = 0

/** A book's test data. */
export interface TestBook {
  nameTh?: string
  nameEn?: string | null
  author?: { th: string; en: string | null }
  /** Store a full EPUB (default true). */
  full?: boolean
  /** Store a sample EPUB (default false). */
  sample?: boolean
  published?: boolean
  /** Leave the files' bytes to the server, which makes them on first request (default false). */
  unmade?: boolean
  /** The book's printed pages (sets the made text's length). */
  pages?: number
  /** The language of the book's text ('th' by default). */
  language?: 'th' | 'en'
}

/** Bytes that look like an EPUB (a zip starting with the mimetype entry). */
export function epubBytes(label: string): Uint8Array {
  return new TextEncoder().encode(`PK\u0003\u0004mimetypeapplication/epub+zip ${label}`)
}

/** Adds a book (with an author and its files) and answers its id. */
export async function addBook(db: Db, book: TestBook = {}): Promise<number> {
  const n = ++sequence
  const row = await db.queryOne<{ id: number }>(
    `INSERT INTO books (sku, name_th, name_en, se_name, price, published, page_count, language)
     VALUES ($1, $2, $3, $4, 189, $5, $6, $7) RETURNING id`,
    [
      `LIB-${n}-${Date.now()}`,
      book.nameTh ?? `หนังสือทดสอบ ${n}`,
      book.nameEn === undefined ? `Test book ${n}` : book.nameEn,
      `test-book-${n}-${Date.now()}`,
      book.published ?? true,
      book.pages ?? null,
      book.language ?? 'th',
    ],
  )
  const bookId = row!.id
  if (book.author) {
    const author = await db.queryOne<{ id: number }>(
      'INSERT INTO authors (name_th, name_en) VALUES ($1, $2) RETURNING id',
      [book.author.th, book.author.en],
    )
    await db.query('INSERT INTO book_authors (book_id, author_id) VALUES ($1, $2)', [
      bookId,
      author!.id,
    ])
  }
  for (const kind of ['full', 'sample'] as const) {
    if (kind === 'full' ? book.full === false : !book.sample) continue
    const data = book.unmade ? null : epubBytes(`${kind} ${bookId}`)
    await db.query(
      `INSERT INTO book_files (book_id, kind, file_name, size_bytes, data)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        bookId,
        kind,
        `book-${bookId}${kind === 'sample' ? '-sample' : ''}.epub`,
        data?.length ?? 0,
        data,
      ],
    )
  }
  return bookId
}

/**
 * Puts a bought book in a customer's library the way the checkout does once an order is paid:
 * an order (payment status 30 unless told), its item, and the library row.
 */
export async function addPurchase(
  db: Db,
  customerId: number,
  bookId: number,
  options: { paymentStatus?: number; refunded?: boolean } = {},
): Promise<{ orderId: number; orderItemId: number; orderItemGuid: string }> {
  const n = ++sequence
  const paid = (options.paymentStatus ?? 30) >= 30
  const order = await db.queryOne<{ id: number }>(
    `INSERT INTO orders (custom_order_number, customer_id, payment_status, order_status,
       order_subtotal, order_total, paid_at)
     VALUES ($1, $2, $3, $4, 189, 189, $5) RETURNING id`,
    [
      `T-${n}-${Date.now()}`,
      customerId,
      options.paymentStatus ?? 30,
      paid ? 30 : 10,
      paid ? new Date() : null,
    ],
  )
  const item = await db.queryOne<{ id: number; order_item_guid: string }>(
    `INSERT INTO order_items (order_id, book_id, sku, book_name_th, unit_price, price, refunded_at)
     SELECT $1, id, sku, name_th, 189, 189, $3 FROM books WHERE id = $2
     RETURNING id, order_item_guid`,
    [order!.id, bookId, options.refunded ? new Date() : null],
  )
  await db.query(
    `INSERT INTO library_items (customer_id, book_id, is_sample, order_item_id, purchased_at)
     VALUES ($1, $2, false, $3, now())
     ON CONFLICT (customer_id, book_id) DO UPDATE SET is_sample = false,
       order_item_id = excluded.order_item_id, purchased_at = excluded.purchased_at`,
    [customerId, bookId, item!.id],
  )
  return { orderId: order!.id, orderItemId: item!.id, orderItemGuid: item!.order_item_guid }
}

/** Puts a book's sample in a customer's library. */
export async function addSample(db: Db, customerId: number, bookId: number): Promise<void> {
  await db.query(
    'INSERT INTO library_items (customer_id, book_id, is_sample) VALUES ($1, $2, true)',
    [customerId, bookId],
  )
}
