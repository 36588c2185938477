/**
 * A body the server holds in memory in up to three encodings (brotli, gzip, none), each with its
 * ETag: the store's files (static-files.ts) and its cached pages (page-cache.ts). One answer is
 * chosen per request from its Accept-Encoding, a 304 when its If-None-Match names the chosen one,
 * and written the same way on a raw node response (fast routes) and as a fetch Response (the app).
 */
import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** A body in its encodings. */
export interface Representations {
  /**
   * The unencoded body, or null when only its compressed copies are held (a cached page: every
   * browser takes one of them, and they are about a fifth of its size); it is then made again
   * from the gzip copy for the rare client that takes neither.
   */
  identity: Buffer | null
  /** The unencoded body's length. */
  size: number
  br: Buffer | null
  gzip: Buffer | null
  /** The ETag of the unencoded body (the encoded ones add `-br` / `-gz`). */
  etag: string
  /** The headers every answer of it carries (Content-Type, Cache-Control...). */
  headers: readonly (readonly [string, string])[]
}

/** The bytes a body holds in memory, all encodings. */
export function representationBytes(body: Representations): number {
  return (body.identity?.length ?? 0) + (body.br?.length ?? 0) + (body.gzip?.length ?? 0)
}

/** The unencoded body: held, or inflated from its gzip copy. */
export function identityOf(body: Representations): Buffer {
  return body.identity ?? gunzipSync(body.gzip!)
}

/** A strong ETag of `bytes`. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * `bytes` with its brotli and gzip copies, made once, off the main thread. Brotli's quality 5:
 * the first visitor of a page waits for it, and higher qualities cost several times the time
 * for a few percent of the size (see README "Serving the store"). With `keepIdentity` false only
 * the copies are held (`identityOf` makes the body again).
 */
export async function compressed(
  bytes: Buffer,
  headers: readonly (readonly [string, string])[],
  { keepIdentity = true }: { keepIdentity?: boolean } = {},
): Promise<Representations> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ])
  return {
    identity: keepIdentity ? bytes : null,
    size: bytes.length,
    br,
    gzip: gz,
    etag: etagOf(bytes),
    headers,
  }
}

/** Which encodings an Accept-Encoding header takes (a q of 0 refuses one). */
function parseAccepted(header: string): { br: boolean; gzip: boolean } {
  const taken = { br: false, gzip: false }
  let star = false
  const named = new Set<string>()
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';')
    const name = rawName!.trim().toLowerCase()
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/iu.exec(p)?.[1]).find(Boolean)
    const accepted = q === undefined || Number(q) > 0
    if (name === '*') star = accepted
    else if (name === 'br' || name === 'gzip' || name === 'x-gzip') {
      const key = name === 'br' ? 'br' : 'gzip'
      named.add(key)
      taken[key] = accepted
    }
  }
  if (star) {
    if (!named.has('br')) taken.br = true
    if (!named.has('gzip')) taken.gzip = true
  }
  return taken
}

/** Parsed Accept-Encoding headers: browsers send a handful of distinct ones. */
const acceptedByHeader = new Map<string, { br: boolean; gzip: boolean }>()

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(
  body: Representations,
  acceptEncoding: string | undefined | null,
): Encoding | null {
  if (!acceptEncoding) return null
  let taken = acceptedByHeader.get(acceptEncoding)
  if (!taken) {
    taken = parseAccepted(acceptEncoding)
    if (acceptedByHeader.size >= 256) acceptedByHeader.clear()
    acceptedByHeader.set(acceptEncoding, taken)
  }
  if (taken.br && body.br) return 'br'
  if (taken.gzip && body.gzip) return 'gzip'
  return null
}

/** The ETag of one encoding. */
function etagFor(body: Representations, encoding: Encoding | null): string {
  if (encoding === null) return body.etag
  return `${body.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`
}

/** Whether an If-None-Match header names `etag` (weakly, as GET compares). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === etag)
}

/** One answer of a body: status, headers and the bytes to send (null for a 304). */
export interface Chosen {
  status: number
  headers: [string, string][]
  body: Buffer | null
}

/**
 * The answer to a GET of `body`: its encoding chosen from `acceptEncoding`, a 304 when
 * `ifNoneMatch` names it. `status` is the body's own (a page may be a cached 404: never a 304).
 */
export function choose(
  body: Representations,
  acceptEncoding: string | undefined | null,
  ifNoneMatch: string | undefined | null,
  status = 200,
): Chosen {
  const encoding = chooseEncoding(body, acceptEncoding)
  const etag = etagFor(body, encoding)
  const headers: [string, string][] = [...(body.headers as [string, string][])]
  headers.push(['ETag', etag])
  if (body.br || body.gzip) headers.push(['Vary', 'Accept-Encoding'])
  if (status === 200 && ifNoneMatch && matches(ifNoneMatch, etag)) {
    return { status: 304, headers, body: null }
  }
  const bytes = encoding === 'br' ? body.br! : encoding === 'gzip' ? body.gzip! : identityOf(body)
  if (encoding) headers.push(['Content-Encoding', encoding])
  headers.push(['Content-Length', String(bytes.length)])
  return { status, headers, body: bytes }
}

/** Writes a chosen answer on a node response. */
export function writeChosen(res: ServerResponse, chosen: Chosen): void {
  res.writeHead(chosen.status, chosen.headers.flat())
  res.end(chosen.body ?? undefined)
}

/** A chosen answer as a fetch Response. */
export function chosenResponse(chosen: Chosen): Response {
  return new Response(chosen.body as Uint8Array<ArrayBuffer> | null, {
    status: chosen.status,
    headers: chosen.headers,
  })
}
