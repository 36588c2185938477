/**
 * Thai provinces, districts and sub-districts with postcodes, from the thai-address-database
 * package, and the countries of the address form.
 *
 * The list is the package's `database/db.json` (77 provinces, 927 districts, 7470
 * sub-districts, the same list its search functions use), less 43 Chumphon islands it lists
 * as sub-districts without a postcode: 7427 sub-districts. Its ids come from the official
 * codes (TIS 1099 / DOPA geocodes) that the package's `database/backup/geodb.json` carries
 * for almost every entry: the province's 2 digits, the district's 4, the sub-district's 6.
 * Those codes are used where they are consistent (a district's code starts with its
 * province's, a sub-district's with its district's, and no two places share one). The rest
 * (geodb keeps the old code of sub-districts moved to a newer district, and has none for a
 * few newer places) get the lowest free number under their parent, taking them in the order
 * of db.json: deterministic for a given package version. Bueng Kan, which geodb files under
 * 97, gets its official 38 and its districts their official 3801–3808.
 *
 * English names: provinces from the table below (the official romanisation); districts and
 * sub-districts from the thai-address-universal package (ISC licence), whose Thai rows line up
 * with this list by names and postcode (see englishNames). A place without a usable English
 * name there keeps null, and is shown in Thai.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Country, District, Province, SubDistrict, ThaiAddresses } from './types.ts'

/** The compact form of the package's databases (see its lib/index.js). */
interface CompactDatabase {
  lookup: string
  words: string
  data: unknown[]
}

interface Row {
  province: string
  district: string
  subDistrict: string
  postcodes: string[]
  codes: { province: number; district: number; subDistrict: number } | null
}

function readDatabase(file: string): CompactDatabase {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve('thai-address-database/package.json'))
  return JSON.parse(readFileSync(join(root, 'database', file), 'utf8')) as CompactDatabase
}

/** Expands the package's compact tree: names use a lookup table and one-letter word codes. */
function expand(database: CompactDatabase): Row[] {
  const lookup = database.lookup.split('|')
  const words = database.words.split('|')
  const text = (value: unknown): string => {
    const raw = typeof value === 'number' ? (lookup[value] ?? '') : String(value)
    return raw.replace(/[A-Za-z]/g, (letter) => {
      const code = letter.charCodeAt(0)
      return words[code < 97 ? code - 65 : 26 + code - 97] ?? ''
    })
  }
  const rows: Row[] = []
  for (const province of database.data as unknown[][]) {
    // [name, children] or, in the geographic database, [name, code, children].
    const geo = province.length === 3
    const at = geo ? 2 : 1
    for (const district of province[at] as unknown[][]) {
      for (const subDistrict of district[at] as unknown[][]) {
        const zips = subDistrict[at]
        const postcodes = [...new Set((Array.isArray(zips) ? zips : [zips]).map(String))].filter(
          (code) => /^\d{5}$/.test(code),
        )
        // The package lists 43 uninhabited Chumphon islands as sub-districts with no
        // postcode: no one has an address there, so they are left out.
        if (postcodes.length === 0) continue
        rows.push({
          province: text(province[0]),
          district: text(district[0]),
          subDistrict: text(subDistrict[0]),
          postcodes,
          codes: geo
            ? {
                province: Number(province[1]) || 0,
                district: Number(district[1]) || 0,
                subDistrict: Number(subDistrict[1]) || 0,
              }
            : null,
        })
      }
    }
  }
  return rows
}

