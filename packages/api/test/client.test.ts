import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClients, DEVICE_TYPE_ID, type ApiClientOptions } from '../src/client'
import { ApiError } from '../src/errors'
import { createClientStorage, memoryStore } from '../src/storage'
import { unwrap, unwrapContent, unwrapData } from '../src/unwrap'
import { ok, startTestServer, type TestServer } from './server'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.reset()
  server.route('POST /api/appstart', ok({ DeviceTypeId: DEVICE_TYPE_ID }))
})

function clients(options: ApiClientOptions = {}) {
  const store = memoryStore()
  const storage = createClientStorage(store)
  const api = createApiClients({
    baseUrl: `${server.origin}/api`,
    contentBaseUrl: `${server.origin}/content-api`,
    storage,
    ...options,
  })
  return { api, store, storage }
}

describe('request headers', () => {
  it('sends deviceId (one UUID, kept), Token, Language and a JSON content type', async () => {
    const { api, storage, store } = clients({ locale: () => 'en' })
    storage.setToken('jwt-1')
    await api.v2.GET('/v2/shoppingcart/cart')
    await api.v2.GET('/v2/shoppingcart/cart')

    const calls = server.requests.filter((r) => r.path === '/api/v2/shoppingcart/cart')
    expect(calls).toHaveLength(2)
    const [first, second] = calls
    expect(first!.headers.deviceid).toMatch(uuid)
    expect(second!.headers.deviceid).toBe(first!.headers.deviceid)
    expect(store.getItem('deviceId')).toBe(first!.headers.deviceid)
    expect(first!.headers.token).toBe('jwt-1')
    expect(first!.headers.language).toBe('en')
    expect(first!.headers['content-type']).toBe('application/json')
  })

  it('sends no Token header for a guest', async () => {
    const { api } = clients()
    await api.v2.GET('/v2/shoppingcart/cart')
    const call = server.requests.find((r) => r.path === '/api/v2/shoppingcart/cart')
    expect(call?.headers).not.toHaveProperty('token')
    expect(call?.headers.language).toBe('th')
  })

  it('anonymous: no deviceId, no Token, no app start, and no device id kept', async () => {
    const { api, storage, store } = clients({ anonymous: true, locale: () => 'en' })
    storage.setToken('jwt-1')
    await api.v2.GET('/v2/product/productdetails/{productId}', {
      params: { path: { productId: 1 } },
    })
    const call = server.requests.find((r) => r.path === '/api/v2/product/productdetails/1')
    expect(call?.headers).not.toHaveProperty('deviceid')
    expect(call?.headers).not.toHaveProperty('token')
    expect(call?.headers.language).toBe('en')
    expect(server.requests.map((r) => r.path)).not.toContain('/api/appstart')
    expect(store.getItem('deviceId')).toBeNull()
  })

  it('v1 sends Language and DeviceTypeId 20, and repeats the id parameter', async () => {
    server.route('GET /content-api/v1/home/recent-view', { body: { data: [], message: null } })
    const { api } = clients({ locale: () => 'en' })
    await api.v1.GET('/v1/home/recent-view', { params: { query: { id: [3, 1, 2] } } })
    const call = server.requests.find((r) => r.path === '/content-api/v1/home/recent-view')
    expect(call?.headers.language).toBe('en')
    expect(call?.headers.devicetypeid).toBe('20')
    expect(call?.url.search).toBe('?id=3&id=1&id=2')
  })
})

describe('app start', () => {
  it('goes first, without a device id, and nothing else leaves before its answer', async () => {
    server.route('POST /api/appstart', { ...ok({ DeviceTypeId: 20 }), delay: 150 })
    const { api } = clients()
    await Promise.all([
      api.v2.GET('/v2/shoppingcart/cart'),
      api.v2.GET('/v2/customer/info'),
      api.v1.GET('/v1/home/widgets'),
    ])
    const [first, ...rest] = server.requests
    expect(first?.method).toBe('POST')
    expect(first?.path).toBe('/api/appstart')
    expect(first?.body).toEqual({ Data: { DeviceTypeId: 20 } })
    expect(first?.headers).not.toHaveProperty('deviceid')
    expect(rest).toHaveLength(3)
    // Each later request arrived after app start had been answered.
    expect(server.answered[0]).toBe('POST /api/appstart')
  })

  it('runs once, and start() answers its data', async () => {
    const { api } = clients()
    const result = await api.start()
    await api.v2.GET('/v2/shoppingcart/cart')
    await api.start()
    expect(result).toEqual({ ok: true, data: { DeviceTypeId: 20 } })
    expect(server.requests.filter((r) => r.path === '/api/appstart')).toHaveLength(1)
  })

  it('when it fails, calls still go out and the next call tries it again', async () => {
    server.route('POST /api/appstart', { status: 503, statusText: 'Service Unavailable' })
    const { api } = clients()
    const first = await api.start()
    expect(first.ok).toBe(false)
    if (!first.ok) expect(first.error.messages).toEqual(['503 Service Unavailable'])

    await api.v2.GET('/v2/shoppingcart/cart')
    server.route('POST /api/appstart', ok({ DeviceTypeId: 20 }))
    await api.v2.GET('/v2/shoppingcart/cart')
    await api.v2.GET('/v2/shoppingcart/cart')
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/appstart',
      '/api/appstart',
      '/api/v2/shoppingcart/cart',
      '/api/appstart',
      '/api/v2/shoppingcart/cart',
      '/api/v2/shoppingcart/cart',
    ])
  })
})

