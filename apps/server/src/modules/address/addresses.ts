/**
 * The address book: list, prepared form, add, edit, delete, and the chosen shipping address.
 * Thai addresses name province, district and sub-district by id; the server checks that they
 * fit together and that the postcode is the sub-district's, and stores the district (City) and
 * sub-district (County) names from the ids. Another customer's address answers 404.
 */
import type { components, operations } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import { t } from './messages.ts'
import { choice, countryChoices, districtsOf, statesOf, thailandId } from './regions.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>
type AddressModel = components['schemas']['AddressModel']
type AddressInput = components['schemas']['AddressInputModel']

/** The most addresses a customer keeps. */
export const MAX_ADDRESSES = 20

/** An address row with its places' names in both languages. */
interface AddressRow {
  id: number
  first_name: string
  last_name: string
  email: string | null
  company: string | null
  country_id: number | null
  state_province_id: number | null
  district_id: number | null
  sub_district_id: number | null
  city: string | null
  county: string | null
  address1: string | null
  address2: string | null
  zip_postal_code: string | null
  phone_number: string | null
  country_th: string | null
  country_en: string | null
  province_th: string | null
  province_en: string | null
  district_th: string | null
  district_en: string | null
  sub_district_th: string | null
  sub_district_en: string | null
}

const ADDRESS_SELECT = `SELECT a.id, a.first_name, a.last_name, a.email, a.company, a.country_id,
    a.state_province_id, a.district_id, a.sub_district_id, a.city, a.county, a.address1,
    a.address2, a.zip_postal_code, a.phone_number,
    c.name_th AS country_th, c.name_en AS country_en, sp.name_th AS province_th,
    sp.name_en AS province_en, d.name_th AS district_th, d.name_en AS district_en,
    s.name_th AS sub_district_th, s.name_en AS sub_district_en
  FROM addresses a
  LEFT JOIN countries c ON c.id = a.country_id
  LEFT JOIN state_provinces sp ON sp.id = a.state_province_id
  LEFT JOIN districts d ON d.id = a.district_id
  LEFT JOIN sub_districts s ON s.id = a.sub_district_id`

function named(lang: Lang, th: string | null, en: string | null, stored: string | null = null) {
  return th ? inLanguage(lang, th, en) : stored
}

/** The form's fixed field settings: every Thai level shown and required, country fixed. */
const FIELD_SETTINGS = {
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
} as const

/** An address row as the contract's AddressModel (choice lists empty). */
export function toAddressModel(row: AddressRow, lang: Lang): AddressModel {
  return {
    Id: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    Company: row.company,
    CountryId: row.country_id,
    CountryName: named(lang, row.country_th, row.country_en),
    StateProvinceId: row.state_province_id,
    StateProvinceName: named(lang, row.province_th, row.province_en),
    DistrictId: row.district_id,
    City: named(lang, row.district_th, row.district_en, row.city),
    SubDistrictId: row.sub_district_id,
    County: named(lang, row.sub_district_th, row.sub_district_en, row.county),
    Address1: row.address1,
    Address2: row.address2,
    ZipPostalCode: row.zip_postal_code,
    PhoneNumber: row.phone_number,
    ...FIELD_SETTINGS,
    AvailableCountries: [],
    AvailableStates: [],
    AvailableDistricts: [],
    CustomProperties: {},
  }
}

/** The customer's address, or 404 (also for another customer's). */
export async function ownAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
  lang: Lang,
): Promise<AddressRow> {
  const row = await db.queryOne<AddressRow>(
    `${ADDRESS_SELECT} WHERE a.id = $1 AND a.customer_id = $2`,
    [addressId, customerId],
  )
  if (!row) throw notFound(t(lang, 'address.notFound'))
  return row
}

/** What is stored of a checked address. */
interface CheckedAddress {
  firstName: string
  lastName: string
  email: string
  company: string | null
  countryId: number
  provinceId: number
  districtId: number
  subDistrictId: number
  city: string
  county: string
  address1: string
  address2: string | null
  zip: string
  phone: string
}

const optional = (value: string | null | undefined) => value?.trim() || null

