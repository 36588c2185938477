import { describe, expect, it } from 'vitest'
import {
  deviceName,
  keepPlace,
  keptPlace,
  percentOf,
  resumePlan,
  type KeptPlace,
} from './positions'
import type { ReadingPosition } from './queries'

const at = (device: string, cfi: string, progression: number, when: string): ReadingPosition => ({
  ProductId: 1,
  Edition: 'full',
  DeviceId: device,
  DeviceName: device,
  Locator: {
    Href: 'c.xhtml',
    Cfi: cfi,
    Progression: 0,
    TotalProgression: progression,
    ChapterTitle: null,
  },
  UpdatedOnUtc: when,
})

describe('where the reader opens a book', () => {
  it('resumes this device’s place and offers nothing when it is the furthest and latest', () => {
    const own = at('here', 'epubcfi(/6/8!/4/2)', 0.5, '2026-11-20T10:00:00Z')
    const older = at('there', 'epubcfi(/6/4!/4/2)', 0.2, '2026-11-19T10:00:00Z')
    expect(resumePlan([own, older], 'here')).toEqual({ start: own.Locator.Cfi, offer: null })
  })

  it('offers another device’s place that is further on, or later', () => {
    const own = at('here', 'epubcfi(/6/8!/4/2)', 0.5, '2026-11-20T10:00:00Z')
    const further = at('phone', 'epubcfi(/6/12!/4/2)', 0.7, '2026-11-19T10:00:00Z')
    const later = at('tablet', 'epubcfi(/6/6!/4/2)', 0.3, '2026-11-21T10:00:00Z')
    expect(resumePlan([later, own, further], 'here')).toEqual({
      start: own.Locator.Cfi,
      offer: later,
    })
    expect(resumePlan([own, further], 'here').offer).toBe(further)
  })

  it('opens a new device at the beginning and offers the newest place read elsewhere', () => {
    const phone = at('phone', 'epubcfi(/6/12!/4/2)', 0.7, '2026-11-21T10:00:00Z')
    expect(resumePlan([phone], 'new')).toEqual({ start: null, offer: phone })
    expect(resumePlan([], 'new')).toEqual({ start: null, offer: null })
  })

  it('does not offer the very place this device is at', () => {
    const own = at('here', 'epubcfi(/6/8!/4/2)', 0.5, '2026-11-20T10:00:00Z')
    const same = at('phone', 'epubcfi(/6/8!/4/2)', 0.5, '2026-11-21T10:00:00Z')
    expect(resumePlan([same, own], 'here').offer).toBeNull()
  })
})

describe('the place a device keeps', () => {
  const locator = (cfi: string, progression: number) => ({
    Href: 'c.xhtml',
    Cfi: cfi,
    Progression: 0,
    TotalProgression: progression,
    ChapterTitle: null,
  })
  const kept = (cfi: string, progression: number, when: string): KeptPlace => ({
    Locator: locator(cfi, progression),
    KeptOnUtc: when,
  })

  it('keeps one place per book and edition, the latest move', () => {
    expect(keptPlace(1, 'full')).toBeNull()
    keepPlace(1, 'full', locator('epubcfi(/6/4!/4/2)', 0.2))
    keepPlace(1, 'full', locator('epubcfi(/6/8!/4/2)', 0.5))
    keepPlace(1, 'sample', locator('epubcfi(/6/2!/4/2)', 0.1))
    expect(keptPlace(1, 'full')?.Locator.Cfi).toBe('epubcfi(/6/8!/4/2)')
    expect(keptPlace(1, 'sample')?.Locator.Cfi).toBe('epubcfi(/6/2!/4/2)')
    expect(keptPlace(2, 'full')).toBeNull()
  })

  it('keeps the most recently read hundred books and ignores what it cannot read', () => {
    for (let book = 1; book <= 101; book++)
      keepPlace(book, 'sample', locator(`epubcfi(/6/${book * 2}!/4/2)`, 0))
    expect(keptPlace(1, 'sample')).toBeNull()
    expect(keptPlace(2, 'sample')).not.toBeNull()
    expect(keptPlace(101, 'sample')).not.toBeNull()
    localStorage.setItem('reader-places', 'not json')
    expect(keptPlace(101, 'sample')).toBeNull()
    localStorage.setItem('reader-places', JSON.stringify({ '3:full': { Locator: null } }))
    expect(keptPlace(3, 'full')).toBeNull()
  })

  it('opens at the kept place and weighs the other devices against it', () => {
    const here = kept('epubcfi(/6/10!/4/2)', 0.6, '2026-11-21T09:00:00Z')
    const server = at('here', 'epubcfi(/6/8!/4/2)', 0.5, '2026-11-20T10:00:00Z')
    const phone = at('phone', 'epubcfi(/6/9!/4/2)', 0.55, '2026-11-20T12:00:00Z')
    // The server's place for this device is older than the kept one: the phone is behind both.
    expect(resumePlan([phone, server], 'here', here)).toEqual({
      start: here.Locator.Cfi,
      offer: null,
    })
    expect(resumePlan([phone, server], 'here')).toEqual({ start: server.Locator.Cfi, offer: phone })
  })
})

describe('the figures shown', () => {
  it('rounds the percentage down and says 100 only at the end', () => {
    expect([0, 0.004, 0.42, 0.995, 0.9995, 1].map(percentOf)).toEqual([0, 0, 42, 99, 100, 100])
  })

  it('names the browser and the system', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15'
    expect(deviceName(android)).toBe('Chrome · Android')
    expect(deviceName(mac)).toBe('Safari · macOS')
  })
})
