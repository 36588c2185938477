// Answers of the buying and address calls as the server sends them, for the route tests.
import type { AddressModel, Schema, ShoppingCartItemModel } from '@ebook/api/types'
import axe from 'axe-core'
import { expect } from 'vitest'
import type { Call } from '../test/harness'

type Answer = { status?: number; body: unknown }
export type Handler = (call: Call) => Answer | undefined

/** A v2 success envelope. */
export const ok = (Data: unknown, Message: string | null = null): Answer => ({
  body: { Data, Message, ErrorList: [] },
})
/** A v2 refusal with the server's messages (and Data, when it sends some). */
export const refused = (messages: string[], status = 400, Data: unknown = null): Answer => ({
  status,
  body: { Data, Message: null, ErrorList: messages },
})

/** Signs the test's visitor in, as a stored session does. */
export function signIn(): void {
  localStorage.setItem('token', 'test-token')
  localStorage.setItem(
    'customerInfo',
    JSON.stringify({
      CustomerId: 7,
      Username: 'malee',
      FirstName: 'มาลี',
      LastName: 'ใจดี',
      Email: 'malee@example.com',
      IsAdmin: false,
      AdminRedirectUrl: null,
      PublisherRedirectUrl: null,
      PublisherStatus: 0,
    }),
  )
}

/** Answers the first handler that knows the call. */
export const handlers =
  (...list: Handler[]): Handler =>
  (call) => {
    for (const handler of list) {
      const answer = handler(call)
      if (answer) return answer
    }
    return undefined
  }

/** One handler per `METHOD /path` (path without /api). */
export const routes =
  (table: Record<string, (call: Call) => Answer>): Handler =>
  (call) =>
    table[`${call.method} ${call.path.replace(/^\/api/, '')}`]?.(call)

/** The FormValues of a form post as a plain object. */
export function formValuesOf(call: Call): Record<string, string> {
  const body = call.body as { FormValues?: { Key: string; Value: string }[] }
  return Object.fromEntries((body.FormValues ?? []).map(({ Key, Value }) => [Key, Value]))
}

/** Fails with the rules axe finds broken in the page's own content (the layout has its tests). */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.querySelector('main')!, {
    // The fake server's covers do not exist; colour contrast is checked by the kit's own tests.
    rules: { 'color-contrast': { enabled: false } },
  })
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([])
}

// ---------------------------------------------------------------------------------------------
// Addresses

const picture = (id: number, title: string) => ({
  ImageUrl: `/media/covers/${id}.png?w=357`,
  ThumbImageUrl: `/media/covers/${id}.png?w=120`,
  FullSizeImageUrl: `/media/covers/${id}.png`,
  Title: title,
  AlternateText: `ปกหนังสือ ${title}`,
})

export const provinces = [
  { id: 10, name: 'กรุงเทพมหานคร' },
  { id: 50, name: 'เชียงใหม่' },
]

export const districtsOf: Record<number, Schema<'DistrictModel'>[]> = {
  10: [
    {
      Id: 1001,
      Name: 'เขตพระนคร',
      SubDistricts: [
        { Id: 100101, Name: 'แขวงพระบรมมหาราชวัง', PostCode: '10200' },
        { Id: 100102, Name: 'แขวงวังบูรพาภิรมย์', PostCode: '10200' },
      ],
    },
    {
      Id: 1033,
      Name: 'เขตคลองเตย',
      SubDistricts: [{ Id: 103301, Name: 'แขวงคลองตัน', PostCode: '10110' }],
    },
  ],
  50: [
    {
      Id: 5001,
      Name: 'เมืองเชียงใหม่',
      SubDistricts: [{ Id: 500101, Name: 'ศรีภูมิ', PostCode: '50200' }],
    },
  ],
}

const flags = {
  CompanyEnabled: true,
  CompanyRequired: false,
  CountryEnabled: false,
  StateProvinceEnabled: true,
  CityEnabled: true,
  CityRequired: true,
  CountyEnabled: true,
  CountyRequired: true,
  StreetAddressEnabled: true,
  StreetAddressRequired: true,
  StreetAddress2Enabled: true,
  StreetAddress2Required: false,
  ZipPostalCodeEnabled: true,
  ZipPostalCodeRequired: true,
  PhoneEnabled: true,
  PhoneRequired: true,
}

