import {
  MutationObserver,
  QueryClient,
  type MutationOptions,
  type QueryKey,
} from '@tanstack/react-query'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClients } from '../src/client'
import { ApiError } from '../src/errors'
import { createClientStorage, memoryStore } from '../src/storage'
import {
  addressMutations,
  addressQueries,
  authMutations,
  bindApiClients,
  cartMutations,
  cartQueries,
  catalogQueries,
  customerQueries,
  homeQueries,
  languageMutations,
  checkoutMutations,
  contentRowQueries,
  orderMutations,
  orderQueries,
  productQueries,
  searchQueries,
  shelfMutations,
  shelfQueries,
  wishlistQueries,
} from '../src/queries'
import { ok, startTestServer, type TestServer } from './server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

function setup() {
  const storage = createClientStorage(memoryStore())
  const api = createApiClients({
    baseUrl: `${server.origin}/api`,
    contentBaseUrl: `${server.origin}/content-api`,
    storage,
  })
  const client = bindApiClients(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    api,
  )
  return { client, storage }
}

/** Runs a mutation the way useMutation does, outside React. */
function mutate<D, V>(client: QueryClient, options: MutationOptions<D, Error, V>, variables: V) {
  return new MutationObserver(client, options).mutate(variables)
}

const calls = (path: string) => server.requests.filter((r) => r.path === `/api${path}`)

describe('query keys', () => {
  it('nest under their service group, with the URL’s parameters last', () => {
    const key = catalogQueries.category('th', 7, { pageNumber: 2, orderby: 10 }).queryKey
    expect(key).toEqual(['catalog', 'category', 7, { pageNumber: 2, orderby: 10 }, 'th'])
    expect(key.slice(0, 1)).toEqual(catalogQueries.all())
    expect(productQueries.reviews('en', 3, 2).queryKey).toEqual([
      'product',
      'reviews',
      3,
      { pageNumber: 2 },
      'en',
    ])
    expect(wishlistQueries.page('th').queryKey).toEqual(['wishlist', { pageNumber: 1 }, 'th'])
  })

  it('differ when the parameters differ, so each page is cached on its own', () => {
    expect(catalogQueries.category('th', 7, { pageNumber: 1 }).queryKey).not.toEqual(
      catalogQueries.category('th', 7, { pageNumber: 2 }).queryKey,
    )
  })

  it('leave search and autocomplete disabled for an empty term', () => {
    expect(searchQueries.autocomplete('th', '  ').enabled).toBe(false)
    expect(searchQueries.results('th', { q: '' }).enabled).toBe(false)
    expect(searchQueries.autocomplete('th', 'ขุน').enabled).toBe(true)
  })
})

describe('queries over HTTP', () => {
  it('send the path and query parameters and resolve Data', async () => {
    const { client } = setup()
    server.route('GET /api/v2/catalog/category/7', ok({ Id: 7, Name: 'นวนิยาย' }))
    const data = await client.fetchQuery(
      catalogQueries.category('th', 7, { pageNumber: 2, orderby: 10 }),
    )
    expect(data).toEqual({ Id: 7, Name: 'นวนิยาย' })
    const [call] = calls('/v2/catalog/category/7')
    expect(call?.url.searchParams.get('pageNumber')).toBe('2')
    expect(call?.url.searchParams.get('orderby')).toBe('10')
  })

  it('reject with an ApiError carrying the ErrorList', async () => {
    const { client } = setup()
    server.route('GET /api/v2/product/productdetails/9', {
      status: 404,
      body: { Data: null, Message: null, ErrorList: ['ไม่พบหนังสือ'] },
    })
    const error = await client.fetchQuery(productQueries.details('th', 9)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, messages: ['ไม่พบหนังสือ'] })
  })

  it('post a search with its criteria in Data', async () => {
    const { client } = setup()
    server.route('POST /api/v2/catalog/search', ok({ q: 'ขุนช้าง' }))
    await client.fetchQuery(searchQueries.results('th', { q: 'ขุนช้าง', advs: true, cid: 2 }))
    expect(calls('/v2/catalog/search')[0]?.body).toEqual({
      Data: { q: 'ขุนช้าง', advs: true, cid: 2 },
    })
  })

  it('v1 rows unwrap `data` and repeat the id parameter', async () => {
    const { client } = setup()
    server.route('GET /content-api/v1/home/recent-view', {
      body: { data: [{ id: 3 }, { id: 1 }], message: null },
    })
    const rows = await client.fetchQuery(contentRowQueries.recentlyViewed('th', [3, 1]))
    expect(rows).toEqual([{ id: 3 }, { id: 1 }])
    const call = server.requests.find((r) => r.path === '/content-api/v1/home/recent-view')
    expect(call?.url.search).toBe('?id=3&id=1')
  })
})

