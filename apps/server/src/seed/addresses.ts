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
 * The package names places in Thai only; provinces get English names from the table below
 * (the official romanisation), districts and sub-districts have none (null).
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

let memo: ThaiAddresses | undefined

/** The complete Thai address tree (memoised; the arrays are shared, do not change them). */
export function thaiAddresses(): ThaiAddresses {
  if (memo) return memo
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
  memo = {
    provinces: provinces.sort(byId),
    districts: districts.sort(byId),
    subDistricts: subDistricts.sort(byId),
  }
  return memo
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