/** English names of the provinces by official code. */
const provinceNamesEn: Record<number, string> = {
  10: 'Bangkok',
  11: 'Samut Prakan',
  12: 'Nonthaburi',
  13: 'Pathum Thani',
  14: 'Phra Nakhon Si Ayutthaya',
  15: 'Ang Thong',
  16: 'Lop Buri',
  17: 'Sing Buri',
  18: 'Chai Nat',
  19: 'Saraburi',
  20: 'Chon Buri',
  21: 'Rayong',
  22: 'Chanthaburi',
  23: 'Trat',
  24: 'Chachoengsao',
  25: 'Prachin Buri',
  26: 'Nakhon Nayok',
  27: 'Sa Kaeo',
  30: 'Nakhon Ratchasima',
  31: 'Buri Ram',
  32: 'Surin',
  33: 'Si Sa Ket',
  34: 'Ubon Ratchathani',
  35: 'Yasothon',
  36: 'Chaiyaphum',
  37: 'Amnat Charoen',
  38: 'Bueng Kan',
  39: 'Nong Bua Lam Phu',
  40: 'Khon Kaen',
  41: 'Udon Thani',
  42: 'Loei',
  43: 'Nong Khai',
  44: 'Maha Sarakham',
  45: 'Roi Et',
  46: 'Kalasin',
  47: 'Sakon Nakhon',
  48: 'Nakhon Phanom',
  49: 'Mukdahan',
  50: 'Chiang Mai',
  51: 'Lamphun',
  52: 'Lampang',
  53: 'Uttaradit',
  54: 'Phrae',
  55: 'Nan',
  56: 'Phayao',
  57: 'Chiang Rai',
  58: 'Mae Hong Son',
  60: 'Nakhon Sawan',
  61: 'Uthai Thani',
  62: 'Kamphaeng Phet',
  63: 'Tak',
  64: 'Sukhothai',
  65: 'Phitsanulok',
  66: 'Phichit',
  67: 'Phetchabun',
  70: 'Ratchaburi',
  71: 'Kanchanaburi',
  72: 'Suphan Buri',
  73: 'Nakhon Pathom',
  74: 'Samut Sakhon',
  75: 'Samut Songkhram',
  76: 'Phetchaburi',
  77: 'Prachuap Khiri Khan',
  80: 'Nakhon Si Thammarat',
  81: 'Krabi',
  82: 'Phangnga',
  83: 'Phuket',
  84: 'Surat Thani',
  85: 'Ranong',
  86: 'Chumphon',
  90: 'Songkhla',
  91: 'Satun',
  92: 'Trang',
  93: 'Phatthalung',
  94: 'Pattani',
  95: 'Yala',
  96: 'Narathiwat',
}

/** Official codes geodb lacks or files wrongly. */
const provinceCodeOverrides: Record<string, number> = { บึงกาฬ: 38 }
const districtCodeOverrides: Record<string, number> = {
  'บึงกาฬ|เมืองบึงกาฬ': 3801,
  'บึงกาฬ|เซกา': 3802,
  'บึงกาฬ|โซ่พิสัย': 3803,
  'บึงกาฬ|พรเจริญ': 3804,
  'บึงกาฬ|ศรีวิไล': 3805,
  'บึงกาฬ|บึงโขงหลง': 3806,
  'บึงกาฬ|ปากคาด': 3807,
  'บึงกาฬ|บุ่งคล้า': 3808,
}

/**
 * Gives each child an id under its parent: its known code when it fits and is free, else the
 * lowest free number after the parent's digits (two more digits).
 */
function assignIds<T>(
  parentId: number,
  children: T[],
  known: (child: T) => number | undefined,
  taken: Set<number>,
): Map<T, number> {
  const ids = new Map<T, number>()
  for (const child of children) {
    const code = known(child)
    if (code !== undefined && Math.floor(code / 100) === parentId && !taken.has(code)) {
      ids.set(child, code)
      taken.add(code)
    }
  }
  let next = parentId * 100 + 1
  for (const child of children) {
    if (ids.has(child)) continue
    while (taken.has(next)) next++
    if (next >= (parentId + 1) * 100) throw new Error(`no free id under ${parentId}`)
    ids.set(child, next)
    taken.add(next)
  }
  return ids
}

/** One row of thai-address-universal: a sub-district (and postcode) in Thai and in English. */
interface NamedRow {
  province: string
  district: string
  subDistrict: string
  postcode: string
  districtEn: string
  subDistrictEn: string
}

/** The package and version the English district and sub-district names come from. */
export function englishNamesSource(): string {
  const { version } = createRequire(import.meta.url)('thai-address-universal/package.json') as {
    version: string
  }
  return `thai-address-universal@${version}`
}

/**
 * Every row of thai-address-universal with its Thai and English names. The package answers one
 * language at a time (a process-wide switch), from one tree with a word list per language, so
 * its Thai and English rows are the same places in the same order; each pair is checked to be
 * (same postcode and geocode) and the switches are put back afterwards.
 */