/** An address as the server keeps it (in lists: no choice lists). */
export function fakeAddress(overrides: Partial<AddressModel> = {}): AddressModel {
  return {
    Id: 12,
    FirstName: 'สมชาย',
    LastName: 'ใจดี',
    Email: 'somchai@example.com',
    Company: null,
    CountryId: 1,
    CountryName: 'ไทย',
    StateProvinceId: 10,
    StateProvinceName: 'กรุงเทพมหานคร',
    DistrictId: 1001,
    City: 'เขตพระนคร',
    SubDistrictId: 100101,
    County: 'แขวงพระบรมมหาราชวัง',
    Address1: '99/1 ถนนหน้าพระลาน',
    Address2: null,
    ZipPostalCode: '10200',
    PhoneNumber: '0812345678',
    ...flags,
    AvailableCountries: [],
    AvailableStates: [],
    AvailableDistricts: [],
    CustomProperties: {},
    ...overrides,
  } as AddressModel
}

/** The blank form of a new address (addressedit/0): Thailand chosen, nothing else. */
export function blankAddressForm(overrides: Partial<AddressModel> = {}): AddressModel {
  return fakeAddress({
    Id: 0,
    FirstName: null,
    LastName: null,
    Email: null,
    StateProvinceId: null,
    StateProvinceName: null,
    DistrictId: null,
    City: null,
    SubDistrictId: null,
    County: null,
    Address1: null,
    ZipPostalCode: null,
    PhoneNumber: null,
    ...overrides,
  })
}

/**
 * The English names the server gives these places when asked in English (the seed's, from
 * thai-address-universal). The palace has none there and keeps its Thai name, as the server does.
 */
const englishPlaceNames: Record<number, string> = {
  10: 'Bangkok',
  50: 'Chiang Mai',
  1001: 'Phra Nakhon',
  1033: 'Khlong Toei',
  5001: 'Mueang Chiang Mai',
  100102: 'Wang Burapha Phirom',
  103301: 'Khlong Tan',
  500101: 'Si Phum',
}

/** A place's name as the server answers it in the call's language (the `Language` header). */
function placeName(id: number | null, thai: string | null, language: string | null) {
  return language === 'en' && id !== null ? (englishPlaceNames[id] ?? thai) : thai
}

/** An address as the server answers it in a language: its places named in that language. */
export function addressIn(language: string | null, address: AddressModel): AddressModel {
  if (language !== 'en') return address
  return {
    ...address,
    CountryName: address.CountryId === 1 ? 'Thailand' : address.CountryName,
    StateProvinceName: placeName(address.StateProvinceId, address.StateProvinceName, language),
    City: placeName(address.DistrictId, address.City, language),
    County: placeName(address.SubDistrictId, address.County, language),
  }
}

/** The country calls: the provinces of Thailand, and a province's districts, in the call's language. */
export const countryCalls: Handler = (call) => {
  const language = call.headers.get('Language')
  if (call.path === '/api/v2/country/getstatesbycountryid/1') {
    return ok(provinces.map(({ id, name }) => ({ id, name: placeName(id, name, language) })))
  }
  const match = /^\/api\/v2\/country\/getcitybystatesid\/(\d+)$/.exec(call.path)
  if (!match) return undefined
  return ok(
    (districtsOf[Number(match[1])] ?? []).map((district) => ({
      ...district,
      Name: placeName(district.Id, district.Name, language)!,
      SubDistricts: district.SubDistricts.map((sub) => ({
        ...sub,
        Name: placeName(sub.Id, sub.Name, language)!,
      })),
    })),
  )
}

// ---------------------------------------------------------------------------------------------
// The basket and paying

export function fakeItem(
  id: number,
  productId: number,
  name: string,
  price: number,
): ShoppingCartItemModel {
  return {
    Id: id,
    Sku: `EB-${productId}`,
    VendorName: 'สำนักพิมพ์เรือนไม้สัก',
    Picture: picture(productId, name),
    ProductId: productId,
    ProductName: name,
    ProductSeName: `book-${productId}`,
    UnitPrice: `฿${price}.00`,
    UnitPriceValue: price,
    SubTotal: `฿${price}.00`,
    SubTotalValue: price,
    Discount: null,
    DiscountValue: 0,
    Quantity: 1,
    AllowItemEditing: false,
    AlreadyOwned: false,
    Authors: [{ Id: 1, Name: 'สุนทรภู่' }],
    FileFormat: 'EPUB',
    Warnings: [],
  } as ShoppingCartItemModel
}

