import type { components } from '@ebook/api/generated/v2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import {
  addBook,
  addCategory,
  addCoupon,
  recordCouponUse,
  type TestCoupon,
} from '../../testing/fixtures/cart.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { cartModule } from './index.ts'

type Cart = components['schemas']['ShoppingCartModel']
type Envelope<D> = { Data: D; Message: string | null; ErrorList: string[] }
type Verify = components['schemas']['VerifyCheckoutModel']

let server: TestServer
let count = 0
const unique = (prefix: string) => `${prefix}${++count}`

beforeAll(async () => {
  server = await createTestServer({ modules: [cartModule] })
})
afterAll(async () => {
  await server?.close()
})

/** A signed-in customer with books of these prices in the basket. */
async function customerWithBasket(prices: number[], categoryIds: number[][] = []) {
  const customer = await server.addCustomer()
  const bookIds: number[] = []
  for (const [index, price] of prices.entries()) {
    const bookId = await addBook(server.db, { price, categoryIds: categoryIds[index] ?? [] })
    bookIds.push(bookId)
    const response = await server.request(
      'POST',
      `/api/v2/shoppingcart/addproducttocart/details/${bookId}/1`,
      { token: customer.token },
    )
    expect(response.status).toBe(200)
  }
  return { ...customer, bookIds }
}

async function apply(token: string, code: string | null, language = 'en') {
  const response = await server.request('POST', '/api/v2/shoppingcart/applydiscountcoupon', {
    token,
    language,
    json: { FormValues: code === null ? [] : [{ Key: 'DiscountCouponCode', Value: code }] },
  })
  return { response, body: (await expectContractResponse(response)) as Envelope<Cart> }
}

async function remove(token: string, discountId: number | string) {
  const response = await server.request('POST', '/api/v2/shoppingcart/removediscountcoupon', {
    token,
    language: 'en',
    json: { FormValues: [{ Key: `removediscount-${discountId}`, Value: 'remove' }] },
  })
  return { response, body: (await expectContractResponse(response)) as Envelope<Cart> }
}

async function coupon(fields: Omit<TestCoupon, 'code'>) {
  const code = unique('CODE')
  return { code, id: await addCoupon(server.db, { code, ...fields }) }
}

async function expectRefused(token: string, code: string | null, message: string) {
  const { response, body } = await apply(token, code)
  expect(response.status).toBe(400)
  expect(body.ErrorList).toEqual([message])
  expect(body.Data.DiscountBox).toMatchObject({ Messages: [message], IsApplied: false })
  return body
}