async function universalRows(): Promise<NamedRow[]> {
  const universal = await import('thai-address-universal')
  // The package loads its data on the first lookup; getDatabase() reads what is loaded.
  await universal.getProvinceAll()
  const wasEnglish = universal.getEngMode()
  const wasGeo = universal.getGeoMode()
  try {
    await universal.setGeoMode(true)
    await universal.setEngMode(false)
    const th = universal.getDatabase()
    await universal.setEngMode(true)
    const en = universal.getDatabase()
    if (th.length !== en.length) throw new Error('thai-address-universal: Thai and English differ')
    return th.map((row, i) => {
      const english = en[i]!
      if (
        english.postal_code !== row.postal_code ||
        english.sub_district_code !== row.sub_district_code
      ) {
        throw new Error(`thai-address-universal: row ${i} differs between Thai and English`)
      }
      return {
        province: row.province,
        district: row.district,
        subDistrict: row.sub_district,
        postcode: row.postal_code,
        districtEn: english.district,
        subDistrictEn: english.sub_district,
      }
    })
  } finally {
    await universal.setEngMode(wasEnglish)
    await universal.setGeoMode(wasGeo)
  }
}

/**
 * The first letters (before the first vowel) that words of romanised Thai start with: the
 * official system's consonants and clusters, and Sr, Thr and V of royal Pali spellings
 * (Srinagarindra, Vibhavadi). The package's English list has some names that a faulty
 * transliteration garbled ("Khnong Toei Enue" for คลองเตยเหนือ, Khlong Toei Nuea); words
 * starting like "Khn", "Phn" or "Tn" give most of them away.
 */
const ROMAN_ONSETS = new Set(
  ['', 'b', 'bl', 'br', 'ch', 'd', 'dr', 'f', 'fl', 'fr', 'h', 'k', 'kh', 'khl', 'khr', 'khw']
    .concat(['kl', 'kr', 'kw', 'l', 'm', 'n', 'ng', 'p', 'ph', 'phl', 'phr', 'pl', 'pr', 'r', 's'])
    .concat(['t', 'th', 'tr', 'w', 'y', 'sr', 'thr', 'v']),
)

/** Whether an English place name reads as romanised Thai: Latin letters, see ROMAN_ONSETS. */
export function looksRomanised(name: string): boolean {
  return name
    .split(/[\s-]+/u)
    .every(
      (word) =>
        /^[a-z]+$/iu.test(word) && ROMAN_ONSETS.has(/^[^aeiou]*/iu.exec(word)![0].toLowerCase()),
    )
}

/** How each sub-district of the list found its row in thai-address-universal. */
export interface EnglishNameMatches {
  /** Same province, district, sub-district and postcode. */
  exact: number
  /** Same names, another postcode. */
  sameNames: number
  /** Same province, sub-district and postcode: the package files it under another district. */
  otherDistrict: number
  /** No row: the sub-district keeps no English name. */
  unmatched: number
  /** Matched, but the English name looks garbled (see looksRomanised): kept null. */
  garbled: number
}

/**
 * Lines the list up with thai-address-universal's rows and answers the English name of each
 * district and sub-district that has a usable one, by id. A sub-district takes the first row
 * found by: all names and a postcode; all names; province, name and postcode (when only one
 * row has them). Its geocodes are not used: some of the package's sub-districts carry another
 * place's code. A district takes the English name of the package's district
 * of the same province and name, else the one its matched sub-districts share.
 */
