/**
 * The book page's model on its own (no database): which automatic discounts apply when, the
 * visitor's part merged into the shared details, and the specification groups' order.
 */
import { describe, expect, it } from 'vitest'
import {
  addToCartState,
  discountedPrice,
  discountsChangeAt,
  isSharedPage,
  NO_FLAGS,
  specificationGroups,
  withVisitor,
  type BookFacts,
  type DiscountRule,
  type ProductDetails,
} from './book-page.ts'
import type { CatalogMeta } from './data.ts'

const HOUR = 3_600_000
const now = Date.UTC(2026, 10, 27, 12)

function rule(overrides: Partial<DiscountRule>): DiscountRule {
  return {
    usePercentage: true,
    percentage: 10,
    amount: 0,
    maxDiscountAmount: null,
    startsAt: null,
    endsAt: null,
    books: new Set([1]),
    categories: null,
    ...overrides,
  }
}

const book = { id: 1, categories: [7, 3], price: 189 }

describe('automatic discounts on the page', () => {
  it('takes the largest discount that applies now, to the satang', () => {
    const rules = [
      rule({ percentage: 10 }),
      rule({ usePercentage: false, amount: 25, books: null, categories: new Set([3]) }),
      rule({ percentage: 50, books: new Set([2]) }),
      rule({ percentage: 60, startsAt: now + HOUR }),
      rule({ percentage: 70, endsAt: now }),
    ]
    expect(discountedPrice(book, rules, now)).toBe(164)
    expect(discountedPrice(book, [rule({ percentage: 12.5 })], now)).toBe(165.37)
    expect(discountedPrice(book, [rule({ percentage: 50, books: new Set([2]) })], now)).toBeNull()
  })

  it('caps a percentage at its maximum, not a fixed amount', () => {
    expect(discountedPrice(book, [rule({ percentage: 50, maxDiscountAmount: 20 })], now)).toBe(169)
    const fixed = rule({ usePercentage: false, amount: 80, maxDiscountAmount: 20 })
    expect(discountedPrice(book, [fixed], now)).toBe(109)
    expect(discountedPrice(book, [rule({ usePercentage: false, amount: 500 })], now)).toBe(0)
  })

  it('tells when the discounts of a book next start or end', () => {
    const rules = [
      rule({ startsAt: now + 2 * HOUR, endsAt: now + 5 * HOUR }),
      rule({ endsAt: now + 3 * HOUR, books: new Set([2]) }),
      rule({ startsAt: now - HOUR, endsAt: now + 4 * HOUR, books: null, categories: new Set([7]) }),
    ]
    expect(discountsChangeAt(rules, book, now)).toBe(now + 2 * HOUR)
    expect(discountsChangeAt(rules, book, now + 2 * HOUR)).toBe(now + 4 * HOUR)
    expect(discountsChangeAt(rules, book, now + 5 * HOUR)).toBe(Infinity)
  })
})

const facts: BookFacts = {
  id: 1,
  disable_buy_button: false,
  disable_wishlist_button: false,
  available_for_pre_order: true,
  pre_order_start: new Date(now + HOUR),
  allow_customer_reviews: true,
}

