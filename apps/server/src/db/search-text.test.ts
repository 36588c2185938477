import { describe, expect, it } from 'vitest'
import { htmlToText, normalizeText, searchCode, searchText, searchWords } from './search-text.ts'

describe('searchText', () => {
  it('cuts Thai into words with spaces between them', () => {
    expect(searchWords('ขุนช้างขุนแผน')).toEqual(['ขุน', 'ช้าง', 'ขุนแผน'])
  })

  it('lower-cases Latin text and drops punctuation', () => {
    expect(searchText(['Harry Potter, and the Stone!'])).toBe('harry potter and the stone')
  })

  it('normalises to NFC so composed and decomposed forms match', () => {
    expect(normalizeText('Cafe\u0301')).toBe(normalizeText('Café'))
  })

  it('keeps codes whole without hyphens', () => {
    expect(searchText(['ขุนช้าง'], { codes: ['978-616-18-1234-5', null] })).toBe(
      'ขุน ช้าง 9786161812345',
    )
    expect(searchCode(' SKU-001 ')).toBe('sku001')
  })

  it('strips HTML from descriptions', () => {
    expect(htmlToText('<p>นิยาย&amp;<b>ประวัติศาสตร์</b></p>').trim()).toBe('นิยาย& ประวัติศาสตร์')
    expect(searchText(['<p>นิยาย</p><script>x()</script>'], { html: true })).toBe('นิยาย')
  })
})