/** Checks an address form; 400 with every problem found. */
async function checkAddress(db: Queryable, input: AddressInput, lang: Lang) {
  const errors: string[] = []
  const required = (field: 'FirstName' | 'LastName' | 'Address1') => {
    const value = input[field].normalize('NFC').trim()
    if (!value) {
      errors.push(t(lang, 'address.required', { field: t(lang, `address.field.${field}`) }))
    }
    return value
  }
  const firstName = required('FirstName')
  const lastName = required('LastName')
  const address1 = required('Address1')
  const place = await db.queryOne<{
    country: boolean
    province_country: number | null
    district_province: number | null
    district_th: string | null
    sub_district_district: number | null
    sub_district_th: string | null
    postcode: string | null
  }>(
    `SELECT EXISTS (SELECT 1 FROM countries WHERE id = $1 AND published) AS country,
       (SELECT country_id FROM state_provinces WHERE id = $2 AND published) AS province_country,
       (SELECT state_province_id FROM districts WHERE id = $3) AS district_province,
       (SELECT name_th FROM districts WHERE id = $3) AS district_th,
       (SELECT district_id FROM sub_districts WHERE id = $4) AS sub_district_district,
       (SELECT name_th FROM sub_districts WHERE id = $4) AS sub_district_th,
       (SELECT postcode FROM sub_districts WHERE id = $4) AS postcode`,
    [input.CountryId, input.StateProvinceId, input.DistrictId, input.SubDistrictId],
  )
  if (!place?.country) errors.push(t(lang, 'address.countryUnknown'))
  else if (place.province_country !== input.CountryId) {
    errors.push(t(lang, 'address.provinceMismatch'))
  } else if (place.district_province !== input.StateProvinceId) {
    errors.push(t(lang, 'address.districtMismatch'))
  } else if (place.sub_district_district !== input.DistrictId) {
    errors.push(t(lang, 'address.subDistrictMismatch'))
  } else if (place.postcode !== input.ZipPostalCode) {
    errors.push(t(lang, 'address.postcodeMismatch'))
  }
  if (errors.length) throw badRequest(errors)
  return {
    firstName,
    lastName,
    email: input.Email.trim(),
    company: optional(input.Company),
    countryId: input.CountryId,
    provinceId: input.StateProvinceId,
    districtId: input.DistrictId,
    subDistrictId: input.SubDistrictId,
    city: place!.district_th!,
    county: place!.sub_district_th!,
    address1,
    address2: optional(input.Address2),
    zip: input.ZipPostalCode,
    phone: input.PhoneNumber,
  } satisfies CheckedAddress
}

const addressValues = (a: CheckedAddress) => [
  a.firstName,
  a.lastName,
  a.email,
  a.company,
  a.countryId,
  a.provinceId,
  a.districtId,
  a.subDistrictId,
  a.city,
  a.county,
  a.address1,
  a.address2,
  a.zip,
  a.phone,
]

export async function listAddresses({ auth, db, lang }: Input<'listAddresses'>) {
  const { customerId } = await auth.requireSignedIn()
  const [rows, customer] = await Promise.all([
    db.query<AddressRow>(`${ADDRESS_SELECT} WHERE a.customer_id = $1 ORDER BY a.id DESC`, [
      customerId,
    ]),
    db.queryOne<{ shipping_address_id: number | null }>(
      'SELECT shipping_address_id FROM customers WHERE id = $1',
      [customerId],
    ),
  ])
  return {
    Addresses: rows.map((row) => toAddressModel(row, lang)),
    SelectedShippingAddressId: customer?.shipping_address_id ?? null,
  }
}

export async function getAddressForm({ auth, db, lang, params }: Input<'getAddressForm'>) {
  const { customerId } = await auth.requireSignedIn()
  let address: AddressModel
  if (params.addressId === 0) {
    const thailand = await thailandId(db)
    const country = thailand
      ? await db.queryOne<{ name_th: string; name_en: string }>(
          'SELECT name_th, name_en FROM countries WHERE id = $1',
          [thailand],
        )
      : null
    address = {
      ...toAddressModel(
        {
          id: 0,
          first_name: '',
          last_name: '',
          email: null,
          company: null,
          country_id: thailand,
          state_province_id: null,
          district_id: null,
          sub_district_id: null,
          city: null,
          county: null,
          address1: null,
          address2: null,
          zip_postal_code: null,
          phone_number: null,
          country_th: country?.name_th ?? null,
          country_en: country?.name_en ?? null,
          province_th: null,
          province_en: null,
          district_th: null,
          district_en: null,
          sub_district_th: null,
          sub_district_en: null,
        },
        lang,
      ),
      FirstName: null,
      LastName: null,
    }
  } else {
    address = toAddressModel(await ownAddress(db, customerId, params.addressId, lang), lang)
  }
  const [countries, states, districts] = await Promise.all([
    countryChoices(db, lang, address.CountryId),
    address.CountryId ? statesOf(db, address.CountryId, lang) : Promise.resolve([]),
    address.StateProvinceId ? districtsOf(db, address.StateProvinceId, lang) : Promise.resolve([]),
  ])
  return {
    Address: {
      ...address,
      AvailableCountries: countries,
      AvailableStates: states.map((s) => choice(s.name, s.id, address.StateProvinceId)),
      AvailableDistricts: districts,
    },
  }
}

