/**
 * The picture routes (outside the contract):
 * - `/media/covers/{bookId}.png`: a book's cover, 357x510 (`?w=357` or no width), or the
 *   120 px thumbnail (`?w=120`). The cover is the book's default picture (drawn on first request
 *   when the row has no bytes yet, or when the book has no picture at all); the thumbnail is
 *   scaled from it once and stored as a picture linked by books.thumbnail_picture_id.
 * - `/media/pictures/{pictureId}`: any stored picture (category, publisher, slider banner, ...).
 * - `/media/placeholder.svg`: the picture of an entity without one.
 * Answers carry a long Cache-Control and an ETag (the picture id); If-None-Match answers 304.
 */
import type { Context, Hono } from 'hono'
import type { AppEnv } from '../../http/operations.ts'
import { drawingLibraries } from '../../seed/covers.ts'
import { pictureBytes } from '../../seeding/covers.ts'
import { COVER_THUMB_WIDTH, COVER_WIDTH } from '../shared/pictures.ts'
import type { CatalogService } from './service.ts'

/** 30 days: covers change rarely, and a changed picture gets a new id (a new ETag). */
const CACHE_CONTROL = 'public, max-age=2592000'

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#e8e4dc"/><path d="M60 55h60a20 20 0 0 1 20 20v70H80a20 20 0 0 1-20-20z" fill="#c9c1b2"/><path d="M80 145h60" stroke="#a89f8f" stroke-width="6"/></svg>`

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
}

/** A PNG scaled to `width` (the ratio kept), drawn by resvg from the image embedded in an SVG. */
export async function scalePng(
  png: Uint8Array,
  fullWidth: number,
  fullHeight: number,
  width: number,
): Promise<Uint8Array> {
  const { Resvg } = await drawingLibraries()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${fullWidth}" height="${fullHeight}"><image width="${fullWidth}" height="${fullHeight}" href="data:image/png;base64,${toBase64(png)}"/></svg>`
  const out = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng()
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}

/** The bytes a cached picture holds. */
const pictureSize = (picture: unknown) =>
  128 + ((picture as { data: Uint8Array } | null)?.data.byteLength ?? 0)

