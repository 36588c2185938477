import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { topicPath } from './sections.ts'
import { escapeXml, URLSET_CLOSE, URLSET_OPEN, urlWriter, w3cDatetime } from './sitemap-xml.ts'

describe('escapeXml', () => {
  it('escapes the five characters XML reserves and leaves the rest, Thai included', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(escapeXml('หนังสือ/ebook?x=1')).toBe('หนังสือ/ebook?x=1')
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })

  it('refuses characters XML cannot hold instead of writing a broken file', () => {
    for (const bad of ['a\u0000b', 'a\u0008', '\u001f', 'x\ud800y', '\udc00', '\uffff']) {
      expect(() => escapeXml(bad), JSON.stringify(bad)).toThrow(/XML cannot hold/)
    }
    expect(escapeXml('tab\tline\ncr\r')).toBe('tab\tline\ncr\r')
    expect(escapeXml('😀')).toBe('😀')
  })

  it('round-trips through an XML parser', () => {
    const value = `<x a="1"> & 'quoted' นิยาย`
    const xml = `<r a="${escapeXml(value)}">${escapeXml(value)}</r>`
    expect(XMLValidator.validate(xml)).toBe(true)
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
    expect(parsed.r['#text']).toBe(value)
    expect(parsed.r['@a']).toBe(value)
  })
})

describe('urlWriter', () => {
  it('writes a page once per language, home at / and /en', () => {
    const xml = URLSET_OPEN + urlWriter('https://x.test')({ path: '/' }) + URLSET_CLOSE
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<url><loc>https://x.test/</loc>')
    expect(xml).toContain('<url><loc>https://x.test/en</loc>')
    expect(xml).toContain('hreflang="x-default" href="https://x.test/"')
  })

  it('dates a page to the second in UTC', () => {
    expect(w3cDatetime(new Date('2025-01-02T03:04:05.678+07:00'))).toBe('2025-01-01T20:04:05Z')
  })
})

describe('topicPath', () => {
  const published = new Set(['policy', 'termandcondition', 'about'])

  it('gives a topic the address of its own route, a section its place under the main topic', () => {
    expect(topicPath('policy', published)).toBe('/policy')
    expect(topicPath('termandcondition', published)).toBe('/termandcondition')
    expect(topicPath('termandcondition-account', published)).toBe('/termandcondition/account')
    expect(topicPath('about', published)).toBe('/topic/about')
    expect(topicPath('policy-cookies', published)).toBe('/topic/policy-cookies')
  })

  it('has no address for a section whose main topic is hidden or a code the store cannot open', () => {
    expect(topicPath('purchaseprocess-payment', published)).toBeNull()
    expect(topicPath('termandcondition-', published)).toBeNull()
    expect(topicPath('a b', published)).toBeNull()
    expect(topicPath('x'.repeat(101), published)).toBeNull()
  })
})
