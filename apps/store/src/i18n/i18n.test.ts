import { beforeAll, describe, expect, it } from 'vitest'
import { en } from './en'
import { footerTexts } from './footer'
import { pagesEn } from './pages-en'
import { pagesTh } from './pages-th'
import { th } from './th'
import { loadTexts, needsPageTexts, translate } from './index'

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? [`${prefix}${key}`] : keysOf(inner as object, `${prefix}${key}.`),
  )
}

function textsOf(value: object): string[] {
  return Object.values(value).flatMap((inner) =>
    typeof inner === 'string' ? [inner] : textsOf(inner as object),
  )
}

// First in the file: the texts' state is the module's, and later tests load every part.
describe('a page in one language', () => {
  it('loads the page texts of that language only', async () => {
    await loadTexts('en')
    expect(translate('en', 'book_page.new')).toBe('New')
    expect(translate('th', 'book_page.new')).toBe('')
    await loadTexts('th')
    expect(translate('th', 'book_page.new')).toBe('ใหม่')
  })
})

describe('dictionaries', () => {
  beforeAll(async () => {
    await Promise.all([loadTexts('en'), loadTexts('th')])
  })

  it('have the same keys in Thai and English', () => {
    expect(keysOf({ ...en, ...pagesEn, ...footerTexts.en }).sort()).toEqual(
      keysOf({ ...th, ...pagesTh, ...footerTexts.th }).sort(),
    )
  })

  it('give each section to one part only: the shell or one area', () => {
    const parts = [Object.keys(th), Object.keys(pagesTh), Object.keys(footerTexts.th)]
    const sections = parts.flat()
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([])
  })

  it('have no empty text', () => {
    for (const texts of [th, en, pagesTh, pagesEn, footerTexts.th, footerTexts.en])
      expect(textsOf(texts).filter((text) => !text.trim())).toEqual([])
  })

  it('call the wishlist by one Thai name, รายการที่อยากได้', () => {
    const thai = textsOf({ ...th, ...pagesTh, ...footerTexts.th })
    expect(thai.filter((text) => text.includes('รายการโปรด'))).toEqual([])
    expect(thai.filter((text) => text.includes('รายการที่อยากได้')).length).toBeGreaterThan(5)
  })

  it('loads every text of both languages', () => {
    const keys = keysOf({ ...th, ...pagesTh, ...footerTexts.th })
    for (const locale of ['th', 'en'] as const) {
      const missing = keys.filter((key) => !translate(locale, key as never, { x: 1 }))
      expect(missing).toEqual([])
    }
  })

  it('translate dotted keys and fill parameters per language', () => {
    expect(translate('th', 'login_page.login_success')).toBe('เข้าสู่ระบบสำเร็จ')
    expect(translate('en', 'login_page.login_success')).toBe('Logged in')
    expect(translate('en', 'header.hello', { name: 'Malee' })).toBe('Hello, Malee')
    expect(translate('th', 'header.hello', { name: 'มาลี' })).toBe('สวัสดี มาลี')
    expect(translate('th', 'home_page.slide', { n: 0, count: 3 })).toBe('แบนเนอร์ 0 จาก 3')
    expect(translate('en', 'header.hello')).toBe('Hello, ')
  })
})

describe('loading the texts in parts', () => {
  it('needs the page areas everywhere but on the home page', () => {
    expect(needsPageTexts('/')).toBe(false)
    expect(needsPageTexts('/en')).toBe(false)
    expect(needsPageTexts('/search')).toBe(true)
    expect(needsPageTexts('/en/book-detail/7')).toBe(true)
  })

  it('resolves at once when the texts are there', async () => {
    await loadTexts('en')
    expect(loadTexts('en')).toBeUndefined()
    expect(loadTexts('th', { pages: false })).toBeUndefined()
  })
})
