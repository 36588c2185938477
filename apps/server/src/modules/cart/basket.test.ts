import type { components } from '@ebook/api/generated/v2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { addBook, giveBook } from '../../testing/fixtures/cart.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { cartModule } from './index.ts'

type Envelope<D> = { Data: D; Message: string | null; ErrorList: string[] }
type Counts = components['schemas']['CartCountsModel']
type Cart = components['schemas']['ShoppingCartModel']
type Verify = components['schemas']['VerifyCheckoutModel']

let server: TestServer
let devices = 0
const newDevice = () => `cart-basket-device-${++devices}`

beforeAll(async () => {
  server = await createTestServer({ modules: [cartModule] })
})
afterAll(async () => {
  await server?.close()
})

const addPath = (bookId: number, type = 1) =>
  `/api/v2/shoppingcart/addproducttocart/details/${bookId}/${type}`

async function add(
  bookId: number,
  who: { token?: string; deviceId?: string },
  options: { type?: number; json?: unknown; language?: string } = {},
) {
  const response = await server.request('POST', addPath(bookId, options.type), {
    ...who,
    language: options.language ?? 'en',
    ...(options.json !== undefined ? { json: options.json } : {}),
  })
  return { response, body: (await expectContractResponse(response)) as Envelope<Counts> }
}

async function getCart(who: { token?: string; deviceId?: string }, language = 'en') {
  const response = await server.request('GET', '/api/v2/shoppingcart/cart', { ...who, language })
  expect(response.status).toBe(200)
  return (await expectContractResponse(response)) as Envelope<Cart>
}

async function updateCart(who: { token?: string; deviceId?: string }, json: unknown) {
  const response = await server.request('POST', '/api/v2/shoppingcart/updatecart', {
    ...who,
    language: 'en',
    json,
  })
  return { response, body: (await expectContractResponse(response)) as Envelope<Cart> }
}

