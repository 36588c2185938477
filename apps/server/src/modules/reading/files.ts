/**
 * The reader's files. The sample is public and the same for everyone: cached a while and
 * revalidated by its ETag. The whole book goes only to its owner, fetched with the session
 * token (the store hands the engine the bytes as a Blob, so no URL opens it without the
 * token), and is `private, no-store`: a bought book stays out of the browser's HTTP cache,
 * where it would outlive the session on a shared computer.
 */
import type { operations } from '@ebook/api/generated/v2'
import type { Context } from 'hono'
import { errorBody } from '../../http/envelope.ts'
import type { AppEnv, Logger, OperationInput } from '../../http/operations.ts'
import { forbidden, notFound } from '../../http/reply.ts'
import type { Lang } from '../../i18n/index.ts'
import { ownsBook, readableBook } from './access.ts'
import {
  DamagedBookFile,
  type BookFileBytes,
  type BookFileKind,
  type BookFiles,
} from './book-files.ts'
import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>

/** How long a browser may use a sample before asking again. */
export const SAMPLE_MAX_AGE_SECONDS = 3600

/** The ETag of a file's bytes. */
export const etagOf = (file: Pick<BookFileBytes, 'sha256'>) => `"${file.sha256.slice(0, 32)}"`

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//u, ''))
    .some((tag) => tag === etag || tag === '*')
}

/**
 * Opens a book's file for the reader: null when the book has none; a damaged file is logged and
 * answered as a 500 envelope that says so without internals.
 */
async function openForReader(
  files: BookFiles,
  log: Logger,
  c: Context<AppEnv>,
  lang: Lang,
  bookId: number,
  kind: BookFileKind,
): Promise<BookFileBytes | Response | null> {
  try {
    return await files.open(bookId, kind, { verify: true })
  } catch (error) {
    if (!(error instanceof DamagedBookFile)) throw error
    log.error(`reader: the ${kind} file of book ${bookId} is damaged (file ${error.fileId})`)
    return c.json(errorBody('v2', [t(lang, 'file.damaged')]), 500, { 'Cache-Control': 'no-store' })
  }
}

function epubAnswer(c: Context<AppEnv>, file: BookFileBytes, headers: Record<string, string>) {
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.data.byteLength),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
}

/** The reader's file handlers, sharing the app's BookFiles. */
export function readerFileHandlers(files: BookFiles, log: Logger) {
  return {
    async getReaderSample({ c, db, lang, params }: Input<'getReaderSample'>) {
      const book = await readableBook(db, params.productId)
      if (!book) throw notFound(t(lang, 'book.notFound'))
      if (!book.hasSample) throw notFound(t(lang, 'sample.none'))
      const file = await openForReader(files, log, c, lang, book.id, 'sample')
      if (file === null) throw notFound(t(lang, 'sample.none'))
      if (file instanceof Response) return file
      const etag = etagOf(file)
      const cache = { ETag: etag, 'Cache-Control': `public, max-age=${SAMPLE_MAX_AGE_SECONDS}` }
      if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, cache)
      return epubAnswer(c, file, cache)
    },

    async getReaderBook({ auth, c, db, lang, params }: Input<'getReaderBook'>) {
      const { customerId } = await auth.requireSignedIn()
      const book = await readableBook(db, params.productId)
      if (!book) throw notFound(t(lang, 'book.notFound'))
      if (!(await ownsBook(db, customerId, book.id))) throw forbidden(t(lang, 'book.notOwned'))
      const file = await openForReader(files, log, c, lang, book.id, 'full')
      if (file === null) throw notFound(t(lang, 'file.none'))
      if (file instanceof Response) return file
      return epubAnswer(c, file, { 'Cache-Control': 'private, no-store' })
    },
  }
}
