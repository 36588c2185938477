import type { AddressModel, Schema } from '@ebook/api/types'
import type { TextKey } from '../i18n'

/** What the address form sends (`AddressInputModel`). */
export type AddressInput = Schema<'AddressInputModel'>

/** What the form holds while the customer types: texts as typed, places as ids. */
export type AddressValues = {
  FirstName: string
  LastName: string
  Email: string
  PhoneNumber: string
  Company: string
  Address1: string
  Address2: string
  CountryId: number
  StateProvinceId: number | null
  DistrictId: number | null
  SubDistrictId: number | null
  ZipPostalCode: string
}

export type AddressField = keyof AddressValues

/** A problem with one field, as a text key and its parameters. */
export type FieldProblem = { key: TextKey; params?: Record<string, string | number> }
export type AddressProblems = Partial<Record<AddressField, FieldProblem>>

/** Thailand, the only country the store ships receipts to while the country field is hidden. */
export const THAILAND = 1

/** The form's starting values from an address the server prepared (a blank one for a new address). */
export function valuesOf(address: AddressModel | null | undefined): AddressValues {
  return {
    FirstName: address?.FirstName ?? '',
    LastName: address?.LastName ?? '',
    Email: address?.Email ?? '',
    PhoneNumber: address?.PhoneNumber ?? '',
    Company: address?.Company ?? '',
    Address1: address?.Address1 ?? '',
    Address2: address?.Address2 ?? '',
    CountryId: address?.CountryId ?? THAILAND,
    StateProvinceId: address?.StateProvinceId ?? null,
    DistrictId: address?.DistrictId ?? null,
    SubDistrictId: address?.SubDistrictId ?? null,
    ZipPostalCode: address?.ZipPostalCode ?? '',
  }
}

/** A phone number as the server takes it: spaces, dashes and brackets people type left out. */
export function plainPhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, '')
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^(0[0-9]{8,9}|\+66[0-9]{8,9})$/
const POSTCODE = /^[0-9]{5}$/

/** The longest each text may be (the contract's maxLength). */
const MAX_LENGTH: Partial<Record<AddressField, number>> = {
  FirstName: 100,
  LastName: 100,
  Email: 254,
  Company: 200,
  Address1: 200,
  Address2: 200,
}

/** Every problem of the values, by field: what the server would refuse, said before sending. */
export function addressProblems(values: AddressValues): AddressProblems {
  const problems: AddressProblems = {}
  const required = (field: AddressField) => {
    if (String(values[field] ?? '').trim() === '')
      problems[field] = { key: 'address_form.required' }
  }
  const choice = (field: AddressField) => {
    if (values[field] === null) problems[field] = { key: 'address_form.required_choice' }
  }
  for (const field of ['FirstName', 'LastName', 'Email', 'PhoneNumber', 'Address1'] as const) {
    required(field)
  }
  for (const field of ['StateProvinceId', 'DistrictId', 'SubDistrictId'] as const) choice(field)
  for (const [field, max] of Object.entries(MAX_LENGTH) as [AddressField, number][]) {
    if (!problems[field] && String(values[field]).trim().length > max) {
      problems[field] = { key: 'address_form.too_long', params: { max } }
    }
  }
  if (!problems.Email && !EMAIL.test(values.Email.trim())) {
    problems.Email = { key: 'address_form.invalid_email' }
  }
  if (!problems.PhoneNumber && !PHONE.test(plainPhone(values.PhoneNumber))) {
    problems.PhoneNumber = { key: 'address_form.invalid_phone' }
  }
  if (values.SubDistrictId !== null && !POSTCODE.test(values.ZipPostalCode)) {
    problems.ZipPostalCode = { key: 'address_form.invalid_postcode' }
  }
  return problems
}

/** The request body of valid values (call only when `addressProblems` found nothing). */
export function inputOf(values: AddressValues): AddressInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim())
  return {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    Email: values.Email.trim(),
    PhoneNumber: plainPhone(values.PhoneNumber),
    Company: optional(values.Company),
    Address1: values.Address1.trim(),
    Address2: optional(values.Address2),
    CountryId: values.CountryId,
    StateProvinceId: values.StateProvinceId!,
    DistrictId: values.DistrictId!,
    SubDistrictId: values.SubDistrictId!,
    ZipPostalCode: values.ZipPostalCode,
  }
}

/** The customer's name on an address. */
export function nameOn(address: Pick<AddressModel, 'FirstName' | 'LastName'>): string {
  return [address.FirstName, address.LastName].filter(Boolean).join(' ')
}

/** An address as lines to print: street, places, postcode. */
export function addressLines(address: AddressModel): string[] {
  const places = [address.County, address.City, address.StateProvinceName].filter(Boolean)
  return [
    address.Company,
    [address.Address1, address.Address2].filter(Boolean).join(' '),
    [places.join(' '), address.ZipPostalCode].filter(Boolean).join(' '),
  ].filter((line): line is string => !!line && line.trim() !== '')
}