describe('POST addproducttocart', () => {
  it("puts a book in a guest's basket by deviceId and answers both counts", async () => {
    const deviceId = newDevice()
    const bookId = await addBook(server.db, { price: 189 })
    const { response, body } = await add(bookId, { deviceId })
    expect(response.status).toBe(200)
    expect(body.Data).toEqual({ TotalShoppingCartProducts: 1, TotalWishListProducts: 0 })
    const wish = await add(await addBook(server.db), { deviceId }, { type: 2 })
    expect(wish.body.Data).toEqual({ TotalShoppingCartProducts: 1, TotalWishListProducts: 1 })
    const other = await getCart({ deviceId: newDevice() })
    expect(other.Data.Items).toEqual([])
  })

  it("puts a book in a signed-in customer's basket with the form's quantity 1", async () => {
    const { token } = await server.addCustomer()
    const bookId = await addBook(server.db)
    const { response } = await add(
      bookId,
      { token },
      { json: { FormValues: [{ Key: `AddToCart_${bookId}.EnteredQuantity`, Value: '1' }] } },
    )
    expect(response.status).toBe(200)
    const cart = await getCart({ token })
    expect(cart.Data.Items.map((item) => item.ProductId)).toEqual([bookId])
  })

  it('refuses a book the customer already owns', async () => {
    const { customerId, token } = await server.addCustomer()
    const bookId = await addBook(server.db)
    await giveBook(server.db, customerId, bookId)
    const { response, body } = await add(bookId, { token })
    expect(response.status).toBe(400)
    expect(body.ErrorList).toEqual(['You already own this e-book.'])
    const thai = await add(bookId, { token }, { language: 'th' })
    expect(thai.body.ErrorList).toEqual(['คุณมีอีบุ๊กเล่มนี้อยู่แล้ว'])
  })

  it('refuses a book already in the basket or the wishlist', async () => {
    const deviceId = newDevice()
    const bookId = await addBook(server.db)
    await add(bookId, { deviceId })
    const again = await add(bookId, { deviceId })
    expect(again.response.status).toBe(400)
    expect(again.body.ErrorList).toEqual(['This e-book is already in your cart.'])
    await add(bookId, { deviceId }, { type: 2 })
    const wishAgain = await add(bookId, { deviceId }, { type: 2 })
    expect(wishAgain.body.ErrorList).toEqual(['This e-book is already in your wishlist.'])
  })

  it('refuses any quantity but 1, and a book not for sale', async () => {
    const deviceId = newDevice()
    const bookId = await addBook(server.db)
    for (const value of ['2', '0', 'many']) {
      const { response, body } = await add(
        bookId,
        { deviceId },
        { json: { FormValues: [{ Key: `addtocart_${bookId}.EnteredQuantity`, Value: value }] } },
      )
      expect(response.status).toBe(400)
      expect(body.ErrorList).toEqual(['An e-book can only be bought once; the quantity must be 1.'])
    }
    const preOrder = await addBook(server.db, { disableBuyButton: true })
    const { body } = await add(preOrder, { deviceId })
    expect(body.ErrorList).toEqual(['This e-book is not for sale.'])
  })

  it('answers 404 for an unpublished or unknown book, 400 for a bad type or no caller', async () => {
    const hidden = await addBook(server.db, { published: false })
    expect((await add(hidden, { deviceId: newDevice() })).response.status).toBe(404)
    expect((await add(99999999, { deviceId: newDevice() })).response.status).toBe(404)
    const badType = await add(hidden, { deviceId: newDevice() }, { type: 3 })
    expect(badType.response.status).toBe(400)
    const bookId = await addBook(server.db)
    const nobody = await add(bookId, {})
    expect(nobody.response.status).toBe(400)
    expect(nobody.body.ErrorList).toEqual(['Send a deviceId header or sign in.'])
  })

  it('answers 400 for a malformed FormValues body', async () => {
    const bookId = await addBook(server.db)
    for (const json of [{ FormValues: 'x' }, { FormValues: [{ Key: 1 }] }, {}]) {
      const { response, body } = await add(bookId, { deviceId: newDevice() }, { json })
      expect(response.status).toBe(400)
      expect(body.ErrorList.length).toBeGreaterThan(0)
    }
  })
})

