/**
 * Applying to become a publisher. The application is stored for the store's staff with its book
 * types, and the customer's PublisherStatus becomes 10 (pending), in one transaction. A pending
 * or approved customer cannot apply again; a rejected one (30) may.
 */
import type { operations } from '@ebook/api/generated/v2'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest, reply } from '../../http/reply.ts'

import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>

/** PublisherStatus codes. */
const PENDING = 10 as const
const APPROVED = 20 as const

/**
 * Whether a 13-digit Thai tax id (national id or company registration number) has the right
 * check digit: the first 12 digits weighted 13 down to 2, (11 - sum mod 11) mod 10.
 */
export function isValidThaiTaxId(taxId: string): boolean {
  if (!/^[0-9]{13}$/u.test(taxId)) return false
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(taxId[i]) * (13 - i)
  return (11 - (sum % 11)) % 10 === Number(taxId[12])
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** A unique-index violation: a second pending application sent at the same moment. */
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  )
}

export async function registerPublisher({ auth, db, lang, body }: Input<'registerPublisher'>) {
  const { customerId } = await auth.requireSignedIn()
  const data = body.Data
  const refuse = (status: number) =>
    badRequest(t(lang, status === APPROVED ? 'apply.approved' : 'apply.pending'))
  const current = await db.queryOne<{ publisher_status: number }>(
    'SELECT publisher_status FROM customers WHERE id = $1',
    [customerId],
  )
  if (current && (current.publisher_status === PENDING || current.publisher_status === APPROVED)) {
    throw refuse(current.publisher_status)
  }

  const errors: string[] = []
  const required = (
    value: string,
    field: 'Name' | 'Address' | 'BankName' | 'AccountName',
  ): string => {
    const trimmed = value.normalize('NFC').trim()
    if (!trimmed) errors.push(t(lang, 'apply.required', { field: t(lang, `apply.field.${field}`) }))
    return trimmed
  }
  const name = required(data.Name, 'Name')
  const address = required(data.Address, 'Address')
  const bankName = required(data.BankAccount.BankName, 'BankName')
  const accountName = required(data.BankAccount.AccountName, 'AccountName')
  if (!isValidThaiTaxId(data.TaxId)) errors.push(t(lang, 'apply.taxId'))
  const website = data.Website?.trim() || null
  if (website && !isWebAddress(website)) errors.push(t(lang, 'apply.website'))
  const [accountType, bookTypes] = await Promise.all([
    db.queryOne('SELECT 1 FROM publisher_account_types WHERE id = $1 AND active', [
      data.AccountTypeId,
    ]),
    db.query<{ id: number }>(
      'SELECT id FROM publisher_book_types WHERE id = ANY($1::integer[]) AND active',
      [data.BookTypeIds],
    ),
  ])
  if (!accountType) errors.push(t(lang, 'apply.accountType'))
  if (bookTypes.length !== data.BookTypeIds.length) errors.push(t(lang, 'apply.bookType'))
  if (errors.length) throw badRequest(errors)

  const contactName = data.ContactName?.trim() || null
  try {
    await db.transaction(async (tx) => {
      // Applications of one customer queue up behind this lock, so the status check holds.
      const locked = await tx.queryOne<{ publisher_status: number }>(
        'SELECT publisher_status FROM customers WHERE id = $1 FOR UPDATE',
        [customerId],
      )
      if (locked && (locked.publisher_status === PENDING || locked.publisher_status === APPROVED)) {
        throw refuse(locked.publisher_status)
      }
      const application = await tx.queryOne<{ id: number }>(
        `INSERT INTO publisher_applications (customer_id, account_type_id, name, tax_id,
           contact_name, contact_email, phone, address, website, description, bank_name,
           bank_account_name, bank_account_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          customerId,
          data.AccountTypeId,
          name,
          data.TaxId,
          contactName ?? name,
          data.ContactEmail.trim(),
          data.Phone,
          address,
          website,
          data.Description?.trim() || null,
          bankName,
          accountName,
          data.BankAccount.AccountNumber,
        ],
      )
      await tx.query(
        `INSERT INTO publisher_application_book_types (application_id, book_type_id)
         SELECT $1, unnest($2::integer[])`,
        [application!.id, data.BookTypeIds],
      )
      await tx.query(
        'UPDATE customers SET publisher_status = $2, updated_at = now() WHERE id = $1',
        [customerId, PENDING],
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(PENDING)
    throw error
  }
  return reply({ PublisherStatus: PENDING }, { message: t(lang, 'apply.received') })
}
