import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileCacheControl, readStaticFiles } from './static-files.ts'

const dir = mkdtempSync(join(tmpdir(), 'ebook-client-'))
const big = 'body { color: red } '.repeat(200)

beforeAll(() => {
  mkdirSync(join(dir, 'assets', 'fonts'), { recursive: true })
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'plain')
  writeFileSync(join(dir, 'assets', 'app-1a2b.js.br'), 'brotli copy')
  writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), 'gzip copy')
  writeFileSync(join(dir, 'assets', 'style-9f9f.css'), big)
  writeFileSync(join(dir, 'assets', 'fonts', 'anuphan.woff2'), Buffer.alloc(4096, 7))
  writeFileSync(join(dir, 'assets', 'orphan.txt.gz'), 'a compressed file of its own')
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>')
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}')
  writeFileSync(join(dir, '.env'), 'SECRET=1')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('readStaticFiles', () => {
  it('reads every file by its address, with the copies the build wrote', () => {
    const files = readStaticFiles(dir)
    expect([...files.keys()].sort()).toEqual([
      '/assets/app-1a2b.js',
      '/assets/fonts/anuphan.woff2',
      '/assets/orphan.txt.gz',
      '/assets/style-9f9f.css',
      '/favicon.svg',
    ])
    const script = files.get('/assets/app-1a2b.js')!
    expect(script.identity?.toString()).toBe('plain')
    expect(script.br?.toString()).toBe('brotli copy')
    expect(script.gzip?.toString()).toBe('gzip copy')
    expect(script.headers).toContainEqual(['Content-Type', 'text/javascript; charset=utf-8'])
  })

  it('leaves out the build’s metadata and dotfiles', () => {
    const files = readStaticFiles(dir)
    expect(files.has('/.vite/manifest.json')).toBe(false)
    expect(files.has('/.env')).toBe(false)
  })

  it('compresses a text file that came without copies, not small files or binaries', () => {
    const files = readStaticFiles(dir)
    const css = files.get('/assets/style-9f9f.css')!
    expect(brotliDecompressSync(css.br!).toString()).toBe(big)
    expect(gunzipSync(css.gzip!).toString()).toBe(big)
    expect(files.get('/favicon.svg')!.br).toBeNull()
    expect(files.get('/assets/fonts/anuphan.woff2')!.gzip).toBeNull()
  })

  it('gives hashed files a year and the others ten minutes', () => {
    const files = readStaticFiles(dir)
    expect(files.get('/assets/app-1a2b.js')!.headers).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ])
    expect(files.get('/favicon.svg')!.headers).toContainEqual([
      'Cache-Control',
      'public, max-age=600',
    ])
    expect(fileCacheControl('/assetsx/a.js')).toBe('public, max-age=600')
  })

  it('reads nothing from a folder that is not there', () => {
    expect(readStaticFiles(join(dir, 'missing')).size).toBe(0)
  })
})
