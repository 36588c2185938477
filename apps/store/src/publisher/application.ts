import type { Schema } from '@ebook/api/types'
import type { Translate } from '../i18n'
import { digitsOf, isEmail, type Problems } from './form'

/** The application as the form holds it. */
export type ApplicationForm = {
  accountType: string
  name: string
  taxId: string
  contactName: string
  email: string
  phone: string
  address: string
  bookTypes: number[]
  bankName: string
  accountName: string
  accountNumber: string
  website: string
  description: string
}

/** The contract's limits (PublisherApplicationModel). */
export const LIMITS = {
  name: 200,
  contactName: 200,
  email: 254,
  address: 500,
  bankName: 100,
  accountName: 200,
  website: 300,
  description: 2000,
} as const

/** The server's name of each field, to put its messages beside the field. */
export const SERVER_NAMES: Partial<Record<keyof ApplicationForm, string>> = {
  accountType: 'AccountTypeId',
  name: 'Name',
  taxId: 'TaxId',
  contactName: 'ContactName',
  email: 'ContactEmail',
  phone: 'Phone',
  address: 'Address',
  bookTypes: 'BookTypeIds',
  bankName: 'BankAccount.BankName',
  accountName: 'BankAccount.AccountName',
  accountNumber: 'BankAccount.AccountNumber',
  website: 'Website',
  description: 'Description',
}

/**
 * Whether a 13-digit Thai tax id (a person's national id or a company's registration number) has
 * the right check digit: the first 12 digits weighted 13 down to 2, (11 - sum mod 11) mod 10.
 */
export function isThaiTaxId(value: string): boolean {
  const digits = digitsOf(value)
  if (!/^\d{13}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < 12; index++) sum += Number(digits[index]) * (13 - index)
  return (11 - (sum % 11)) % 10 === Number(digits[12])
}

/** A Thai phone number: 0 and 8-9 digits, or +66 and 8-9 digits. */
export const isThaiPhone = (value: string) => /^(0\d{8,9}|\+66\d{8,9})$/.test(digitsOf(value))

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** The application's problems, in the page's language. */
export function checkApplication(
  form: ApplicationForm,
  t: Translate,
  labels: Record<'name' | 'address' | 'bankName' | 'accountName', string>,
): Problems<ApplicationForm> {
  const problems: Problems<ApplicationForm> = {}
  const required = (key: keyof typeof labels, value: string, max: number) => {
    if (!value.trim()) problems[key] = t('vendor_apply_page.required', { field: labels[key] })
    else if (value.trim().length > max) problems[key] = t('vendor_apply_page.too_long', { max })
  }
  const optional = (key: 'contactName' | 'description' | 'website', value: string, max: number) => {
    if (value.trim().length > max) problems[key] = t('vendor_apply_page.too_long', { max })
  }
  if (!form.accountType) problems.accountType = t('vendor_apply_page.choose_account_type')
  required('name', form.name, LIMITS.name)
  if (!isThaiTaxId(form.taxId)) problems.taxId = t('vendor_apply_page.tax_id_invalid')
  optional('contactName', form.contactName, LIMITS.contactName)
  if (!isEmail(form.email) || form.email.trim().length > LIMITS.email)
    problems.email = t('vendor_apply_page.email_invalid')
  if (!isThaiPhone(form.phone)) problems.phone = t('vendor_apply_page.phone_invalid')
  required('address', form.address, LIMITS.address)
  if (form.bookTypes.length === 0) problems.bookTypes = t('vendor_apply_page.choose_book_types')
  required('bankName', form.bankName, LIMITS.bankName)
  required('accountName', form.accountName, LIMITS.accountName)
  if (!/^\d{10,15}$/.test(digitsOf(form.accountNumber)))
    problems.accountNumber = t('vendor_apply_page.account_number_invalid')
  optional('website', form.website, LIMITS.website)
  if (form.website.trim() && !problems.website && !isWebAddress(form.website))
    problems.website = t('vendor_apply_page.website_invalid')
  optional('description', form.description, LIMITS.description)
  return problems
}

/** What the application call sends. */
export function applicationOf(form: ApplicationForm): Schema<'PublisherApplicationModel'> {
  const orNull = (value: string) => (value.trim() ? value.trim() : null)
  return {
    AccountTypeId: Number(form.accountType),
    Name: form.name.trim(),
    TaxId: digitsOf(form.taxId),
    ContactName: orNull(form.contactName),
    ContactEmail: form.email.trim(),
    Phone: digitsOf(form.phone),
    Address: form.address.trim(),
    BookTypeIds: form.bookTypes,
    BankAccount: {
      BankName: form.bankName.trim(),
      AccountName: form.accountName.trim(),
      AccountNumber: digitsOf(form.accountNumber),
    },
    Website: orNull(form.website),
    Description: orNull(form.description),
  }
}
