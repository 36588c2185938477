import type { components } from '@ebook/api/generated/v2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSetting } from '../../db/settings.ts'
import { expectContractResponse } from '../../testing/contract.ts'
import { addBook, setCoinBalance } from '../../testing/fixtures/cart.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { cartModule } from './index.ts'
import { priceCart } from './pricing.ts'

type Envelope<D> = { Data: D; Message: string | null; ErrorList: string[] }
type Checkout = components['schemas']['CheckoutModel']

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [cartModule] })
})
afterAll(async () => {
  await server?.close()
})

async function customerWithBook(price: number) {
  const customer = await server.addCustomer()
  const bookId = await addBook(server.db, { price })
  await server.request('POST', `/api/v2/shoppingcart/addproducttocart/details/${bookId}/1`, {
    token: customer.token,
  })
  return customer
}

async function useCoins(token: string | undefined, json: unknown) {
  const response = await server.request('POST', '/api/v2/checkout/userewardpoints', {
    ...(token !== undefined ? { token } : {}),
    language: 'en',
    json,
  })
  return { response, body: (await expectContractResponse(response)) as Envelope<Checkout> }
}

const on = { Data: { UseRewardPoints: true } }
const off = { Data: { UseRewardPoints: false } }

describe('POST userewardpoints', () => {
  it('pays part of the total with the balance and changes the CheckoutToken', async () => {
    const { token, customerId } = await customerWithBook(189)
    await setCoinBalance(server.db, customerId, 120)
    const before = await useCoins(token, off)
    expect(before.response.status).toBe(200)
    expect(before.body.Data.RewardPoints).toMatchObject({
      DisplayRewardPoints: true,
      RewardPointsBalance: 120,
      RewardPointsToUse: 120,
      UseRewardPoints: false,
    })
    expect(before.body.Data.OrderTotals.OrderTotalValue).toBe(189)
    const { response, body } = await useCoins(token, on)
    expect(response.status).toBe(200)
    expect(body.Data.RewardPoints.UseRewardPoints).toBe(true)
    expect(body.Data.OrderTotals).toMatchObject({
      RedeemedRewardPoints: 120,
      RedeemedRewardPointsAmount: '฿120.00',
      RedeemedRewardPointsAmountValue: 120,
      OrderTotal: '฿69.00',
      OrderTotalValue: 69,
      WillEarnRewardPoints: 6,
    })
    expect(body.Data.Cart.OrderTotals).toEqual(body.Data.OrderTotals)
    expect(body.Data.IsPaymentRequired).toBe(true)
    expect(body.Data.CheckoutToken).not.toBe(before.body.Data.CheckoutToken)
    const back = await useCoins(token, off)
    expect(back.body.Data.OrderTotals.RedeemedRewardPoints).toBe(0)
    expect(back.body.Data.CheckoutToken).not.toBe(body.Data.CheckoutToken)
  })

  it('uses only the coins that cover the total; then no payment is needed', async () => {
    const { token, customerId } = await customerWithBook(189.5)
    await setCoinBalance(server.db, customerId, 500)
    const { body } = await useCoins(token, on)
    expect(body.Data.RewardPoints).toMatchObject({
      RewardPointsToUse: 190,
      RewardPointsToUseAmountValue: 189.5,
    })
    expect(body.Data.OrderTotals).toMatchObject({
      RedeemedRewardPoints: 190,
      OrderTotalValue: 0,
      TaxValue: 0,
    })
    expect(body.Data.IsPaymentRequired).toBe(false)
  })

  it('refuses with no coins, or when the store has coins switched off', async () => {
    const { token, customerId } = await customerWithBook(100)
    const none = await useCoins(token, on)
    expect(none.response.status).toBe(400)
    expect(none.body.ErrorList).toEqual(['You have no coins to use.'])
    await setCoinBalance(server.db, customerId, 50)
    await setSetting(server.db, 'store.features', { CoinsEnabled: false })
    try {
      const disabled = await useCoins(token, on)
      expect(disabled.response.status).toBe(400)
      expect(disabled.body.ErrorList).toEqual(['Coins cannot be used for this order.'])
    } finally {
      await setSetting(server.db, 'store.features', {})
    }
    expect((await useCoins(token, on)).response.status).toBe(200)
  })

  it('answers 401 to a guest and 400 to a malformed body', async () => {
    expect((await useCoins(undefined, on)).response.status).toBe(401)
    const { token } = await customerWithBook(100)
    for (const json of [{ Data: { UseRewardPoints: 'yes' } }, { Data: {} }, {}]) {
      const { response, body } = await useCoins(token, json)
      expect(response.status).toBe(400)
      expect(body.ErrorList.length).toBeGreaterThan(0)
    }
  })
})

describe('priceCart', () => {
  it('stores the choice where priceCart reads it, changing the fingerprint', async () => {
    const { token, customerId } = await customerWithBook(100)
    await setCoinBalance(server.db, customerId, 30)
    const without = await priceCart(server.db, customerId, 'th')
    await useCoins(token, on)
    const withCoins = await priceCart(server.db, customerId, 'th')
    expect(without.coins.redeemed).toBe(0)
    expect(withCoins.coins).toMatchObject({ useRewardPoints: true, redeemed: 30 })
    expect(withCoins.orderTotal).toEqual({ value: 70, text: '฿70.00' })
    expect(withCoins.fingerprint).not.toBe(without.fingerprint)
    expect((await priceCart(server.db, customerId, 'th')).fingerprint).toBe(withCoins.fingerprint)
  })

  it('never offers coins to a guest', async () => {
    const guest = await server.db.queryOne<{ id: number }>(
      'INSERT INTO customers (is_guest, use_reward_points) VALUES (true, true) RETURNING id',
    )
    await setCoinBalance(server.db, guest!.id, 100)
    const priced = await priceCart(server.db, guest!.id, 'en')
    expect(priced.coins).toMatchObject({ display: false, balance: 0, redeemed: 0 })
  })
})
