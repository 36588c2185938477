import { beforeEach, describe, expect, it } from 'vitest'
import { createClientStorage, readCookie } from './storage'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
})

describe('browser storage', () => {
  it('keeps the token in a cookie and in localStorage under "token"', () => {
    const storage = createClientStorage()
    storage.setToken('a.b.c')
    expect(localStorage.getItem('token')).toBe('a.b.c')
    expect(readCookie('token')).toBe('a.b.c')
    expect(storage.getToken()).toBe('a.b.c')
    storage.setToken(null)
    expect(localStorage.getItem('token')).toBeNull()
    expect(readCookie('token')).toBeNull()
  })

  it('reads a token that only the cookie carries (set by another tab or the server)', () => {
    document.cookie = 'token=from-cookie; Path=/'
    expect(createClientStorage().getToken()).toBe('from-cookie')
  })

  it('generates the device id once and keeps it across instances', () => {
    const id = createClientStorage().getDeviceId()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(createClientStorage().getDeviceId()).toBe(id)
    expect(localStorage.getItem('deviceId')).toBe(id)
  })

  it('clears local and session storage and cookies, keeping only what it is told', () => {
    const storage = createClientStorage()
    storage.setToken('t')
    const before = storage.getDeviceId()
    localStorage.setItem('theme', 'light')
    sessionStorage.setItem('lastPage', '/basket')
    document.cookie = 'locale=en; Path=/'
    document.cookie = 'customer=%7B%7D; Path=/'
    storage.clearAll(['theme', 'locale'])
    expect(storage.getToken()).toBeNull()
    expect(localStorage.getItem('theme')).toBe('light')
    expect(sessionStorage.getItem('lastPage')).toBeNull()
    expect(readCookie('customer')).toBeNull()
    expect(readCookie('locale')).toBe('en')
    expect(storage.getDeviceId()).not.toBe(before)
  })
})