describe('languages', () => {
  it('keep each language’s answer under its own key, asked for in that language', async () => {
    const { client } = setup()
    server.route('GET /api/v2/home/categorytree', ok([]))
    server.route('GET /content-api/v1/home/new-release', { body: { data: [], message: null } })
    // The client's own language is Thai: the key's language is what each call sends.
    await client.fetchQuery(homeQueries.categoryTree('en'))
    await client.fetchQuery(contentRowQueries.newReleases('en', 12))
    expect(homeQueries.categoryTree('en').queryKey).toEqual(['home', 'category-tree', 'en'])
    expect(calls('/v2/home/categorytree')[0]?.headers.language).toBe('en')
    const v1 = server.requests.find((r) => r.path === '/content-api/v1/home/new-release')
    expect(v1?.headers.language).toBe('en')
    expect(client.getQueryData(homeQueries.categoryTree('th').queryKey)).toBeUndefined()
  })

  it('keep a language-independent answer under one key for both languages', () => {
    expect(customerQueries.loginInfo().queryKey).toEqual(['customer', 'login-info'])
    expect(customerQueries.info('en').queryKey).toEqual(['customer', 'info', 'en'])
  })

  it('switching the language invalidates nothing: the other language’s answers are other queries', async () => {
    const { client } = setup()
    server.route('GET /api/v2/home/categorytree', ok([]))
    server.route('GET /api/v2/customer/login-info', ok({ CustomerId: 1 }))
    server.route('GET /api/common/setlanguage/en', ok({ Language: 'en' }))
    await client.fetchQuery(homeQueries.categoryTree('th'))
    await client.fetchQuery(customerQueries.loginInfo())

    await mutate(client, languageMutations.set(), 'en')
    expect(calls('/common/setlanguage/en')).toHaveLength(1)
    const invalidated = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
    expect(invalidated).toEqual([])
    // The English tree is asked for; the login info and, back in Thai, the Thai tree are not.
    await client.fetchQuery({ ...homeQueries.categoryTree('en'), staleTime: Infinity })
    await client.fetchQuery({ ...customerQueries.loginInfo(), staleTime: Infinity })
    await client.fetchQuery({ ...homeQueries.categoryTree('th'), staleTime: Infinity })
    expect(calls('/v2/home/categorytree').map((call) => call.headers.language)).toEqual([
      'th',
      'en',
    ])
    expect(calls('/v2/customer/login-info')).toHaveLength(1)
  })

  it('a change marks its answers stale in both languages', async () => {
    const { client } = setup()
    client.setQueryData(cartQueries.cart('th').queryKey, { Items: [] } as never)
    client.setQueryData(cartQueries.cart('en').queryKey, { Items: [] } as never)
    await mutate(client, cartMutations.add(), 42)
    expect(client.getQueryState(cartQueries.cart('th').queryKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(cartQueries.cart('en').queryKey)?.isInvalidated).toBe(true)
  })
})

describe('mutations', () => {
  it('add to cart posts the nopCommerce form and marks the basket and books stale, not listings', async () => {
    const { client } = setup()
    server.route('GET /api/v2/shoppingcart/cart', ok({ Items: [] }))
    server.route('GET /api/v2/catalog/newproducts', ok({ Products: [] }))
    await client.fetchQuery(cartQueries.cart('th'))
    await client.fetchQuery(catalogQueries.newProducts('th'))

    await mutate(client, cartMutations.add(), 42)
    const [call] = calls('/v2/shoppingcart/addproducttocart/details/42/1')
    expect(call?.body).toEqual({
      FormValues: [{ Key: 'addtocart_42.EnteredQuantity', Value: '1' }],
    })
    expect(client.getQueryState(cartQueries.cart('th').queryKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(catalogQueries.newProducts('th').queryKey)?.isInvalidated).toBe(
      false,
    )
  })

  it('coupon and removal use the upstream form keys', async () => {
    const { client } = setup()
    await mutate(client, cartMutations.applyCoupon(), 'BOOKLOVER')
    await mutate(client, cartMutations.removeCoupon(), 5)
    await mutate(client, cartMutations.remove(), [11, 12])
    expect(calls('/v2/shoppingcart/applydiscountcoupon')[0]?.body).toEqual({
      FormValues: [{ Key: 'discountcouponcode', Value: 'BOOKLOVER' }],
    })
    expect(calls('/v2/shoppingcart/removediscountcoupon')[0]?.body).toEqual({
      FormValues: [{ Key: 'removediscount-5', Value: '5' }],
    })
    expect(calls('/v2/shoppingcart/updatecart')[0]?.body).toEqual({
      FormValues: [{ Key: 'removefromcart', Value: '11,12' }],
    })
  })

  it('login keeps the token for later calls and drops every cached answer', async () => {
    const { client, storage } = setup()
    server.route('GET /api/v2/shoppingcart/cart', ok({ Items: [] }))
    await client.fetchQuery(cartQueries.cart('th'))
    server.route(
      'POST /api/v2/customer/login',
      ok({ CustomerInfo: { CustomerId: 1 }, Token: 'jwt-9' }),
    )

    await mutate(client, authMutations.login(), { Email: 'a@example.com', Password: 'secret-pass' })
    expect(storage.getToken()).toBe('jwt-9')
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    await client.fetchQuery(cartQueries.cart('th'))
    expect(calls('/v2/shoppingcart/cart').at(-1)?.headers.token).toBe('jwt-9')
  })

  it('logout forgets the token even when the server fails', async () => {
    const { client, storage } = setup()
    storage.setToken('jwt-1')
    server.route('GET /api/v2/customer/logout', { status: 503, statusText: 'Service Unavailable' })
    await expect(mutate(client, authMutations.logout(), undefined)).rejects.toBeInstanceOf(ApiError)
    expect(storage.getToken()).toBeNull()
  })

  it('confirming with 2C2P puts the checkout token in the path', async () => {
    const { client } = setup()
    await mutate(client, checkoutMutations.confirm(), {
      method: '123',
      CheckoutToken: 'ct-77',
      ReturnUrl: 'http://127.0.0.1/orderdetails/1',
    })
    expect(calls('/v2/checkout/confirmorder123/ct-77')[0]?.body).toEqual({
      Data: { ReturnUrl: 'http://127.0.0.1/orderdetails/1' },
    })
  })

  it('order, address and shelf changes mark their own groups stale', async () => {
    const { client } = setup()
    client.setQueryData(orderQueries.history('th').queryKey, { Items: [] } as never)
    client.setQueryData(addressQueries.list('en').queryKey, {} as never)
    client.setQueryData(shelfQueries.shelves('th').queryKey, [])
    client.setQueryData(catalogQueries.newProducts('th').queryKey, {} as never)
    await mutate(client, orderMutations.cancel(), 3)
    await mutate(client, addressMutations.remove(), 4)
    await mutate(client, shelfMutations.create(), { Name: 'อ่านต่อ' })
    expect(calls('/v2/order/cancelorder')[0]?.body).toEqual({
      FormValues: [{ Key: 'orderId', Value: '3' }],
    })
    expect(calls('/v2/customer/addbookshelf')[0]?.body).toEqual({ Data: { Name: 'อ่านต่อ' } })
    const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated
    expect(stale(orderQueries.history('th').queryKey)).toBe(true)
    expect(stale(addressQueries.list('en').queryKey)).toBe(true)
    expect(stale(shelfQueries.shelves('th').queryKey)).toBe(true)
    expect(stale(catalogQueries.newProducts('th').queryKey)).toBe(false)
  })
})