describe('error rules (SPEC §8)', () => {
  it('401 clears browser storage, calls onUnauthorized, and rejects with the body', async () => {
    const onUnauthorized = vi.fn()
    const { api, storage, store } = clients({ onUnauthorized, keepOnUnauthorized: ['theme'] })
    storage.setToken('expired')
    store.setItem('theme', 'light')
    store.setItem('customer', '{"CustomerId":1}')
    const body = { Data: null, Message: null, ErrorList: ['Token expired'] }
    server.route('GET /api/v2/customer/info', { status: 401, statusText: 'Unauthorized', body })

    const error = await unwrap(api.v2.GET('/v2/customer/info')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, kind: 'http', messages: ['Token expired'], body })
    expect(onUnauthorized).toHaveBeenCalledOnce()
    expect(onUnauthorized.mock.calls[0]![0]).toBeInstanceOf(ApiError)
    expect(storage.getToken()).toBeNull()
    expect(store.getItem('customer')).toBeNull()
    expect(store.getItem('theme')).toBe('light')
  })

  it('a 401 for a session that has since changed leaves the new one alone', async () => {
    const onUnauthorized = vi.fn()
    const { api, storage, store } = clients({ onUnauthorized })
    storage.setToken('old')
    store.setItem('customer', '{"CustomerId":1}')
    // The customer signs in again while the call with the old token is under way.
    server.route('GET /api/v2/customer/info', () => {
      storage.setToken('new')
      store.setItem('customer', '{"CustomerId":2}')
      return { status: 401, statusText: 'Unauthorized', body: { ErrorList: ['Token expired'] } }
    })

    const error = await unwrap(api.v2.GET('/v2/customer/info')).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(storage.getToken()).toBe('new')
    expect(store.getItem('customer')).toBe('{"CustomerId":2}')
  })

  it('500 calls onServerError and rejects', async () => {
    const onServerError = vi.fn()
    const { api } = clients({ onServerError })
    server.route('GET /api/v2/shoppingcart/cart', {
      status: 500,
      statusText: 'Internal Server Error',
    })
    const error = await unwrap(api.v2.GET('/v2/shoppingcart/cart')).catch((e: unknown) => e)
    expect(onServerError).toHaveBeenCalledOnce()
    expect(error).toMatchObject({ status: 500, messages: ['500 Internal Server Error'] })
  })

  it('another status rejects with the ErrorList of the body', async () => {
    const { api } = clients()
    server.route('GET /api/v2/shoppingcart/cart', {
      status: 400,
      body: { Data: null, Message: null, ErrorList: ['Coupon expired', 'Try another'] },
    })
    await expect(unwrapData(api.v2.GET('/v2/shoppingcart/cart'))).rejects.toMatchObject({
      status: 400,
      messages: ['Coupon expired', 'Try another'],
      ErrorList: ['Coupon expired', 'Try another'],
    })
  })

  it('a status without a body becomes ErrorList ["{status} {statusText}"]', async () => {
    const { api } = clients()
    server.route('GET /api/v2/shoppingcart/cart', { status: 404, statusText: 'Not Found' })
    await expect(unwrap(api.v2.GET('/v2/shoppingcart/cart'))).rejects.toMatchObject({
      status: 404,
      messages: ['404 Not Found'],
    })
  })

  it('v1 errors carry their message', async () => {
    const { api } = clients()
    server.route('GET /content-api/v1/home/widgets', {
      status: 400,
      body: { data: null, message: 'Unknown widget' },
    })
    await expect(unwrapContent(api.v1.GET('/v1/home/widgets'))).rejects.toMatchObject({
      status: 400,
      messages: ['Unknown widget'],
    })
  })

  it('a network failure rejects with a typed error in the user’s language', async () => {
    const dead = createApiClients({
      baseUrl: 'http://127.0.0.1:9/api',
      storage: createClientStorage(memoryStore()),
      locale: () => 'en',
    })
    const result = await dead.start()
    expect(result.ok).toBe(false)
    const error = await dead.v2.GET('/v2/shoppingcart/cart').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network', status: 0 })
    expect((error as ApiError).messages[0]).toMatch(/connect/i)
  })

  it('a successful answer unwraps to its Data', async () => {
    const { api } = clients()
    server.route('GET /api/v2/catalog/newproducts', ok({ Products: [], TotalPages: 0 }))
    const data = await unwrapData(
      api.v2.GET('/v2/catalog/newproducts', { params: { query: { pageNumber: 2 } } }),
    )
    expect(data).toMatchObject({ Products: [] })
    const call = server.requests.find((r) => r.path === '/api/v2/catalog/newproducts')
    expect(call?.url.searchParams.get('pageNumber')).toBe('2')
  })
})