export function englishNames(
  list: { provinces: Province[]; districts: District[]; subDistricts: SubDistrict[] },
  rows: NamedRow[],
) {
  const index = <K>(key: (row: NamedRow) => K) => {
    const map = new Map<K, NamedRow[]>()
    for (const row of rows) {
      const k = key(row)
      const found = map.get(k)
      if (found) found.push(row)
      else map.set(k, [row])
    }
    return map
  }
  const byAll = index((r) => `${r.province}|${r.district}|${r.subDistrict}|${r.postcode}`)
  const byNames = index((r) => `${r.province}|${r.district}|${r.subDistrict}`)
  const byProvinceName = index((r) => `${r.province}|${r.subDistrict}|${r.postcode}`)
  const districtEn = new Map<string, string>()
  for (const row of rows) districtEn.set(`${row.province}|${row.district}`, row.districtEn)

  const provinceName = new Map(list.provinces.map((p) => [p.id, p.name.th]))
  const districtName = new Map(list.districts.map((d) => [d.id, d.name.th]))
  const matches: EnglishNameMatches = {
    exact: 0,
    sameNames: 0,
    otherDistrict: 0,
    unmatched: 0,
    garbled: 0,
  }
  const subDistricts = new Map<number, string>()
  /** The package's district names of each district's matched sub-districts. */
  const districtsOfMatches = new Map<number, Set<string>>()
  for (const sub of list.subDistricts) {
    const province = provinceName.get(sub.provinceId)!
    const district = districtName.get(sub.districtId)!
    const first = (map: Map<string, NamedRow[]>, keys: string[], unique = false) => {
      for (const key of keys) {
        const found = map.get(key)
        if (found && (!unique || found.length === 1)) return found[0]
      }
      return undefined
    }
    const zips = sub.postcodes
    let row = first(
      byAll,
      zips.map((zip) => `${province}|${district}|${sub.name.th}|${zip}`),
    )
    if (row) matches.exact++
    else if ((row = first(byNames, [`${province}|${district}|${sub.name.th}`]))) {
      matches.sameNames++
    } else if (
      (row = first(
        byProvinceName,
        zips.map((zip) => `${province}|${sub.name.th}|${zip}`),
        true,
      ))
    ) {
      matches.otherDistrict++
    } else {
      matches.unmatched++
      continue
    }
    let names = districtsOfMatches.get(sub.districtId)
    if (!names) districtsOfMatches.set(sub.districtId, (names = new Set()))
    names.add(row.districtEn)
    if (looksRomanised(row.subDistrictEn)) subDistricts.set(sub.id, row.subDistrictEn)
    else matches.garbled++
  }

  const districts = new Map<number, string>()
  for (const district of list.districts) {
    const shared = districtsOfMatches.get(district.id)
    const name =
      districtEn.get(`${provinceName.get(district.provinceId)}|${district.name.th}`) ??
      (shared?.size === 1 ? [...shared][0] : undefined)
    if (name && looksRomanised(name)) districts.set(district.id, name)
  }
  return { districts, subDistricts, matches }
}

let memo: Promise<ThaiAddresses & { englishMatches: EnglishNameMatches }> | undefined

/**
 * The complete Thai address tree with English names where thai-address-universal has usable
 * ones (memoised; the arrays are shared, do not change them).
 */
export function thaiAddresses(): Promise<ThaiAddresses & { englishMatches: EnglishNameMatches }> {
  memo ??= universalRows().then((rows) => {
    const list = thaiList()
    const english = englishNames(list, rows)
    return {
      provinces: list.provinces,
      districts: list.districts.map((d) => ({
        ...d,
        name: { th: d.name.th, en: english.districts.get(d.id) ?? null },
      })),
      subDistricts: list.subDistricts.map((s) => ({
        ...s,
        name: { th: s.name.th, en: english.subDistricts.get(s.id) ?? null },
      })),
      englishMatches: english.matches,
    }
  })
  return memo
}

