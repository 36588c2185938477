/**
 * Where the client keeps what identifies the browser and the customer: the device id (browser
 * storage) and the auth token (a cookie and browser storage, both under `token`). Outside a
 * browser (tests, server-side tools) an in-memory store takes the place of both.
 */

/** The few storage operations the client needs; `localStorage` satisfies it. */
export type KeyValueStore = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

export const TOKEN_KEY = 'token'
export const DEVICE_ID_KEY = 'deviceId'

/** An in-memory store for environments without `localStorage`. */
export function memoryStore(): KeyValueStore {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

function browserStore(name: 'localStorage' | 'sessionStorage'): KeyValueStore | undefined {
  try {
    return (globalThis as Partial<Record<typeof name, Storage>>)[name] ?? undefined
  } catch {
    // Storage access throws when the browser blocks it (e.g. cookies disabled).
    return undefined
  }
}

function hasDocumentCookie(): boolean {
  return typeof document !== 'undefined' && typeof document.cookie === 'string'
}

/** Reads one cookie of `document.cookie`, or null. */
export function readCookie(name: string): string | null {
  if (!hasDocumentCookie()) return null
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return part.slice(eq + 1).trim()
      }
    }
  }
  return null
}

/** Writes a cookie for the whole site; `maxAgeDays` 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (!hasDocumentCookie()) return
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.round(maxAgeDays * 86400)}` +
    `; SameSite=Lax${secure}`
}

/** The storage the client reads and the app's auth store writes. */
export type ClientStorage = {
  getToken(): string | null
  /** Keeps the token in the cookie and in browser storage; null removes it from both. */
  setToken(token: string | null, maxAgeDays?: number): void
  /** The device id, generated (a UUID) and kept on first use. */
  getDeviceId(): string
  /** Clears browser storage and the site's cookies, keeping only the names in `keep`. */
  clearAll(keep?: readonly string[]): void
}

/** A v4 UUID; `crypto.randomUUID` where the page is a secure context, else from random bytes. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The browser's storage (`localStorage`, `sessionStorage`, `document.cookie`), or the given
 * store (and no cookies) where there is no browser.
 */
export function createClientStorage(store?: KeyValueStore): ClientStorage {
  const local = store ?? browserStore('localStorage') ?? memoryStore()
  const usesBrowser = store === undefined
  let deviceId: string | null = null

  return {
    getToken() {
      return local.getItem(TOKEN_KEY) || (usesBrowser ? readCookie(TOKEN_KEY) : null) || null
    },
    setToken(token, maxAgeDays = 30) {
      if (token) {
        local.setItem(TOKEN_KEY, token)
        if (usesBrowser) writeCookie(TOKEN_KEY, token, maxAgeDays)
      } else {
        local.removeItem(TOKEN_KEY)
        if (usesBrowser) writeCookie(TOKEN_KEY, '', 0)
      }
    },
    getDeviceId() {
      const stored = local.getItem(DEVICE_ID_KEY)
      if (stored) return (deviceId = stored)
      // Storage may refuse writes (private mode, quota): keep the id for this page's life anyway.
      deviceId ??= newUuid()
      try {
        local.setItem(DEVICE_ID_KEY, deviceId)
      } catch {
        /* the in-page id still identifies this guest until the page reloads */
      }
      return deviceId
    },
    clearAll(keep = []) {
      const kept = keep.map((key) => [key, local.getItem(key)] as const)
      local.clear()
      if (usesBrowser) browserStore('sessionStorage')?.clear()
      for (const [key, value] of kept) if (value !== null) local.setItem(key, value)
      deviceId = null
      if (usesBrowser && hasDocumentCookie()) {
        for (const part of document.cookie.split(';')) {
          const name = part.split('=')[0]?.trim()
          if (name && !keep.includes(name)) writeCookie(name, '', 0)
        }
      }
    },
  }
}
