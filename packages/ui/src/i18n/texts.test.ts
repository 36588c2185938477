import { describe, expect, it } from 'vitest'
import { format } from './define'
import { resolveTexts, textAreas } from './texts'

describe('kit texts', () => {
  it.each(Object.entries(textAreas))('area %s has the same keys in Thai and English', (_, t) => {
    expect(Object.keys(t.th).sort()).toEqual(Object.keys(t.en).sort())
  })

  it('has no empty text in either language', () => {
    for (const texts of Object.values(textAreas)) {
      for (const value of [...Object.values(texts.en), ...Object.values(texts.th)]) {
        expect(value.trim()).not.toBe('')
      }
    }
  })

  it('lays the app’s overrides over the built-in texts', () => {
    const texts = resolveTexts('en', { common: { close: 'Dismiss' } })
    expect(texts.common.close).toBe('Dismiss')
    expect(texts.common.loading).toBe('Loading…')
  })

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('Page {n} of {total}', { n: 2 })).toBe('Page 2 of {total}')
  })
})