export function totals(
  subtotal: number,
  { discount = 0, coins = 0 }: { discount?: number; coins?: number } = {},
): Schema<'OrderTotalsModel'> {
  const total = subtotal - discount - coins
  return {
    SubTotal: `฿${subtotal.toFixed(2)}`,
    SubTotalValue: subtotal,
    SubTotalDiscount: null,
    SubTotalDiscountValue: 0,
    Tax: `฿${((total * 7) / 107).toFixed(2)}`,
    TaxValue: Number(((total * 7) / 107).toFixed(2)),
    OrderTotalDiscount: discount ? `฿${discount.toFixed(2)}` : null,
    OrderTotalDiscountValue: discount,
    RedeemedRewardPoints: coins,
    RedeemedRewardPointsAmount: coins ? `฿${coins.toFixed(2)}` : null,
    RedeemedRewardPointsAmountValue: coins,
    WillEarnRewardPoints: Math.floor(total / 10),
    OrderTotal: `฿${total.toFixed(2)}`,
    OrderTotalValue: total,
  }
}

export function fakeCart(
  items: ShoppingCartItemModel[],
  overrides: Partial<Schema<'ShoppingCartModel'>> = {},
): Schema<'ShoppingCartModel'> {
  return {
    Items: items,
    Warnings: [],
    DiscountBox: { AppliedDiscountsWithCodes: [], Display: true, Messages: [], IsApplied: false },
    IsEditable: true,
    OrderTotals: totals(items.reduce((sum, item) => sum + item.SubTotalValue, 0)),
    ...overrides,
  } as Schema<'ShoppingCartModel'>
}

export const paymentMethods: Schema<'PaymentMethodModel'>[] = [
  {
    PaymentMethodSystemName: 'Payments.Omise',
    Name: 'บัตรเครดิต / เดบิต',
    Description: 'ชำระด้วยบัตร Visa, Mastercard, JCB',
    Fee: null,
    FeeValue: 0,
    Selected: true,
    LogoUrl: null,
  },
  {
    PaymentMethodSystemName: 'Payments.PGW',
    Name: 'QR พร้อมเพย์ / โมบายแบงก์กิ้ง',
    Description: 'ชำระผ่านหน้าชำระเงินของ 2C2P',
    Fee: null,
    FeeValue: 0,
    Selected: false,
    LogoUrl: null,
  },
  {
    PaymentMethodSystemName: 'Payments.2C2P123',
    Name: 'ชำระที่เคาน์เตอร์ / ATM',
    Description: 'รับรหัสชำระเงินแล้วชำระที่เคาน์เตอร์',
    Fee: null,
    FeeValue: 0,
    Selected: false,
    LogoUrl: null,
  },
]

export function fakeCheckout(
  items: ShoppingCartItemModel[],
  overrides: Partial<Schema<'CheckoutModel'>> = {},
): Schema<'CheckoutModel'> {
  const cart = fakeCart(items, { IsEditable: false })
  return {
    Cart: cart,
    OrderTotals: cart.OrderTotals,
    PaymentMethods: paymentMethods,
    RewardPoints: {
      DisplayRewardPoints: false,
      RewardPointsBalance: 0,
      RewardPointsAmount: '฿0.00',
      RewardPointsAmountValue: 0,
      RewardPointsToUse: 0,
      RewardPointsToUseAmount: '฿0.00',
      RewardPointsToUseAmountValue: 0,
      UseRewardPoints: false,
    },
    IsPaymentRequired: true,
    CheckoutToken: 'ck_test_0001',
    ...overrides,
  } as Schema<'CheckoutModel'>
}

export function fakeCompleted(
  overrides: Partial<Schema<'CheckoutCompletedModel'>> = {},
): Schema<'CheckoutCompletedModel'> {
  return {
    OrderId: 5012,
    CustomOrderNumber: 'EB-2026-005012',
    OrderTotal: '฿189.00',
    OrderTotalValue: 189,
    PaymentStatus: 'ชำระเงินแล้ว',
    PaymentStatusEnum: 30,
    OrderStatus: 'เสร็จสมบูรณ์',
    OrderStatusEnum: 30,
    PaymentMethodSystemName: 'Payments.Omise',
    Items: [
      {
        ProductId: 101,
        ProductName: 'ขุนช้างขุนแผน',
        ProductSeName: 'khun-chang',
        Picture: picture(101, 'ขุนช้างขุนแผน'),
      },
    ],
    CustomerEmail: 'malee@example.com',
    ...overrides,
  } as Schema<'CheckoutCompletedModel'>
}

export const coinBalance = (balance: number) => ({
  CoinsEnabled: true,
  Balance: balance,
  BalanceAmount: `฿${balance.toFixed(2)}`,
  BalanceAmountValue: balance,
  ExchangeRate: 1,
  ExchangeDescription: '1 เหรียญ = ฿1.00',
  MinimumCoinsToUse: 0,
  EarningDescription: 'รับ 1 เหรียญ ทุกการซื้อ ฿10.00',
})
