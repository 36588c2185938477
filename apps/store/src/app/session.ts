import { readCookie, TOKEN_KEY, writeCookie, type ClientStorage } from '@ebook/api'
import type { CustomerInfo } from '@ebook/api/types'
import { valueStore, type ValueStore } from './store'

/** Where the signed-in customer's info is kept: local storage and a cookie, as JSON (SPEC §3). */
export const CUSTOMER_INFO_KEY = 'customerInfo'
const COOKIE_DAYS = 30

export type { CustomerInfo }

export type Session = {
  /** The auth store: the token, or null for a guest (SPEC §4: authenticated = a token). */
  token: ValueStore<string | null>
  /** The profile store: the signed-in customer's info, or null. */
  customer: ValueStore<CustomerInfo | null>
  /** At start-up: the stored token into the auth store, the stored customer into the profile. */
  restore(): void
  /** Keeps the customer's info in the profile store, local storage and the cookie; null forgets it. */
  setCustomer(info: CustomerInfo | null): void
  /** After a 401 or a logout: the browser storage is already gone, the stores follow. */
  forget(): void
  /**
   * Follows sign-in, sign-out and profile changes of other tabs, calling `onSignInOrOut` when the
   * token changed; returns the unsubscribe.
   */
  followOtherTabs(onSignInOrOut?: () => void): () => void
}

function parseCustomer(json: string | null): CustomerInfo | null {
  if (!json) return null
  try {
    const value = JSON.parse(json) as unknown
    return value && typeof value === 'object' && 'CustomerId' in value
      ? (value as CustomerInfo)
      : null
  } catch {
    return null
  }
}

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function createSession(storage: ClientStorage): Session {
  // The server renders a guest's view of every page: hydration starts as a guest too.
  const token = valueStore<string | null>(null, { serverValue: null })
  const customer = valueStore<CustomerInfo | null>(null, { serverValue: null })

  const setCustomer = (info: CustomerInfo | null) => {
    customer.set(info)
    if (info) {
      const json = JSON.stringify(info)
      local()?.setItem(CUSTOMER_INFO_KEY, json)
      writeCookie(CUSTOMER_INFO_KEY, json, COOKIE_DAYS)
    } else {
      local()?.removeItem(CUSTOMER_INFO_KEY)
      writeCookie(CUSTOMER_INFO_KEY, '', 0)
    }
  }

  return {
    token,
    customer,
    setCustomer,
    restore() {
      token.set(storage.getToken())
      if (customer.get() === null) {
        const stored =
          parseCustomer(local()?.getItem(CUSTOMER_INFO_KEY) ?? null) ??
          parseCustomer(readCookie(CUSTOMER_INFO_KEY))
        if (stored) setCustomer(stored)
      }
    },
    forget() {
      token.set(null)
      customer.set(null)
    },
    followOtherTabs(onSignInOrOut) {
      const setToken = (value: string | null) => {
        if (token.get() === value) return
        token.set(value)
        onSignInOrOut?.()
      }
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== local()) return
        // key null: the other tab cleared everything (a 401 or a logout).
        if (event.key === null) return void (setToken(null), customer.set(null))
        if (event.key === TOKEN_KEY) setToken(event.newValue || null)
        if (event.key === CUSTOMER_INFO_KEY) customer.set(parseCustomer(event.newValue))
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}