export function pictureRoutes(svc: CatalogService) {
  const { db } = svc
  // Book → picture ids (cover, thumbnail); bytes of the most asked pictures.
  // Book → picture id: about 100 bytes an entry with its key.
  const coverIds = svc.caches.make<string, number | null>({
    maxEntries: 50_000,
    ttlMs: 30 * 60_000,
  })
  const bytesCache = svc.caches.make<number, { data: Uint8Array; mimeType: string } | null>({
    maxEntries: 300,
    maxBytes: 12 * 1024 * 1024,
    ttlMs: 30 * 60_000,
    sizeOf: pictureSize,
  })

  const bytesOf = (pictureId: number) =>
    bytesCache.getOrLoad(pictureId, () => pictureBytes(db, pictureId))

  /** The book's cover picture id, making a (drawn on demand) row for a book without one. */
  async function coverId(bookId: number): Promise<number | null> {
    return coverIds.getOrLoad(`cover:${bookId}`, async () => {
      const book = await db.queryOne<{ default_picture_id: number | null; se_name: string }>(
        'SELECT default_picture_id, se_name FROM books WHERE id = $1 AND NOT deleted',
        [bookId],
      )
      if (!book) return null
      if (book.default_picture_id !== null) return book.default_picture_id
      return db.transaction(async (tx) => {
        const picture = await tx.queryOne<{ id: number }>(
          `INSERT INTO pictures (mime_type, data, width, height, seo_filename)
           VALUES ('image/png', NULL, 357, 510, $1) RETURNING id`,
          [book.se_name],
        )
        const linked = await tx.queryOne<{ default_picture_id: number }>(
          `UPDATE books SET default_picture_id = coalesce(default_picture_id, $2) WHERE id = $1
           RETURNING default_picture_id`,
          [bookId, picture!.id],
        )
        return linked!.default_picture_id
      })
    })
  }

  /** The book's thumbnail picture id, scaling and storing it on first use. */
  async function thumbnailId(bookId: number): Promise<number | null> {
    return coverIds.getOrLoad(`thumb:${bookId}`, async () => {
      const book = await db.queryOne<{ thumbnail_picture_id: number | null }>(
        'SELECT thumbnail_picture_id FROM books WHERE id = $1 AND NOT deleted',
        [bookId],
      )
      if (!book) return null
      if (book.thumbnail_picture_id !== null) return book.thumbnail_picture_id
      const cover = await coverId(bookId)
      const full = cover !== null ? await bytesOf(cover) : null
      if (!full) return null
      const size = await db.queryOne<{ width: number | null; height: number | null }>(
        'SELECT width, height FROM pictures WHERE id = $1',
        [cover],
      )
      const fullWidth = size?.width ?? COVER_WIDTH
      const fullHeight = size?.height ?? Math.round((fullWidth * 510) / 357)
      const data = await scalePng(full.data, fullWidth, fullHeight, COVER_THUMB_WIDTH)
      return db.transaction(async (tx) => {
        const picture = await tx.queryOne<{ id: number }>(
          `INSERT INTO pictures (mime_type, data, width, height, seo_filename)
           VALUES ('image/png', $1, $2, $3, $4) RETURNING id`,
          [
            data,
            COVER_THUMB_WIDTH,
            Math.round((COVER_THUMB_WIDTH * fullHeight) / fullWidth),
            `cover-${bookId}-thumb`,
          ],
        )
        const linked = await tx.queryOne<{ thumbnail_picture_id: number }>(
          `UPDATE books SET thumbnail_picture_id = coalesce(thumbnail_picture_id, $2) WHERE id = $1
           RETURNING thumbnail_picture_id`,
          [bookId, picture!.id],
        )
        return linked!.thumbnail_picture_id
      })
    })
  }

  const scaled = svc.caches.make<string, { data: Uint8Array; mimeType: string } | null>({
    maxEntries: 300,
    maxBytes: 6 * 1024 * 1024,
    ttlMs: 30 * 60_000,
    sizeOf: pictureSize,
  })

  /** A stored picture `width` pixels wide: a cover's stored thumbnail, else scaled once. */
  async function scaledPicture(
    c: Context<AppEnv>,
    pictureId: number,
    width: number,
  ): Promise<Response> {
    const book = await coverIds.getOrLoad(`book-of:${pictureId}`, async () => {
      const row = await db.queryOne<{ id: number }>(
        'SELECT id FROM books WHERE default_picture_id = $1 ORDER BY id LIMIT 1',
        [pictureId],
      )
      return row?.id ?? null
    })
    if (book !== null && width === COVER_THUMB_WIDTH) return send(c, await thumbnailId(book))
    const etag = `"p${pictureId}-w${width}"`
    if (c.req.header('If-None-Match') === etag)
      return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_CONTROL })
    const picture = await scaled.getOrLoad(`${pictureId}:${width}`, async () => {
      const original = await bytesOf(pictureId)
      if (!original || original.mimeType !== 'image/png') return original
      const size = await db.queryOne<{ width: number | null; height: number | null }>(
        'SELECT width, height FROM pictures WHERE id = $1',
        [pictureId],
      )
      if (!size?.width || !size.height || width >= size.width) return original
      return {
        data: await scalePng(original.data, size.width, size.height, width),
        mimeType: 'image/png',
      }
    })
    if (!picture) return c.body(null, 404)
    return c.body(picture.data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': picture.mimeType,
      'Cache-Control': CACHE_CONTROL,
      ETag: etag,
    })
  }

  async function send(c: Context<AppEnv>, pictureId: number | null): Promise<Response> {
    if (pictureId === null) return c.body(null, 404)
    const etag = `"p${pictureId}"`
    if (c.req.header('If-None-Match') === etag)
      return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_CONTROL })
    const picture = await bytesOf(pictureId)
    if (!picture) return c.body(null, 404)
    return c.body(picture.data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': picture.mimeType,
      'Cache-Control': CACHE_CONTROL,
      ETag: etag,
    })
  }

  return (app: Hono<AppEnv>) => {
    app.get('/media/placeholder.svg', (c) =>
      c.body(PLACEHOLDER_SVG, 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': CACHE_CONTROL,
      }),
    )
    app.get('/media/covers/:file', async (c) => {
      const match = /^(\d{1,9})\.png$/u.exec(c.req.param('file'))
      const width = c.req.query('w')
      if (
        !match ||
        (width !== undefined &&
          width !== String(COVER_WIDTH) &&
          width !== String(COVER_THUMB_WIDTH))
      )
        return c.body(null, 404)
      const bookId = Number(match[1])
      return send(
        c,
        width === String(COVER_THUMB_WIDTH) ? await thumbnailId(bookId) : await coverId(bookId),
      )
    })
    app.get('/media/pictures/:id', async (c) => {
      const match = /^(\d{1,9})(\.[a-z]+)?$/u.exec(c.req.param('id'))
      return send(c, match ? Number(match[1]) : null)
    })
    // The seed's long forms: /media/pictures/{id}/{seoFilename}.{ext} and .../w{width}/...
    app.get('/media/pictures/:id/:file', async (c) => {
      const id = /^\d{1,9}$/u.test(c.req.param('id')) ? Number(c.req.param('id')) : null
      return send(c, id)
    })
    app.get('/media/pictures/:id/:width/:file', async (c) => {
      const id = /^\d{1,9}$/u.test(c.req.param('id')) ? Number(c.req.param('id')) : null
      const width = /^w(\d{2,4})$/u.exec(c.req.param('width'))
      if (id === null || !width) return c.body(null, 404)
      const pixels = Number(width[1])
      if (pixels < 16 || pixels > 2000) return c.body(null, 404)
      return scaledPicture(c, id, pixels)
    })
  }
}
