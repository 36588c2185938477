import { afterEach } from 'vitest'
import { fakeServer, renderStore, type Call } from '../test/harness'

/** A signed-in customer as login answers it (SPEC §3 fields). */
export const malee = {
  CustomerId: 7,
  Username: 'malee',
  FirstName: 'มาลี',
  LastName: 'ใจดี',
  Email: 'malee@example.com',
  IsAdmin: false,
  AdminRedirectUrl: null,
  PublisherRedirectUrl: null,
  PublisherStatus: 0,
}

/** The profile form as GET /v2/customer/info answers it. */
export function customerInfo(overrides: Record<string, unknown> = {}) {
  return {
    Email: malee.Email,
    UsernamesEnabled: true,
    AllowUsersToChangeUsernames: false,
    Username: malee.Username,
    FirstName: malee.FirstName,
    LastName: malee.LastName,
    GenderEnabled: true,
    Gender: 'F',
    DateOfBirthEnabled: true,
    DateOfBirthRequired: false,
    DateOfBirthDay: 14,
    DateOfBirthMonth: 2,
    DateOfBirthYear: 1990,
    PhoneEnabled: true,
    PhoneRequired: false,
    Phone: '0812345678',
    NewsletterEnabled: true,
    Newsletter: false,
    CountryEnabled: false,
    CountryId: null,
    AvailableCountries: [],
    StateProvinceEnabled: false,
    StateProvinceId: null,
    AvailableStates: [],
    HasPassword: true,
    AllowCustomersToRemoveAssociations: true,
    NumberOfExternalAuthenticationProviders: 3,
    AssociatedExternalAuthRecords: [],
    CustomProperties: {},
    ...overrides,
  }
}

export const ok = (Data: unknown) => ({ body: { Data, Message: null, ErrorList: [] } })
export const fails = (status: number, ...messages: string[]) => ({
  status,
  body: { Data: null, Message: null, ErrorList: messages },
})

type Answer = { status?: number; body: unknown }

/**
 * A fake server answering `METHOD /path` keys from a table, then the harness's defaults. It also
 * takes the login-session provider's url-encoded form posts (recorded with the form as text).
 */
export function serverWith(answers: Record<string, Answer | ((call: Call) => Answer | undefined)>) {
  const lookup = (call: Call) => {
    const answer = answers[`${call.method} ${call.path}`]
    return typeof answer === 'function' ? answer(call) : answer
  }
  const server = fakeServer(lookup)
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    if (!request.headers.get('Content-Type')?.includes('x-www-form-urlencoded'))
      return server.fetch(request)
    const url = new URL(request.url)
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: await request.text(),
    }
    server.calls.push(call)
    const answer = lookup(call) ?? { status: 404, body: { error: 'Not Found' } }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls: server.calls }
}

/** Signs the browser in as `malee` before the app starts. */
export function storeSignedIn(customer: Record<string, unknown> = malee) {
  localStorage.setItem('token', 'token-of-malee')
  localStorage.setItem('customerInfo', JSON.stringify(customer))
}

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})

/** renderStore, stopped after the test. */
export async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

/** The calls made to one path. */
export const callsTo = (calls: readonly Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path)

/** A form post's fields (the login-session provider takes url-encoded forms). */
export const formOf = (call: Call | undefined) =>
  call ? Object.fromEntries(new URLSearchParams(String(call.body ?? ''))) : {}
