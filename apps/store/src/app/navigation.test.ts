import { createMemoryHistory, linkOptions } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { fakeServer } from '../test/harness'
import { createStoreApp } from './create-app'
import type { Locale } from './locale'
import { localeParams } from './navigation'

const router = (path = '/') =>
  createStoreApp({
    fetch: fakeServer().fetch,
    history: createMemoryHistory({ initialEntries: [path] }),
    buildId: 'dev',
    wholeDocument: false,
  }).router

describe('typed links', () => {
  it.each<[Locale, string, string, string]>([
    ['th', '/', '/order-history?type=PD', '/payment/completed?orderId=12'],
    ['en', '/en', '/en/order-history?type=PD', '/en/payment/completed?orderId=12'],
  ])('in %s, lead to the page with its prefix', (locale, home, history, completed) => {
    // From a page in the other language: the link's own language decides.
    const from = router(locale === 'en' ? '/basket' : '/en/basket')
    const params = localeParams(locale)
    expect(from.buildLocation(linkOptions({ to: '/{-$locale}', params })).href).toBe(home)
    expect(
      from.buildLocation(
        linkOptions({ to: '/{-$locale}/order-history', params, search: { type: 'PD' } }),
      ).href,
    ).toBe(history)
    expect(
      from.buildLocation(
        linkOptions({ to: '/{-$locale}/payment/completed', params, search: { orderId: 12 } }),
      ).href,
    ).toBe(completed)
  })

  it('keep a return address in the login link’s search', () => {
    const location = router('/en/basket').buildLocation(
      linkOptions({
        to: '/{-$locale}/Login',
        params: localeParams('en'),
        search: { redirect: '/book-detail/7' },
      }),
    )
    expect(location.pathname).toBe('/en/Login')
    expect(new URLSearchParams(location.searchStr).get('redirect')).toBe('/book-detail/7')
  })
})
