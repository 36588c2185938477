import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  choose,
  chooseEncoding,
  compressed,
  etagOf,
  representationBytes,
  type Representations,
} from './representations.ts'

const text = Buffer.from('ร้านหนังสือ '.repeat(300))
const body = await compressed(text, [['Content-Type', 'text/html; charset=utf-8']])
const gzipOnly: Representations = { ...body, br: null }

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('%j takes %s', (header, expected) => {
    expect(chooseEncoding(body, header)).toBe(expected)
  })

  it('takes gzip when the body has no brotli copy', () => {
    expect(chooseEncoding(gzipOnly, 'br, gzip')).toBe('gzip')
    expect(chooseEncoding(gzipOnly, 'br')).toBeNull()
  })
})

describe('compressed', () => {
  it('makes brotli and gzip copies of the same bytes, with the bytes’ ETag', () => {
    expect(brotliDecompressSync(body.br!).equals(text)).toBe(true)
    expect(gunzipSync(body.gzip!).equals(text)).toBe(true)
    expect(body.etag).toBe(etagOf(text))
    expect(body.etag).toMatch(/^"[\w-]+"$/u)
  })
})

describe('a body held only compressed', () => {
  it('answers its copies, and the same bytes and ETag to a client that takes neither', async () => {
    const held = await compressed(text, [['Content-Type', 'text/html; charset=utf-8']], {
      keepIdentity: false,
    })
    expect(held.identity).toBeNull()
    expect(held.size).toBe(text.length)
    expect(representationBytes(held)).toBe(held.br!.length + held.gzip!.length)
    expect(choose(held, 'br', null).body).toBe(held.br)
    const plain = choose(held, undefined, null)
    expect(plain.body!.equals(text)).toBe(true)
    expect(plain.headers).toContainEqual(['Content-Length', String(text.length)])
    expect(plain.headers).toContainEqual(['ETag', body.etag])
  })
})

describe('choose', () => {
  const header = (chosen: { headers: [string, string][] }, name: string) =>
    chosen.headers.find(([key]) => key === name)?.[1]

  it('sends the chosen encoding with its own ETag, length and Vary', () => {
    const br = choose(body, 'br', null)
    expect(br.status).toBe(200)
    expect(br.body).toBe(body.br)
    expect(header(br, 'Content-Encoding')).toBe('br')
    expect(header(br, 'Content-Length')).toBe(String(body.br!.length))
    expect(header(br, 'Vary')).toBe('Accept-Encoding')
    expect(header(br, 'Content-Type')).toBe('text/html; charset=utf-8')
    const plain = choose(body, undefined, null)
    expect(plain.body).toBe(body.identity)
    expect(header(plain, 'Content-Encoding')).toBeUndefined()
    expect(header(plain, 'ETag')).toBe(body.etag)
    expect(header(br, 'ETag')).not.toBe(body.etag)
  })

  it('answers 304 without a body when If-None-Match names the chosen answer', () => {
    const etag = header(choose(body, 'gzip', null), 'ETag')!
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const chosen = choose(body, 'gzip', ifNoneMatch)
      expect(chosen.status, ifNoneMatch).toBe(304)
      expect(chosen.body).toBeNull()
      expect(header(chosen, 'ETag')).toBe(etag)
    }
    expect(choose(body, 'br', etag).status).toBe(200)
    expect(choose(body, 'gzip', '"other"').status).toBe(200)
  })

  it('never answers 304 for a body whose status is not 200', () => {
    const etag = header(choose(body, 'gzip', null, 404), 'ETag')!
    const chosen = choose(body, 'gzip', etag, 404)
    expect(chosen.status).toBe(404)
    expect(chosen.body).toBe(body.gzip)
  })
})