describe("the visitor's part", () => {
  const shared = {
    Id: 1,
    Name: 'x',
    ProductReviewOverview: {
      ProductId: 1,
      RatingSum: 9,
      TotalReviews: 2,
      AllowCustomerReviews: true,
      CanAddNewReview: false,
    },
    AddToCart: addToCartState(facts, null),
  } as unknown as ProductDetails

  it('is merged as data, in the places of the shared page', () => {
    const owner = withVisitor(shared, facts, { ...NO_FLAGS, owned: true }, true)
    expect(Object.keys(owner)).toEqual(Object.keys(shared))
    expect(owner.ProductReviewOverview).toEqual({
      ...shared.ProductReviewOverview,
      CanAddNewReview: true,
    })
    expect(owner.AddToCart).toMatchObject({
      AlreadyOwned: true,
      DisableBuyButton: true,
      PreOrderAvailabilityStartDateTimeUtc: new Date(now + HOUR).toISOString(),
    })
    expect(shared.AddToCart.AlreadyOwned).toBe(false)
    expect(JSON.stringify(withVisitor(shared, facts, null, false))).toBe(JSON.stringify(shared))
  })

  it('is the shared page for visitors who did nothing with the book', () => {
    expect(isSharedPage(facts, null, false)).toBe(true)
    expect(isSharedPage(facts, NO_FLAGS, true)).toBe(true)
    expect(isSharedPage(facts, { ...NO_FLAGS, bought: true }, false)).toBe(true)
    expect(isSharedPage(facts, { ...NO_FLAGS, bought: true }, true)).toBe(false)
    expect(isSharedPage(facts, { ...NO_FLAGS, bought: true, reviewed: true }, true)).toBe(true)
    expect(
      isSharedPage({ ...facts, allow_customer_reviews: false }, { ...NO_FLAGS, owned: true }, true),
    ).toBe(false)
    expect(isSharedPage(facts, { ...NO_FLAGS, in_wishlist: true }, false)).toBe(false)
  })
})

describe('specification groups', () => {
  const meta = {
    groups: new Map([
      [1, { id: 1, name_th: 'ข้อมูลหนังสือ', name_en: 'Book details', display_order: 2 }],
      [2, { id: 2, name_th: 'ไฟล์', name_en: null, display_order: 1 }],
    ]),
    attributes: new Map([
      [
        10,
        {
          id: 10,
          group_id: 1,
          system_name: 'author',
          name_th: 'ผู้เขียน',
          name_en: 'Author',
          display_order: 1,
        },
      ],
      [
        11,
        {
          id: 11,
          group_id: 2,
          system_name: 'file-format',
          name_th: 'รูปแบบ',
          name_en: 'Format',
          display_order: 1,
        },
      ],
      [
        12,
        {
          id: 12,
          group_id: null,
          system_name: null,
          name_th: 'อื่น ๆ',
          name_en: 'Other',
          display_order: 1,
        },
      ],
    ]),
    options: new Map([
      [
        5,
        {
          id: 5,
          attribute_id: 11,
          system_name: 'EPUB',
          name_th: 'อีพับ',
          name_en: 'EPUB',
          display_order: 1,
        },
      ],
    ]),
    categories: new Map(),
    roots: [],
    manufacturers: new Map(),
  } satisfies CatalogMeta

  it('groups values in display order (ungrouped first), options by name, in the language', () => {
    const specs = [
      { attr: 10, type: 0 as const, option: null, th: 'สุนทรภู่', en: 'Sunthorn Phu' },
      { attr: 11, type: 0 as const, option: 5, th: null, en: null },
      { attr: 12, type: 10 as const, option: null, th: 'หมายเหตุ', en: null },
      { attr: 10, type: 0 as const, option: null, th: 'ครูเทพ', en: 'Khru Thep' },
      { attr: 99, type: 0 as const, option: null, th: 'ไม่รู้จัก', en: null },
    ]
    const groups = specificationGroups(meta, specs, 'en')
    expect(groups.map((group) => [group.Id, group.Name])).toEqual([
      [0, null],
      [2, 'ไฟล์'],
      [1, 'Book details'],
    ])
    expect(groups[0]!.Attributes[0]!.Values).toEqual([{ AttributeTypeId: 10, ValueRaw: 'หมายเหตุ' }])
    expect(groups[1]!.Attributes[0]!.Values).toEqual([{ AttributeTypeId: 0, ValueRaw: 'EPUB' }])
    expect(groups[2]!.Attributes).toEqual([
      {
        Id: 10,
        Name: 'Author',
        Values: [
          { AttributeTypeId: 0, ValueRaw: 'Sunthorn Phu' },
          { AttributeTypeId: 0, ValueRaw: 'Khru Thep' },
        ],
      },
    ])
  })
})
