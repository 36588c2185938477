import { describe, expect, it } from 'vitest'
import { deviceName, percentOf, resumePlan } from './positions'
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
