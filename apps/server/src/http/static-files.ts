/**
 * The browser files of the built store (apps/store/dist/client), read into memory once per build
 * with the `.br` and `.gz` copies its build writes beside every text file (made here for a text
 * file that has none). Hashed files under /assets/ are cached by browsers and CDNs for a year;
 * the others briefly. Dot-folders (the build's `.vite/` metadata) are never served.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { getMimeType } from 'hono/utils/mime'
import { compressesAnswer } from './compression.ts'
import { etagOf, type Representations } from './representations.ts'

/** Hashed build output: its name changes with its content. */
export const ASSETS_PREFIX = '/assets/'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Files without a hash in their name (favicon.svg...): a CDN and browsers keep them 10 minutes. */
const SHORT = 'public, max-age=600'

/** The Cache-Control of a store file at `path`. */
export function fileCacheControl(path: string): string {
  return path.startsWith(ASSETS_PREFIX) ? IMMUTABLE : SHORT
}

function readIfExists(path: string): Buffer | null {
  return existsSync(path) ? readFileSync(path) : null
}

/** One file of the build in its encodings. */
function loadFile(path: string, urlPath: string): Representations {
  const identity = readFileSync(path)
  const type = getMimeType(path) ?? 'application/octet-stream'
  let br = readIfExists(`${path}.br`)
  let gzip = readIfExists(`${path}.gz`)
  // What the app's compress() would compress has its copies: no file is compressed per request.
  if (compressesAnswer(type, identity.length)) {
    br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    gzip ??= gzipSync(identity, { level: 9 })
  }
  return {
    identity,
    size: identity.length,
    br,
    gzip,
    etag: etagOf(identity),
    headers: [
      ['Content-Type', type],
      ['Cache-Control', fileCacheControl(urlPath)],
    ],
  }
}

/**
 * Every file of a client build folder, by URL path (`/assets/index-3f9c2a1b.js`): the compressed
 * copies ride with their file, files in dot-folders and dotfiles are left out.
 */
export function readStaticFiles(clientDir: string): Map<string, Representations> {
  const files = new Map<string, Representations>()
  if (!existsSync(clientDir)) return files
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const parts = relative(clientDir, path).split(sep)
    if (parts.some((part) => part.startsWith('.'))) continue
    const name = parts.at(-1)!
    // A compressed copy of a file that is there rides with it.
    if (/\.(br|gz)$/u.test(name) && existsSync(path.slice(0, -3))) continue
    const urlPath = `/${parts.join('/')}`
    files.set(urlPath, loadFile(path, urlPath))
  }
  return files
}