describe('GET cart', () => {
  it('answers an empty basket with 200 and the warning in ErrorList', async () => {
    for (const who of [{ deviceId: newDevice() }, {}]) {
      const body = await getCart(who)
      expect(body.Data.Items).toEqual([])
      expect(body.Data.OrderTotals.OrderTotalValue).toBe(0)
      expect(body.ErrorList).toEqual(['Your shopping cart is empty.'])
    }
    expect((await getCart({ deviceId: newDevice() }, 'th')).ErrorList).toEqual([
      'ตะกร้าสินค้าของคุณว่างเปล่า',
    ])
  })

  it('answers the lines and totals in the language, prices formatted in baht', async () => {
    const deviceId = newDevice()
    const first = await addBook(server.db, {
      price: 189,
      nameTh: 'ขุนช้างขุนแผน',
      nameEn: 'Khun Chang Khun Phaen',
      author: { th: 'สุนทรภู่', en: 'Sunthorn Phu' },
    })
    const second = await addBook(server.db, { price: 1250.5, nameEn: null, nameTh: 'สี่แผ่นดิน' })
    await add(first, { deviceId })
    await add(second, { deviceId })
    const en = await getCart({ deviceId })
    expect(en.ErrorList).toEqual([])
    expect(en.Data.IsEditable).toBe(true)
    expect(en.Data.Items.map((item) => [item.ProductName, item.UnitPrice, item.Quantity])).toEqual([
      ['Khun Chang Khun Phaen', '฿189.00', 1],
      ['สี่แผ่นดิน', '฿1,250.50', 1],
    ])
    expect(en.Data.Items[0]!.Authors).toEqual([{ Id: expect.any(Number), Name: 'Sunthorn Phu' }])
    expect(en.Data.OrderTotals).toMatchObject({
      SubTotal: '฿1,439.50',
      SubTotalValue: 1439.5,
      OrderTotal: '฿1,439.50',
      OrderTotalValue: 1439.5,
      TaxValue: 94.17,
      WillEarnRewardPoints: 143,
    })
    const th = await getCart({ deviceId }, 'th')
    expect(th.Data.Items[0]!.ProductName).toBe('ขุนช้างขุนแผน')
    expect(th.Data.Items[0]!.Authors[0]!.Name).toBe('สุนทรภู่')
  })

  it('flags a changed price once, then acknowledges it', async () => {
    const { token } = await server.addCustomer()
    const bookId = await addBook(server.db, { price: 200 })
    await add(bookId, { token })
    await server.db.query('UPDATE books SET price = 150 WHERE id = $1', [bookId])
    const verify = await server.request('GET', '/api/v2/checkout/verify-checkout', {
      token,
      language: 'en',
    })
    const before = (await expectContractResponse(verify)) as Envelope<Verify>
    expect(before.Data.Reasons.map((reason) => [reason.Code, reason.ProductId])).toEqual([
      ['PRICE_CHANGED', bookId],
    ])
    const cart = await getCart({ token })
    expect(cart.Data.Items[0]!.Warnings).toEqual(['The price changed from ฿200.00 to ฿150.00.'])
    expect(cart.Data.Items[0]!.UnitPriceValue).toBe(150)
    const again = await getCart({ token })
    expect(again.Data.Items[0]!.Warnings).toEqual([])
    const after = await server.request('GET', '/api/v2/checkout/verify-checkout', { token })
    expect(((await expectContractResponse(after)) as Envelope<Verify>).Data).toEqual({
      CanCheckout: true,
      Reasons: [],
    })
  })
})

describe('POST updatecart', () => {
  it('removes items by removefromcart and by itemquantity 0', async () => {
    const { token } = await server.addCustomer()
    const books = [await addBook(server.db), await addBook(server.db), await addBook(server.db)]
    for (const bookId of books) await add(bookId, { token })
    const ids = (await getCart({ token })).Data.Items.map((item) => item.Id)
    const { response, body } = await updateCart(
      { token },
      {
        FormValues: [
          { Key: 'RemoveFromCart', Value: `${ids[0]}, ${ids[1]}` },
          { Key: `itemquantity${ids[2]}`, Value: '1' },
        ],
      },
    )
    expect(response.status).toBe(200)
    expect(body.Data.Items.map((item) => item.Id)).toEqual([ids[2]])
    const emptied = await updateCart(
      { token },
      { FormValues: [{ Key: `itemquantity${ids[2]}`, Value: '0' }] },
    )
    expect(emptied.body.Data.Items).toEqual([])
    expect(emptied.body.ErrorList).toEqual(['Your shopping cart is empty.'])
  })

  it("does nothing to another customer's items", async () => {
    const owner = await server.addCustomer()
    const intruder = await server.addCustomer()
    const bookId = await addBook(server.db)
    await add(bookId, { token: owner.token })
    const [item] = (await getCart({ token: owner.token })).Data.Items
    const { response, body } = await updateCart(
      { token: intruder.token },
      {
        FormValues: [
          { Key: 'removefromcart', Value: String(item!.Id) },
          { Key: `itemquantity${item!.Id}`, Value: '0' },
        ],
      },
    )
    expect(response.status).toBe(200)
    expect(body.Data.Items).toEqual([])
    expect((await getCart({ token: owner.token })).Data.Items.map((i) => i.Id)).toEqual([item!.Id])
    const guest = await updateCart(
      { deviceId: newDevice() },
      { FormValues: [{ Key: 'removefromcart', Value: String(item!.Id) }] },
    )
    expect(guest.response.status).toBe(200)
    expect((await getCart({ token: owner.token })).Data.Items).toHaveLength(1)
  })

  it('answers 400 for malformed form values, never 500', async () => {
    const who = { deviceId: newDevice() }
    const cases: [unknown, string][] = [
      [
        { FormValues: [{ Key: 'itemquantity5', Value: '2' }] },
        'An e-book can only be bought once; the quantity must be 1.',
      ],
      [
        { FormValues: [{ Key: 'removefromcart', Value: '1,abc' }] },
        'removefromcart: must be cart item ids separated by commas',
      ],
      [
        { FormValues: [{ Key: 'removefromcart', Value: '9'.repeat(5000) }] },
        'removefromcart: must be cart item ids separated by commas',
      ],
      [
        { FormValues: [{ Key: 'itemquantityX', Value: '0' }] },
        'itemquantityX: must be cart item ids separated by commas',
      ],
    ]
    for (const [json, message] of cases) {
      const { response, body } = await updateCart(who, json)
      expect(response.status).toBe(400)
      expect(body.ErrorList).toEqual([message])
    }
    for (const json of [{ FormValues: {} }, { FormValues: [{ Value: '1' }] }, null]) {
      const { response } = await updateCart(who, json)
      expect(response.status).toBe(400)
    }
    expect(server.logs.filter((line) => line.includes('Error'))).toEqual([])
  })
})

