import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSetting } from '../db/settings.ts'
import type { Db } from '../db/types.ts'
import { englishNamesSource } from '../seed/addresses.ts'
import { createTestDb } from '../testing/db.ts'
import { PLACE_NAMES_SETTING, updatePlaceNames } from './place-names.ts'

let db: Db
beforeAll(async () => {
  db = await createTestDb()
  // A store seeded before the English names: Thai names only, one English name set by hand.
  await db.query(
    "INSERT INTO countries (id, name_th, name_en, two_letter_iso_code) VALUES (1, 'ไทย', 'Thailand', 'TH')",
  )
  await db.query(
    `INSERT INTO state_provinces (id, country_id, name_th, name_en)
     VALUES (10, 1, 'กรุงเทพมหานคร', 'Bangkok'), (50, 1, 'เชียงใหม่', 'Chiang Mai')`,
  )
  await db.query(
    `INSERT INTO districts (id, state_province_id, name_th, name_en)
     VALUES (1033, 10, 'คลองเตย', NULL), (5001, 50, 'เมืองเชียงใหม่', 'Chiang Mai City')`,
  )
  await db.query(
    `INSERT INTO sub_districts (id, district_id, name_th, name_en, postcode)
     VALUES (103301, 1033, 'คลองตัน', NULL, '10110'),
            (103302, 1033, 'คลองเตย', NULL, '10110'),
            (500101, 5001, 'ศรีภูมิ', NULL, '50200'),
            (500102, 5001, 'ที่นี่ไม่ใช่พระสิงห์', NULL, '50200')`,
  )
})
afterAll(async () => {
  await db?.close()
})

const names = (table: string) =>
  db.query<{ id: number; name_en: string | null }>(`SELECT id, name_en FROM ${table} ORDER BY id`)

describe('English place names of an older store', () => {
  it('names the places without an English name, once, where the id still names the same place', async () => {
    expect(await updatePlaceNames(db)).toBe(4)
    expect(await names('districts')).toEqual([
      { id: 1033, name_en: 'Khlong Toei' },
      // Set by hand: kept.
      { id: 5001, name_en: 'Chiang Mai City' },
    ])
    expect(await names('sub_districts')).toEqual([
      { id: 103301, name_en: 'Khlong Tan' },
      { id: 103302, name_en: 'Khlong Toei' },
      { id: 500101, name_en: 'Si Phum' },
      // This id is พระสิงห์ in the list: another place here, left alone.
      { id: 500102, name_en: null },
    ])
    expect(await getSetting(db, PLACE_NAMES_SETTING, null)).toBe(englishNamesSource())
    // Recorded: the next start only reads the setting.
    expect(await updatePlaceNames(db)).toBeNull()
  })
})
