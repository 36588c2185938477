import { describe, expect, it } from 'vitest'
import { isValidEmail, isValidHttpUrl } from './validators'

describe('isValidEmail', () => {
  it.each(['reader@example.com', 'somchai.k@mail.co.th', ' a@b.co '])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each(['', 'reader', 'reader@', 'reader@example', 'a b@example.com', '@example.com'])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false)
    },
  )
})

describe('isValidHttpUrl', () => {
  it.each([
    'https://example.com',
    'http://shop.example.co.th/books?id=42',
    'https://my-shop.example.com:8443/path',
    'https://ร้านหนังสือ.com',
  ])('accepts %s', (value) => {
    expect(isValidHttpUrl(value)).toBe(true)
  })

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'http:example.com',
    'https://localhost:3000',
    'https://127.0.0.1',
    'https://example',
    'https://example.c',
    'https://-bad.example.com',
    'https://bad-.example.com',
    'https://exa_mple.com',
    'https://example.com1',
    'https://exa mple.com',
  ])('refuses %j', (value) => {
    expect(isValidHttpUrl(value)).toBe(false)
  })
})