describe('POST applydiscountcoupon', () => {
  it('applies a percent coupon to the order total, code case-insensitive and trimmed', async () => {
    const { token } = await customerWithBasket([300, 200])
    const { code, id } = await coupon({ percent: 10 })
    const { response, body } = await apply(token, `  ${code.toLowerCase()} `)
    expect(response.status).toBe(200)
    expect(body.Data.DiscountBox).toEqual({
      AppliedDiscountsWithCodes: [{ Id: id, CouponCode: code }],
      Display: true,
      Messages: ['The coupon code was applied.'],
      IsApplied: true,
    })
    expect(body.Data.OrderTotals).toMatchObject({
      SubTotalValue: 500,
      OrderTotalDiscount: '฿50.00',
      OrderTotalDiscountValue: 50,
      OrderTotalValue: 450,
      WillEarnRewardPoints: 45,
    })
    const again = await getCart(token)
    expect(again.Data.DiscountBox.Messages).toEqual([])
    expect(again.Data.OrderTotals.OrderTotalValue).toBe(450)
  })

  it('caps a percent coupon at its maximum', async () => {
    const { token } = await customerWithBasket([2000])
    const { code } = await coupon({ percent: 10, maxDiscount: 100 })
    const { body } = await apply(token, code)
    expect(body.Data.OrderTotals).toMatchObject({
      OrderTotalDiscountValue: 100,
      OrderTotalValue: 1900,
    })
  })

  it('applies a fixed amount only from its minimum subtotal', async () => {
    const { token, bookIds } = await customerWithBasket([200])
    const { code } = await coupon({ amount: 50, minSubtotal: 300 })
    await expectRefused(token, code, 'The coupon code needs an order of at least ฿300.00.')
    const more = await addBook(server.db, { price: 120 })
    await server.request('POST', `/api/v2/shoppingcart/addproducttocart/details/${more}/1`, {
      token,
    })
    const { response, body } = await apply(token, code)
    expect(response.status).toBe(200)
    expect(body.Data.OrderTotals).toMatchObject({
      SubTotalValue: 320,
      OrderTotalDiscountValue: 50,
      OrderTotalValue: 270,
    })
    expect(bookIds).toHaveLength(1)
  })

  it('refuses an empty, unknown, expired or not yet started code', async () => {
    const { token } = await customerWithBasket([100])
    await expectRefused(token, null, 'The coupon code is empty.')
    await expectRefused(token, '   ', 'The coupon code is empty.')
    await expectRefused(token, 'NO-SUCH-CODE', 'The coupon code is not valid.')
    await expectRefused(token, 'X'.repeat(10000), 'The coupon code is not valid.')
    const expired = await coupon({ percent: 20, endsAt: '2024-01-31T23:59:59Z' })
    await expectRefused(token, expired.code, 'The coupon code has expired.')
    const future = await coupon({ percent: 20, startsAt: '2098-01-01T00:00:00Z' })
    await expectRefused(token, future.code, 'The coupon code has expired.')
    const { body } = await apply(token, expired.code, 'th')
    expect(body.ErrorList).toEqual(['รหัสคูปองหมดอายุแล้ว'])
  })

  it('refuses a coupon used up, counting the uses it was seeded with', async () => {
    const { token, customerId } = await customerWithBasket([100])
    const seeded = await coupon({
      amount: 100,
      limitation: 'n_times',
      times: 100,
      importedTimesUsed: 100,
    })
    await expectRefused(token, seeded.code, 'The coupon code has been used up.')
    const once = await coupon({ amount: 10, limitation: 'n_times', times: 2, importedTimesUsed: 1 })
    const other = await server.addCustomer()
    await recordCouponUse(server.db, once.id, other.customerId)
    await expectRefused(token, once.code, 'The coupon code has been used up.')
    const open = await coupon({ amount: 10, limitation: 'n_times', times: 2 })
    await recordCouponUse(server.db, open.id, customerId)
    expect((await apply(token, open.code)).response.status).toBe(200)
  })

  it('refuses a once-per-customer coupon to a customer who used it, not to others', async () => {
    const first = await customerWithBasket([100])
    const second = await customerWithBasket([100])
    const { code, id } = await coupon({ percent: 15, limitation: 'n_times_per_customer' })
    await recordCouponUse(server.db, id, first.customerId)
    await expectRefused(first.token, code, 'You have already used this coupon code.')
    const { response, body } = await apply(second.token, code)
    expect(response.status).toBe(200)
    expect(body.Data.OrderTotals.OrderTotalDiscountValue).toBe(15)
  })

  it('takes a category coupon off the lines in the category and its subcategories only', async () => {
    const literature = await addCategory(server.db)
    const poetry = await addCategory(server.db, literature)
    const other = await addCategory(server.db)
    const { code } = await coupon({ percent: 20, categoryIds: [literature] })
    const outside = await customerWithBasket([100], [[other]])
    await expectRefused(
      outside.token,
      code,
      'The coupon code does not apply to the books in your cart.',
    )
    const { token, bookIds } = await customerWithBasket([250, 100], [[poetry], [other]])
    const { response, body } = await apply(token, code)
    expect(response.status).toBe(200)
    const lines = body.Data.Items.map((item) => [
      item.ProductId,
      item.UnitPriceValue,
      item.Discount,
      item.DiscountValue,
      item.SubTotalValue,
    ])
    expect(lines).toEqual([
      [bookIds[0], 250, '฿50.00', 50, 200],
      [bookIds[1], 100, null, 0, 100],
    ])
    expect(body.Data.OrderTotals).toMatchObject({
      SubTotalValue: 300,
      OrderTotalDiscountValue: 0,
      OrderTotalValue: 300,
    })
  })

  it('takes a subtotal coupon off SubTotalDiscount and a book coupon off its line', async () => {
    const { token, bookIds } = await customerWithBasket([120, 80])
    const onBook = await coupon({ amount: 30, appliesTo: 'books', bookIds: [], cumulative: true })
    await server.db.query('INSERT INTO discount_books (discount_id, book_id) VALUES ($1, $2)', [
      onBook.id,
      bookIds[1],
    ])
    const onSubtotal = await coupon({ percent: 10, appliesTo: 'order_subtotal', cumulative: true })
    await apply(token, onBook.code)
    const { body } = await apply(token, onSubtotal.code)
    expect(body.Data.Items.map((item) => item.SubTotalValue)).toEqual([120, 50])
    expect(body.Data.OrderTotals).toMatchObject({
      SubTotalValue: 170,
      SubTotalDiscount: '฿17.00',
      SubTotalDiscountValue: 17,
      OrderTotalValue: 153,
    })
  })

  it('refuses a code already applied, and lets a new coupon replace a non-cumulative one', async () => {
    const { token } = await customerWithBasket([100])
    const first = await coupon({ percent: 10 })
    const second = await coupon({ amount: 30 })
    await apply(token, first.code)
    await expectRefused(token, first.code, 'The coupon code is already applied.')
    const { body } = await apply(token, second.code)
    expect(body.Data.DiscountBox.AppliedDiscountsWithCodes).toEqual([
      { Id: second.id, CouponCode: second.code },
    ])
    expect(body.Data.OrderTotals.OrderTotalValue).toBe(70)
    const a = await coupon({ percent: 10, cumulative: true })
    const b = await coupon({ amount: 5, cumulative: true })
    await apply(token, a.code)
    const both = await apply(token, b.code)
    expect(both.body.Data.DiscountBox.AppliedDiscountsWithCodes.map((d) => d.Id)).toEqual([
      a.id,
      b.id,
    ])
    expect(both.body.Data.OrderTotals).toMatchObject({
      OrderTotalDiscountValue: 15,
      OrderTotalValue: 85,
    })
  })

  it('warns about an applied coupon that stopped applying and blocks checkout', async () => {
    const { token } = await customerWithBasket([100])
    const { code, id } = await coupon({ percent: 10 })
    await apply(token, code)
    await server.db.query("UPDATE discounts SET ends_at = now() - interval '1 day' WHERE id = $1", [
      id,
    ])
    const cart = await getCart(token)
    expect(cart.Data.Warnings).toEqual([
      `The coupon code ${code} no longer applies: The coupon code has expired.`,
    ])
    expect(cart.Data.OrderTotals.OrderTotalValue).toBe(100)
    const verify = await server.request('GET', '/api/v2/checkout/verify-checkout', {
      token,
      language: 'en',
    })
    const { Data } = (await expectContractResponse(verify)) as Envelope<Verify>
    expect(Data.Reasons).toEqual([
      {
        Code: 'COUPON_INVALID',
        Message: `The coupon code ${code} no longer applies. Remove it from your cart.`,
        ProductId: null,
      },
    ])
  })

  it('works for a guest by deviceId', async () => {
    const deviceId = unique('coupon-guest-')
    const bookId = await addBook(server.db, { price: 80 })
    await server.request('POST', `/api/v2/shoppingcart/addproducttocart/details/${bookId}/1`, {
      deviceId,
    })
    const { code } = await coupon({ amount: 30 })
    const response = await server.request('POST', '/api/v2/shoppingcart/applydiscountcoupon', {
      deviceId,
      json: { FormValues: [{ Key: 'discountcouponcode', Value: code }] },
    })
    expect(response.status).toBe(200)
    const body = (await expectContractResponse(response)) as Envelope<Cart>
    expect(body.Data.OrderTotals.OrderTotal).toBe('฿50.00')
    expect(body.Data.DiscountBox.Messages).toEqual(['ใช้รหัสคูปองเรียบร้อยแล้ว'])
  })
})

