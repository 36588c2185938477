/**
 * The books' files (book_files): a row whose data is NULL is made on its first request from
 * the book (src/seed/epub.ts: its placeholder text at its length; the sample from the same
 * text) and stored, so it survives restarts and every server on the database serves the same
 * bytes. Making is deterministic: two servers making one book at once store the same file.
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { looksLikeEpub, makeEpubs, type EpubBook } from '../../seed/epub.ts'

/** Which file of a book: the whole book or its free sample. */
export type BookFileKind = 'full' | 'sample'

/** A file row without its bytes. */
export interface BookFileInfo {
  id: number
  bookId: number
  kind: BookFileKind
  fileName: string
  fileFormat: 'EPUB' | 'PDF'
  contentType: string
  sizeBytes: number
  /** SHA-256 (hex) of the bytes, once known. */
  sha256: string | null
  /** Whether the bytes exist yet. */
  made: boolean
}

/** A file with its bytes. */
export interface BookFileBytes extends BookFileInfo {
  data: Uint8Array
  /** SHA-256 (hex) of `data` as read. */
  sha256: string
}

/** The stored bytes of a file do not match what was stored, or are no EPUB. */
export class DamagedBookFile extends Error {
  constructor(readonly fileId: number) {
    super(`book file ${fileId} is damaged`)
    this.name = 'DamagedBookFile'
  }
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

const INFO_COLUMNS = `id, book_id AS "bookId", kind, file_name AS "fileName",
  file_format AS "fileFormat", content_type AS "contentType", size_bytes AS "sizeBytes", sha256,
  data IS NOT NULL AS made`

/** What an EPUB of the book needs, read from the catalogue. */
async function epubBookOf(db: Db, bookId: number): Promise<EpubBook | null> {
  const row = await db.queryOne<{
    id: number
    isbn: string | null
    language: Lang
    page_count: number | null
    published_on: string | null
    name_th: string
    name_en: string | null
    short_description_th: string | null
    short_description_en: string | null
    vendor_th: string | null
    vendor_en: string | null
    people: { th: string; en: string | null; role: 'author' | 'translator' }[]
  }>(
    `SELECT b.id, b.isbn, b.language, b.page_count, to_char(b.published_on, 'YYYY-MM-DD') AS published_on,
            b.name_th, b.name_en, b.short_description_th, b.short_description_en,
            v.name_th AS vendor_th, v.name_en AS vendor_en,
            (SELECT coalesce(json_agg(json_build_object('th', a.name_th, 'en', a.name_en, 'role', ba.role)
                      ORDER BY ba.position, a.id), '[]'::json)
               FROM book_authors ba JOIN authors a ON a.id = ba.author_id
              WHERE ba.book_id = b.id) AS people
       FROM books b LEFT JOIN vendors v ON v.id = b.vendor_id
      WHERE b.id = $1`,
    [bookId],
  )
  if (!row) return null
  const lang = row.language
  const names = (role: 'author' | 'translator') =>
    row.people.filter((p) => p.role === role).map((p) => inLanguage(lang, p.th, p.en))
  return {
    id: row.id,
    isbn: row.isbn ?? String(row.id),
    title: inLanguage(lang, row.name_th, row.name_en),
    authors: names('author'),
    translators: names('translator'),
    lang,
    publisher: row.vendor_th ? inLanguage(lang, row.vendor_th, row.vendor_en) : '',
    description: inLanguage(lang, row.short_description_th ?? '', row.short_description_en),
    pages: row.page_count,
    publishedOn: row.published_on,
  }
}

/** A server's access to the books' files (one per app: it shares makings in progress). */
export class BookFiles {
  /** Books whose files this app is making now, so that concurrent readers wait for one making. */
  private readonly making = new Map<number, Promise<void>>()

  constructor(private readonly db: Db) {}

  /** A book's file of this kind without its bytes, or null when the book has none. */
  info(bookId: number, kind: BookFileKind): Promise<BookFileInfo | null> {
    return this.db.queryOne<BookFileInfo>(
      `SELECT ${INFO_COLUMNS} FROM book_files WHERE book_id = $1 AND kind = $2`,
      [bookId, kind],
    )
  }

  /** A file with its bytes by its id, made first when it never was; null when there is none. */
  async byId(fileId: number): Promise<BookFileBytes | null> {
    const info = await this.db.queryOne<BookFileInfo>(
      `SELECT ${INFO_COLUMNS} FROM book_files WHERE id = $1`,
      [fileId],
    )
    return info ? this.bytes(info) : null
  }

  /**
   * A book's file with its bytes, made first when it never was; null when the book has no file
   * of this kind. With `verify`, throws DamagedBookFile when the bytes are not the ones stored
   * (their SHA-256) or not an EPUB container.
   */
  async open(
    bookId: number,
    kind: BookFileKind,
    options: { verify?: boolean } = {},
  ): Promise<BookFileBytes | null> {
    const info = await this.info(bookId, kind)
    if (!info) return null
    const file = await this.bytes(info)
    if (options.verify) {
      const recorded = info.made ? info.sha256 : null
      if ((recorded !== null && recorded !== file.sha256) || !looksLikeEpub(file.data))
        throw new DamagedBookFile(info.id)
    }
    return file
  }

  private async bytes(info: BookFileInfo): Promise<BookFileBytes> {
    if (!info.made) await this.make(info.bookId)
    const row = await this.db.queryOne<BookFileInfo & { data: Uint8Array | null }>(
      `SELECT ${INFO_COLUMNS}, data FROM book_files WHERE id = $1`,
      [info.id],
    )
    if (!row?.data) throw new DamagedBookFile(info.id)
    const data = new Uint8Array(row.data)
    // The hash of the bytes read (compared with the one stored when they were made).
    return { ...row, data, sha256: sha256Hex(data) }
  }

  /** Makes and stores the files of a book that were never made (one making per book at once). */
  private make(bookId: number): Promise<void> {
    let making = this.making.get(bookId)
    if (!making) {
      making = this.makeNow(bookId).finally(() => this.making.delete(bookId))
      this.making.set(bookId, making)
    }
    return making
  }

  private async makeNow(bookId: number): Promise<void> {
    const missing = await this.db.query<{ id: number; kind: BookFileKind }>(
      'SELECT id, kind FROM book_files WHERE book_id = $1 AND data IS NULL',
      [bookId],
    )
    if (missing.length === 0) return
    const book = await epubBookOf(this.db, bookId)
    if (!book) return
    const files = await makeEpubs(
      book,
      missing.some((file) => file.kind === 'sample'),
    )
    for (const file of missing) {
      const data = file.kind === 'sample' ? files.sample! : files.full
      // Another server may have stored the same bytes meanwhile: the first one stays.
      await this.db.query(
        `UPDATE book_files SET data = $2, size_bytes = $3, sha256 = $4
          WHERE id = $1 AND data IS NULL`,
        [file.id, data, data.byteLength, sha256Hex(data)],
      )
    }
  }
}