describe('GET verify-checkout', () => {
  it('tells a guest to sign in and an empty basket that it is empty', async () => {
    const deviceId = newDevice()
    const empty = await server.request('GET', '/api/v2/checkout/verify-checkout', {
      deviceId,
      language: 'en',
    })
    expect(((await expectContractResponse(empty)) as Envelope<Verify>).Data).toEqual({
      CanCheckout: false,
      Reasons: [
        { Code: 'EMPTY_CART', Message: 'Your shopping cart is empty.', ProductId: null },
        { Code: 'NOT_SIGNED_IN', Message: 'Please log in to check out.', ProductId: null },
      ],
    })
    await add(await addBook(server.db), { deviceId })
    const guest = await server.request('GET', '/api/v2/checkout/verify-checkout', { deviceId })
    const body = (await expectContractResponse(guest)) as Envelope<Verify>
    expect(body.Data.Reasons.map((reason) => reason.Code)).toEqual(['NOT_SIGNED_IN'])
    expect(body.Data.Reasons[0]!.Message).toBe('กรุณาเข้าสู่ระบบก่อนชำระเงิน')
  })

  it('lists owned, unpublished and not-for-sale books by id', async () => {
    const { customerId, token } = await server.addCustomer()
    const [owned, hidden, blocked, fine] = [
      await addBook(server.db),
      await addBook(server.db),
      await addBook(server.db),
      await addBook(server.db),
    ]
    for (const bookId of [owned, hidden, blocked, fine]) await add(bookId, { token })
    await giveBook(server.db, customerId, owned)
    await server.db.query('UPDATE books SET published = false WHERE id = $1', [hidden])
    await server.db.query('UPDATE books SET disable_buy_button = true WHERE id = $1', [blocked])
    const response = await server.request('GET', '/api/v2/checkout/verify-checkout', {
      token,
      language: 'en',
    })
    const { Data } = (await expectContractResponse(response)) as Envelope<Verify>
    expect(Data.CanCheckout).toBe(false)
    expect(Data.Reasons.map((reason) => [reason.Code, reason.ProductId])).toEqual([
      ['ALREADY_OWNED', owned],
      ['UNPUBLISHED', hidden],
      ['NOT_FOR_SALE', blocked],
    ])
    const cart = await getCart({ token })
    const owns = cart.Data.Items.find((item) => item.ProductId === owned)!
    expect(owns.AlreadyOwned).toBe(true)
    expect(owns.Warnings).toEqual(['You already own this e-book. Remove it from your cart.'])
  })
})