export async function addAddress({ auth, db, lang, body }: Input<'addAddress'>) {
  const { customerId } = await auth.requireSignedIn()
  const address = await checkAddress(db, body.Data.Address, lang)
  const id = await db.transaction(async (tx) => {
    // One customer's address writes queue up, so the count and the first-address rule hold.
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId])
    const count = await tx.queryOne<{ n: number }>(
      'SELECT count(*)::integer AS n FROM addresses WHERE customer_id = $1',
      [customerId],
    )
    if ((count?.n ?? 0) >= MAX_ADDRESSES) {
      throw badRequest(t(lang, 'address.tooMany', { max: MAX_ADDRESSES }))
    }
    const row = await tx.queryOne<{ id: number }>(
      `INSERT INTO addresses (customer_id, first_name, last_name, email, company, country_id,
         state_province_id, district_id, sub_district_id, city, county, address1, address2,
         zip_postal_code, phone_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [customerId, ...addressValues(address)],
    )
    await tx.query(
      `UPDATE customers SET shipping_address_id = $2, updated_at = now()
        WHERE id = $1 AND shipping_address_id IS NULL`,
      [customerId, row!.id],
    )
    return row!.id
  })
  return reply(id, { status: 201, message: t(lang, 'address.saved') })
}

export async function updateAddress({ auth, db, lang, params, body }: Input<'updateAddress'>) {
  const { customerId } = await auth.requireSignedIn()
  await ownAddress(db, customerId, params.addressId, lang)
  const address = await checkAddress(db, body.Data.Address, lang)
  const changed = await db.execute(
    `UPDATE addresses SET first_name = $3, last_name = $4, email = $5, company = $6,
       country_id = $7, state_province_id = $8, district_id = $9, sub_district_id = $10,
       city = $11, county = $12, address1 = $13, address2 = $14, zip_postal_code = $15,
       phone_number = $16, updated_at = now()
     WHERE id = $1 AND customer_id = $2`,
    [params.addressId, customerId, ...addressValues(address)],
  )
  if (changed === 0) throw notFound(t(lang, 'address.notFound'))
  const saved = await ownAddress(db, customerId, params.addressId, lang)
  return reply(toAddressModel(saved, lang), { message: t(lang, 'address.saved') })
}

export async function deleteAddress({ auth, db, lang, params }: Input<'deleteAddress'>) {
  const { customerId } = await auth.requireSignedIn()
  // customers.shipping_address_id is set to null by its foreign key when it pointed here.
  const removed = await db.execute('DELETE FROM addresses WHERE id = $1 AND customer_id = $2', [
    params.addressId,
    customerId,
  ])
  if (removed === 0) throw notFound(t(lang, 'address.notFound'))
  return reply(null, { message: t(lang, 'address.deleted') })
}

export async function saveShippingAddress({ auth, db, lang, body }: Input<'saveShippingAddress'>) {
  const { customerId } = await auth.requireSignedIn()
  const value = body.FormValues.find((v) => v.Key.toLowerCase() === 'shipping_address_id')?.Value
  if (value == null || value.trim() === '') throw badRequest(t(lang, 'shipping.missing'))
  const id = /^\s*[0-9]{1,9}\s*$/u.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(t(lang, 'shipping.notNumber'))
  const address = await ownAddress(db, customerId, id, lang)
  await db.query(
    'UPDATE customers SET shipping_address_id = $2, updated_at = now() WHERE id = $1',
    [customerId, id],
  )
  return reply(toAddressModel(address, lang), { message: t(lang, 'shipping.chosen') })
}
