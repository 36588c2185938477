import { describe, expect, it } from 'vitest'
import { categories } from './categories.ts'
import { COUPON_VALID_FROM, COUPON_VALID_TO, coupons, dynamicContent, topics } from './content.ts'
import type { Localized } from './types.ts'

const thai = /[\u0E00-\u0E7F]/

function expectBilingual(text: Localized | null, what: string): void {
  if (text === null) return
  expect(text.th.trim().length, `${what} th`).toBeGreaterThan(0)
  expect(text.en.trim().length, `${what} en`).toBeGreaterThan(0)
  expect(text.th, `${what} th`).toMatch(thai)
  expect(text.en, `${what} en`).not.toMatch(thai)
}

/** Tags open and close in order (the bodies are HTML fragments). */
function balanced(html: string): boolean {
  const stack: string[] = []
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/g)) {
    if (closing) {
      if (stack.pop() !== name) return false
    } else stack.push(name as string)
  }
  return stack.length === 0
}

describe('topics', () => {
  const list = topics()

  it('has the pages the store links to, with unique ids and codes', () => {
    const codes = list.map((topic) => topic.systemName)
    for (const code of [
      'policy',
      'termandcondition',
      'termandcondition-account',
      'termandcondition-purchase',
      'termandcondition-ebook-license',
      'purchaseprocess',
      'purchaseprocess-payment',
      'purchaseprocess-download',
      'purchaseprocess-coins',
      'about',
      'contact',
    ]) {
      expect(codes).toContain(code)
    }
    expect(new Set(codes).size).toBe(codes.length)
    expect(new Set(list.map((topic) => topic.id)).size).toBe(list.length)
  })

  it('names sub-pages {code}-{key} under an existing main topic', () => {
    const mains = new Set(list.filter((t) => t.parentSystemName === null).map((t) => t.systemName))
    for (const topic of list) {
      expect(topic.systemName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      if (topic.parentSystemName === null) {
        expect(topic.key).toBeNull()
      } else {
        expect(mains.has(topic.parentSystemName)).toBe(true)
        expect(topic.systemName).toBe(`${topic.parentSystemName}-${topic.key}`)
      }
    }
    expect(list.find((t) => t.systemName === 'termandcondition-ebook-license')?.key).toBe(
      'ebook-license',
    )
  })

  it('has every text in Thai and English, bodies as balanced HTML', () => {
    for (const topic of list) {
      for (const field of ['title', 'body', 'metaTitle', 'metaDescription'] as const) {
        expectBilingual(topic[field], `${topic.systemName}.${field}`)
      }
      expect(balanced(topic.body.th), topic.systemName).toBe(true)
      expect(balanced(topic.body.en), topic.systemName).toBe(true)
      expect(topic.body.en.length).toBeGreaterThan(200)
      expect(topic.published).toBe(true)
    }
  })
})

describe('dynamicContent', () => {
  const blocks = dynamicContent()

  it('fills the home, basket and footer zones, in order, with unique names', () => {
    const zone = (key: string, widget: string) =>
      blocks.filter((b) => b.contentKey === key && b.widgetZone === widget)
    expect(zone('home', 'top').length).toBeGreaterThan(0)
    expect(zone('basket', 'top').length).toBeGreaterThan(0)
    expect(zone('footer', 'links').length).toBeGreaterThanOrEqual(4)
    expect(zone('footer', 'links').map((b) => b.displayOrder)).toEqual([1, 2, 3, 4, 5])
    expect(new Set(blocks.map((b) => b.systemName)).size).toBe(blocks.length)
    expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length)
  })

  it('has every text in both languages and keys the contract accepts', () => {
    for (const b of blocks) {
      expect(b.contentKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(b.widgetZone).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expectBilingual(b.title, `${b.systemName}.title`)
      expectBilingual(b.body, `${b.systemName}.body`)
      if (b.body) expect(balanced(b.body.th) && balanced(b.body.en)).toBe(true)
      if (b.linkUrl) expect(b.linkUrl).toMatch(/^\/[a-z]/)
    }
  })

  it('includes an unpublished block and one whose schedule has ended, for the filters', () => {
    expect(blocks.some((b) => !b.published)).toBe(true)
    expect(blocks.some((b) => b.endsAt !== null && b.endsAt < '2025-01-01')).toBe(true)
  })
})

describe('coupons', () => {
  const list = coupons()
  const byCode = new Map(list.map((c) => [c.code, c]))
  const now = '2025-06-01T00:00:00Z'
  const active = (code: string) => {
    const c = byCode.get(code)
    return !!c && (c.startsAt ?? '') <= now && now <= (c.endsAt ?? '9999')
  }

  it('has one coupon per case the cart handles', () => {
    expect(byCode.get('WELCOME10')).toMatchObject({ kind: 'percent', value: 10 })
    expect(active('WELCOME10')).toBe(true)
    expect(byCode.get('SAVE50')).toMatchObject({ kind: 'fixed', value: 50 })
    expect(active('SAVE50')).toBe(true)
    expect(active('NEWYEAR2024')).toBe(false)
    const usedUp = byCode.get('FIRST100')
    expect(usedUp?.timesUsed).toBe(usedUp?.totalUsageLimit)
    expect(byCode.get('ONCE15')?.perCustomerLimit).toBe(1)
    const thaiLiterature = categories().find((c) => c.key === 'thai-literature')?.id
    expect(byCode.get('THAILIT20')?.categoryIds).toEqual([thaiLiterature])
  })

  it('uses fixed dates, unique codes and ids, and names in both languages', () => {
    expect(COUPON_VALID_FROM < COUPON_VALID_TO).toBe(true)
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length)
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length)
    for (const c of list) {
      expectBilingual(c.name, c.code)
      expect(c.code).toMatch(/^[A-Z0-9]+$/)
      if (c.kind === 'percent') expect(c.value).toBeLessThanOrEqual(100)
      expect(c.value).toBeGreaterThan(0)
    }
  })
})
