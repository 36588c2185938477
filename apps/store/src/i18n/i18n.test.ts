import { describe, expect, it } from 'vitest'
import { en } from './en'
import { th } from './th'
import { translate } from './index'

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? [`${prefix}${key}`] : keysOf(inner as object, `${prefix}${key}.`),
  )
}

describe('dictionaries', () => {
  it('have the same keys in Thai and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(th).sort())
  })

  it('have no empty text', () => {
    for (const locale of ['th', 'en'] as const) {
      const empty = keysOf(th).filter((key) => !translate(locale, key as never).trim())
      expect(empty).toEqual([])
    }
  })

  it('translate dotted keys and fill parameters per language', () => {
    expect(translate('th', 'login_page.login_success')).toBe('เข้าสู่ระบบสำเร็จ')
    expect(translate('en', 'login_page.login_success')).toBe('Logged in')
    expect(translate('en', 'header.hello', { name: 'Malee' })).toBe('Hello, Malee')
    expect(translate('th', 'header.hello', { name: 'มาลี' })).toBe('สวัสดี มาลี')
  })
})
