import { describe, expect, it } from 'vitest'
import { countries, englishNamesSource, looksRomanised, thaiAddresses } from './addresses.ts'

describe('thaiAddresses', async () => {
  const { provinces, districts, subDistricts } = await thaiAddresses()

  it('lists all 77 provinces with official codes and English names', () => {
    expect(provinces).toHaveLength(77)
    const byName = new Map(provinces.map((p) => [p.name.th, p]))
    expect(byName.get('กรุงเทพมหานคร')).toEqual({
      id: 10,
      name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
    })
    expect(byName.get('เชียงใหม่')?.id).toBe(50)
    expect(byName.get('บึงกาฬ')?.id).toBe(38)
    expect(byName.get('นราธิวาส')?.id).toBe(96)
    for (const province of provinces) {
      expect(province.name.en).toMatch(/^[A-Z][A-Za-z ]+$/)
      expect(province.id).toBeGreaterThanOrEqual(10)
      expect(province.id).toBeLessThan(100)
    }
  })

  it('lists the districts and sub-districts, each under an existing parent, id under its parent', () => {
    expect(districts.length).toBeGreaterThan(900)
    expect(subDistricts.length).toBeGreaterThan(7000)
    const provinceIds = new Set(provinces.map((p) => p.id))
    const districtById = new Map(districts.map((d) => [d.id, d]))
    for (const district of districts) {
      expect(provinceIds.has(district.provinceId)).toBe(true)
      expect(Math.floor(district.id / 100)).toBe(district.provinceId)
    }
    for (const sub of subDistricts) {
      expect(districtById.get(sub.districtId)?.provinceId).toBe(sub.provinceId)
      expect(Math.floor(sub.id / 100)).toBe(sub.districtId)
    }
  })

  it('keeps the official codes for well-known places', () => {
    const district = districts.find((d) => d.provinceId === 10 && d.name.th === 'พระนคร')
    expect(district?.id).toBe(1001)
    const palace = subDistricts.find((s) => s.districtId === 1001 && s.name.th === 'พระบรมมหาราชวัง')
    expect(palace).toMatchObject({ id: 100101, postcode: '10200' })
    expect(districts.find((d) => d.name.th === 'เมืองบึงกาฬ')?.id).toBe(3801)
  })

  it('gives unique ids and 5-digit postcodes', () => {
    for (const list of [provinces, districts, subDistricts]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length)
    }
    for (const sub of subDistricts) {
      expect(sub.postcode).toMatch(/^\d{5}$/)
      expect(sub.postcodes[0]).toBe(sub.postcode)
      for (const code of sub.postcodes) expect(code).toMatch(/^\d{5}$/)
      expect(sub.name.th.length).toBeGreaterThan(0)
    }
    const pranburi = subDistricts.find((s) => s.name.th === 'ปราณบุรี' && s.provinceId === 77)
    expect(pranburi?.postcodes).toEqual(['77120', '77160'])
  })

  it('is memoised', async () => {
    expect(await thaiAddresses()).toBe(await thaiAddresses())
  })
})

describe('English names of districts and sub-districts (thai-address-universal)', async () => {
  const { districts, subDistricts, englishMatches } = await thaiAddresses()
  const subDistrict = (id: number) => subDistricts.find((s) => s.id === id)?.name
  const district = (id: number) => districts.find((d) => d.id === id)?.name

  it('lines the package up with the list: how each sub-district found its row', () => {
    expect(englishNamesSource()).toBe('thai-address-universal@2.2.0')
    expect(englishMatches).toEqual({
      exact: 7398,
      sameNames: 8,
      otherDistrict: 16,
      unmatched: 5,
      garbled: 83,
    })
    const total = Object.values(englishMatches).reduce((sum, n) => sum + n, 0)
    expect(total - englishMatches.garbled).toBe(subDistricts.length)
    expect(subDistricts.filter((s) => s.name.en).length).toBe(7339)
    expect(districts.filter((d) => d.name.en).length).toBe(926)
  })

  it('names well-known places in English', () => {
    expect(district(1033)).toEqual({ th: 'คลองเตย', en: 'Khlong Toei' })
    expect(subDistrict(103301)).toEqual({ th: 'คลองตัน', en: 'Khlong Tan' })
    expect(district(5001)).toEqual({ th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' })
    expect(subDistrict(500101)).toEqual({ th: 'ศรีภูมิ', en: 'Si Phum' })
    expect(district(1001)).toEqual({ th: 'พระนคร', en: 'Phra Nakhon' })
  })

  it('finds the rows of a district the package spells differently through its sub-districts', () => {
    expect(district(4504)).toEqual({ th: 'จตุรพักตร์พิมาน', en: 'Chaturaphak Phiman' })
    expect(subDistrict(450401)).toEqual({ th: 'หัวช้าง', en: 'Hua Chang' })
  })

  it('keeps no English name where the package has none or a garbled one (shown in Thai)', () => {
    // Not in the package: อรุณอมรินทร์ (it spells อรุณอัมรินทร์, under another geocode).
    expect(subDistrict(102001)).toEqual({ th: 'อรุณอมรินทร์', en: null })
    // The package's "Khnong Toei Enue" and "Phnapnmmanatang".
    expect(subDistricts.find((s) => s.name.th === 'คลองเตยเหนือ')?.name.en).toBeNull()
    expect(subDistrict(100101)).toEqual({ th: 'พระบรมมหาราชวัง', en: null })
    for (const place of [...districts, ...subDistricts]) {
      if (place.name.en === null) continue
      expect(place.name.en).toMatch(/^[A-Z][A-Za-z -]*$/)
      expect(looksRomanised(place.name.en)).toBe(true)
    }
  })

  it('tells romanised Thai from the garbled names', () => {
    for (const name of [
      'Khlong Toei Nuea',
      'Phra Khanong',
      'Si Phum',
      'Srinagarindra',
      'Ban Khrua',
    ]) {
      expect(looksRomanised(name), name).toBe(true)
    }
    for (const name of ['Khnong Toei Enue', 'Tnat Phnu', 'Phnapnmmanatang', 'Kham Pha?ung']) {
      expect(looksRomanised(name), name).toBe(false)
    }
  })
})

describe('countries', () => {
  it('puts Thailand first with id 1', () => {
    const list = countries()
    expect(list[0]).toMatchObject({
      id: 1,
      iso2: 'TH',
      iso3: 'THA',
      name: { th: 'ไทย', en: 'Thailand' },
      hasStates: true,
    })
    expect(list.filter((c) => c.hasStates)).toHaveLength(1)
    expect(new Set(list.map((c) => c.iso2)).size).toBe(list.length)
    for (const country of list) {
      expect(country.name.th).toMatch(/[\u0E00-\u0E7F]/)
      expect(country.name.en).toMatch(/^[A-Z]/)
      expect(country.iso2).toMatch(/^[A-Z]{2}$/)
    }
  })
})
