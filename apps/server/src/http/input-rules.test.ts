import { describe, expect, it } from 'vitest'
import { createAjv } from './contract.ts'
import { hasControlCharacter, isEmailAddress, isPlainNumber } from './input-rules.ts'

describe('text', () => {
  it('refuses C0, DEL, C1 and lone surrogates; takes Thai, emoji and symbols', () => {
    for (const text of [
      'a\u0000',
      '\u0001',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      'x\udc00y',
    ]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true)
    }
    for (const text of ['สมชาย ใจดี', 'Jane O’Reader', '📚 1 < 2 && 3 > 2', '\u00a0é€']) {
      expect(hasControlCharacter(text), text).toBe(false)
    }
  })

  it('takes tab and line breaks in multi-line text only', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasControlCharacter(text, 'line')).toBe(true)
      expect(hasControlCharacter(text, 'multiline')).toBe(false)
    }
    expect(hasControlCharacter('a\n\u0000', 'multiline')).toBe(true)
  })
})

describe('numbers in the path, query and headers', () => {
  it('are plain decimal', () => {
    for (const text of ['0', '7', '-3', '2147483647'])
      expect(isPlainNumber(text, 'integer')).toBe(true)
    for (const text of ['0x10', '1e3', '+5', ' 7', '7 ', '07', '-0', '7.0', '', '٣']) {
      expect(isPlainNumber(text, 'integer'), JSON.stringify(text)).toBe(false)
    }
    expect(isPlainNumber('2.5', 'number')).toBe(true)
    expect(isPlainNumber('.5', 'number')).toBe(false)
  })
})

describe('e-mail addresses', () => {
  it('are one rule: the schema format and the server agree on every address', () => {
    const validate = createAjv({}).compile({ type: 'string', format: 'email' })
    const addresses = [
      'somchai@example.com',
      'jane.reader+books@example.co.th',
      'a@b',
      'no-at-sign',
      'two@@example.com',
      'space in@example.com',
      'dot.@example.com',
      'สมชาย@example.com',
      'x@-example.com',
      '<x@example.com>',
    ]
    for (const address of addresses)
      expect(isEmailAddress(address), address).toBe(validate(address))
    expect(isEmailAddress('somchai@example.com')).toBe(true)
    expect(isEmailAddress('two@@example.com')).toBe(false)
  })
})