describe('POST removediscountcoupon', () => {
  it('removes an applied coupon, and answers 400 when it is not applied', async () => {
    const { token } = await customerWithBasket([100])
    const { code, id } = await coupon({ percent: 50 })
    await apply(token, code)
    const { response, body } = await remove(token, id)
    expect(response.status).toBe(200)
    expect(body.Data.DiscountBox).toMatchObject({
      AppliedDiscountsWithCodes: [],
      Messages: ['The coupon code was removed.'],
    })
    expect(body.Data.OrderTotals.OrderTotalValue).toBe(100)
    const again = await remove(token, id)
    expect(again.response.status).toBe(400)
    expect(again.body.ErrorList).toEqual(['This coupon code is not applied.'])
    for (const bad of ['x', '']) {
      const malformed = await remove(token, bad)
      expect(malformed.response.status).toBe(400)
    }
  })

  it("does not remove another customer's coupon", async () => {
    const owner = await customerWithBasket([100])
    const intruder = await customerWithBasket([100])
    const { code, id } = await coupon({ percent: 10 })
    await apply(owner.token, code)
    expect((await remove(intruder.token, id)).response.status).toBe(400)
    expect((await getCart(owner.token)).Data.DiscountBox.AppliedDiscountsWithCodes).toHaveLength(1)
  })
})

async function getCart(token: string) {
  const response = await server.request('GET', '/api/v2/shoppingcart/cart', {
    token,
    language: 'en',
  })
  return (await expectContractResponse(response)) as Envelope<Cart>
}