/** The Thai list of thai-address-database with ids (English names of provinces only). */
function thaiList(): ThaiAddresses {
  const rows = expand(readDatabase('db.json'))
  const geo = expand(readDatabase('backup/geodb.json'))
  const provinceCode = new Map<string, number>()
  const districtCode = new Map<string, number>()
  const subDistrictCode = new Map<string, number>()
  for (const row of geo) {
    if (!row.codes) continue
    if (row.codes.province) provinceCode.set(row.province, row.codes.province)
    if (row.codes.district) districtCode.set(`${row.province}|${row.district}`, row.codes.district)
    if (row.codes.subDistrict) {
      subDistrictCode.set(
        `${row.province}|${row.district}|${row.subDistrict}`,
        row.codes.subDistrict,
      )
    }
  }

  // Group db.json's rows: province → district → sub-districts, in the package's order.
  const tree = new Map<string, Map<string, Row[]>>()
  for (const row of rows) {
    let districts = tree.get(row.province)
    if (!districts) tree.set(row.province, (districts = new Map()))
    let subs = districts.get(row.district)
    if (!subs) districts.set(row.district, (subs = []))
    subs.push(row)
  }

  const provinces: Province[] = []
  const districts: District[] = []
  const subDistricts: SubDistrict[] = []
  const takenProvinces = new Set<number>()
  const takenDistricts = new Set<number>()
  const takenSubDistricts = new Set<number>()
  for (const [provinceName, districtMap] of tree) {
    const id = provinceCodeOverrides[provinceName] ?? provinceCode.get(provinceName)
    if (id === undefined || takenProvinces.has(id)) throw new Error(`no code for ${provinceName}`)
    takenProvinces.add(id)
    provinces.push({ id, name: { th: provinceName, en: provinceNamesEn[id] ?? provinceName } })

    const districtNames = [...districtMap.keys()]
    const districtIds = assignIds(
      id,
      districtNames,
      (name) =>
        districtCodeOverrides[`${provinceName}|${name}`] ??
        districtCode.get(`${provinceName}|${name}`),
      takenDistricts,
    )
    for (const districtName of districtNames) {
      const districtId = districtIds.get(districtName) as number
      districts.push({ id: districtId, provinceId: id, name: { th: districtName, en: null } })
      const subRows = districtMap.get(districtName) as Row[]
      const subIds = assignIds(
        districtId,
        subRows,
        (row) => subDistrictCode.get(`${provinceName}|${districtName}|${row.subDistrict}`),
        takenSubDistricts,
      )
      for (const row of subRows) {
        subDistricts.push({
          id: subIds.get(row) as number,
          districtId,
          provinceId: id,
          name: { th: row.subDistrict, en: null },
          postcode: row.postcodes[0] as string,
          postcodes: row.postcodes,
        })
      }
    }
  }
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id
  return {
    provinces: provinces.sort(byId),
    districts: districts.sort(byId),
    subDistricts: subDistricts.sort(byId),
  }
}

type CountryEntry = [
  iso2: string,
  iso3: string,
  numeric: number,
  th: string,
  en: string,
  phone: string,
]

/** Thailand first, then its neighbours and the countries Thai readers most often live in. */
const countryEntries: CountryEntry[] = [
  ['TH', 'THA', 764, 'ไทย', 'Thailand', '66'],
  ['LA', 'LAO', 418, 'ลาว', 'Laos', '856'],
  ['MM', 'MMR', 104, 'เมียนมา', 'Myanmar', '95'],
  ['KH', 'KHM', 116, 'กัมพูชา', 'Cambodia', '855'],
  ['MY', 'MYS', 458, 'มาเลเซีย', 'Malaysia', '60'],
  ['SG', 'SGP', 702, 'สิงคโปร์', 'Singapore', '65'],
  ['VN', 'VNM', 704, 'เวียดนาม', 'Vietnam', '84'],
  ['ID', 'IDN', 360, 'อินโดนีเซีย', 'Indonesia', '62'],
  ['PH', 'PHL', 608, 'ฟิลิปปินส์', 'Philippines', '63'],
  ['CN', 'CHN', 156, 'จีน', 'China', '86'],
  ['HK', 'HKG', 344, 'ฮ่องกง', 'Hong Kong', '852'],
  ['TW', 'TWN', 158, 'ไต้หวัน', 'Taiwan', '886'],
  ['JP', 'JPN', 392, 'ญี่ปุ่น', 'Japan', '81'],
  ['KR', 'KOR', 410, 'เกาหลีใต้', 'South Korea', '82'],
  ['IN', 'IND', 356, 'อินเดีย', 'India', '91'],
  ['AU', 'AUS', 36, 'ออสเตรเลีย', 'Australia', '61'],
  ['NZ', 'NZL', 554, 'นิวซีแลนด์', 'New Zealand', '64'],
  ['GB', 'GBR', 826, 'สหราชอาณาจักร', 'United Kingdom', '44'],
  ['DE', 'DEU', 276, 'เยอรมนี', 'Germany', '49'],
  ['FR', 'FRA', 250, 'ฝรั่งเศส', 'France', '33'],
  ['SE', 'SWE', 752, 'สวีเดน', 'Sweden', '46'],
  ['US', 'USA', 840, 'สหรัฐอเมริกา', 'United States', '1'],
  ['CA', 'CAN', 124, 'แคนาดา', 'Canada', '1'],
]

/** The countries of the address form: Thailand is id 1 and the only one with states. */
export function countries(): Country[] {
  return countryEntries.map(([iso2, iso3, numericCode, th, en, phoneCode], i) => ({
    id: i + 1,
    iso2,
    iso3,
    numericCode,
    name: { th, en },
    phoneCode,
    hasStates: iso2 === 'TH',
    displayOrder: i + 1,
  }))
}
