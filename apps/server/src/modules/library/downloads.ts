/**
 * Download links. getBookDownload checks that the customer may have the file (a paid order
 * item of theirs, or a sample in their library) and answers a link with a random 256-bit
 * token; only the token's SHA-256 is stored (download_links), bound to the customer and the
 * file, expiring after a few minutes. Following the link needs the same customer's session
 * `Token` header: a guest gets 401, another customer 404, an expired link 410.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { operations } from '@ebook/api/generated/v2'
import type { Context, Hono } from 'hono'
import { errorBody } from '../../http/envelope.ts'
import { resolveLanguage } from '../../http/language.ts'
import type { AppDeps, AppEnv, OperationInput } from '../../http/operations.ts'
import { badRequest, notFound } from '../../http/reply.ts'
import { AuthContext } from '../../http/auth-context.ts'
import { coreMessages, type Lang } from '../../i18n/index.ts'
import type { BookFiles } from '../reading/book-files.ts'
import { libraryEntry } from './books.ts'
import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>

/** How long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60

/** Where links point: `${publicUrl}${DOWNLOAD_PATH}/{token}`. */
export const DOWNLOAD_PATH = '/api/downloads'

/** The GUID a sample download sends in place of an order item's. */
export const NIL_GUID = '00000000-0000-0000-0000-000000000000'

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The getBookDownload handler on the app's book files (a file never made is made first, so the
 * link tells its exact size).
 */
export const bookDownloadHandler =
  (files: BookFiles) =>
  async ({ auth, db, lang, params, query, config }: Input<'getBookDownload'>) => {
    const { customerId } = await auth.requireSignedIn()
    const sample = query.sample === true
    const full = query.full === true
    if (sample === full) throw badRequest(t(lang, 'download.oneFlag'))
    const book = await db.queryOne<{ id: number }>(
      'SELECT id FROM books WHERE id = $1 AND NOT deleted',
      [params.productId],
    )
    if (!book) throw notFound(t(lang, 'book.notFound'))

    const kind = full ? 'full' : 'sample'
    let orderItemId: number | null = null
    let orderItemGuid: string | null = null
    if (full) {
      const item = await db.queryOne<{
        id: number
        order_item_guid: string
        payment_status: number
        refunded_at: Date | null
      }>(
        `SELECT oi.id, oi.order_item_guid, o.payment_status, oi.refunded_at
         FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.order_item_guid = $1 AND oi.book_id = $2 AND o.customer_id = $3`,
        [params.orderItemGuid, book.id, customerId],
      )
      if (!item) throw notFound(t(lang, 'book.notFound'))
      if (item.refunded_at || item.payment_status === 40) {
        throw badRequest(t(lang, 'download.refunded'))
      }
      if (item.payment_status !== 30 && item.payment_status !== 35) {
        throw badRequest(t(lang, 'download.notPaid'))
      }
      if (!(await files.info(book.id, kind))) throw notFound(t(lang, 'download.noFile'))
      orderItemId = item.id
      orderItemGuid = item.order_item_guid
    } else {
      if (!(await files.info(book.id, kind))) throw notFound(t(lang, 'sample.none'))
      if (!(await libraryEntry(db, customerId, book.id))) {
        throw badRequest(t(lang, 'download.sampleNotInLibrary'))
      }
    }

    const file = await files.open(book.id, kind)
    if (!file) throw notFound(t(lang, 'download.noFile'))
    const token = randomBytes(32).toString('base64url')
    const link = await db.queryOne<{ expires_at: Date }>(
      `INSERT INTO download_links (token_hash, customer_id, book_file_id, order_item_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING expires_at`,
      [hashToken(token), customerId, file.id, orderItemId, DOWNLOAD_LINK_SECONDS],
    )
    return {
      HasUserAgreement: false,
      UserAgreementText: null,
      OrderItemId: orderItemGuid,
      Redirect: false,
      DownloadUrl: `${config.publicUrl}${DOWNLOAD_PATH}/${token}`,
      ExpiresAt: link!.expires_at.toISOString(),
      FileName: file.fileName,
      FileFormat: file.fileFormat,
      FileSizeBytes: file.data.byteLength,
      CustomProperties: {},
    }
  }

/** A Content-Disposition value for a file name (ASCII fallback plus RFC 5987 UTF-8 name). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

function fail(c: Context<AppEnv>, status: 401 | 404 | 410, message: string): Response {
  return c.json(errorBody('v2', [message]), status, { 'Cache-Control': 'no-store' })
}

/** The download route: serves the file of a valid link to the customer it was made for. */
export function downloadRoutes(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'db' | 'tokens' | 'guests'>,
  files: BookFiles,
): void {
  const { db, tokens, guests } = deps
  app.get(`${DOWNLOAD_PATH}/:token`, async (c) => {
    const auth = new AuthContext(
      db,
      tokens,
      guests,
      { token: c.req.header('Token') },
      () => coreMessages(c.get('lang'), 'request.unauthorized'),
      () => coreMessages(c.get('lang'), 'request.deviceRequired'),
    )
    const lang: Lang = await resolveLanguage(c, auth)
    c.set('lang', lang)
    c.set('document', 'v2')
    const signedIn = await auth.signedIn()
    if (!signedIn) return fail(c, 401, coreMessages(lang, 'request.unauthorized'))
    const token = c.req.param('token')
    const link =
      token.length <= 100
        ? await db.queryOne<{
            id: number
            customer_id: number
            expired: boolean
            book_file_id: number
            order_item_id: number | null
          }>(
            `SELECT id, customer_id, expires_at <= now() AS expired, book_file_id, order_item_id
               FROM download_links WHERE token_hash = $1`,
            [hashToken(token)],
          )
        : null
    // Another customer's link is answered as if it did not exist.
    if (!link || link.customer_id !== signedIn.customerId) {
      return fail(c, 404, t(lang, 'download.linkNotFound'))
    }
    if (link.expired) return fail(c, 410, t(lang, 'download.linkExpired'))
    const file = await files.byId(link.book_file_id)
    if (!file) return fail(c, 404, t(lang, 'download.noFile'))
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE download_links SET download_count = download_count + 1, last_downloaded_at = now()
          WHERE id = $1`,
        [link.id],
      )
      if (link.order_item_id !== null) {
        await tx.query('UPDATE order_items SET download_count = download_count + 1 WHERE id = $1', [
          link.order_item_id,
        ])
      }
    })
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.byteLength),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
