/**
 * Enquiries to the store (contact us) and to publishers (contact vendor): the shared rate limit
 * (5 an hour per customer or device, and per IP address) and the write of the message with its
 * outgoing e-mail in one transaction.
 */
import { getSetting } from '../../db/settings.ts'
import { hitRateLimit } from '../../db/rate-limit.ts'
import { queueEmail } from '../../db/outbox.ts'
import type { Queryable } from '../../db/types.ts'
import type { AuthContext } from '../../http/auth-context.ts'
import type { Logger } from '../../http/operations.ts'
import { defineMessages, type Lang } from '../../i18n/index.ts'
import { badRequest } from '../../http/reply.ts'

/** The messages both contact forms share. */
export const contactText = defineMessages({
  th: {
    'contact.required': 'กรุณากรอก{field}',
    'contact.field.FullName': 'ชื่อ',
    'contact.field.Enquiry': 'ข้อความ',
    'contact.field.Subject': 'หัวข้อ',
    'contact.tooMany': 'คุณส่งข้อความบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  },
  en: {
    'contact.required': '{field} is required.',
    'contact.field.FullName': 'Name',
    'contact.field.Enquiry': 'Message',
    'contact.field.Subject': 'Subject',
    'contact.tooMany': 'You have sent too many messages. Please try again later.',
  },
})

/** The trimmed texts of a contact form; 400 naming every field left blank. */
export function contactFields(
  input: { FullName: string; Subject: string; Enquiry: string; Email: string },
  lang: Lang,
): { fullName: string; subject: string; enquiry: string; email: string } {
  const errors: string[] = []
  const text = (field: 'FullName' | 'Subject' | 'Enquiry') => {
    const value = input[field].normalize('NFC').trim()
    if (!value) {
      errors.push(
        contactText(lang, 'contact.required', {
          field: contactText(lang, `contact.field.${field}`),
        }),
      )
    }
    return value
  }
  const fields = {
    fullName: text('FullName'),
    subject: text('Subject'),
    enquiry: text('Enquiry'),
    email: input.Email.trim(),
  }
  if (errors.length) throw badRequest(errors)
  return fields
}

/** Enquiries allowed per sender and per address in one window. */
export const CONTACT_LIMIT = 5
/** The rate-limit window: an hour. */
export const CONTACT_WINDOW_SECONDS = 60 * 60

/** Where store enquiries go unless store_settings 'store.contact_email' says otherwise. */
export const DEFAULT_STORE_EMAIL = 'support@ebook-store.example'

/** The store's own contact address. */
export function storeContactEmail(db: Queryable): Promise<string> {
  return getSetting(db, 'store.contact_email', DEFAULT_STORE_EMAIL)
}

/**
 * Counts one enquiry against the sender (signed-in customer, else the deviceId) and the IP
 * address; answers false when either is over the limit.
 */
export async function allowContact(
  db: Queryable,
  auth: AuthContext,
  clientAddress: string | null,
): Promise<boolean> {
  const signedIn = await auth.signedIn()
  const keys = [
    signedIn
      ? `contact:customer:${signedIn.customerId}`
      : auth.deviceId
        ? `contact:device:${auth.deviceId}`
        : null,
    clientAddress ? `contact:ip:${clientAddress}` : null,
  ].filter((key): key is string => key !== null)
  let allowed = true
  // Every key counts the attempt, so a sender cannot dodge one limit by tripping the other.
  for (const key of keys) {
    const hit = await hitRateLimit(db, key, {
      limit: CONTACT_LIMIT,
      windowSeconds: CONTACT_WINDOW_SECONDS,
    })
    if (!hit.allowed) allowed = false
  }
  return allowed
}

/** One enquiry to store. */
export interface Enquiry {
  vendorId: number | null
  customerId: number | null
  email: string
  fullName: string
  subject: string
  enquiry: string
  language: Lang
  ipAddress: string | null
  /** Where the e-mail goes, and its kind ('contact-us', 'contact-vendor'). */
  to: string
  toName: string | null
  kind: string
  /** The e-mail's subject line. */
  mailSubject: string
}

/** Stores the enquiry and queues its e-mail (reply-to the sender), in one transaction. */
export async function storeEnquiry(db: Queryable, enquiry: Enquiry, log: Logger): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await tx.queryOne<{ id: number }>(
      `INSERT INTO contact_messages
         (vendor_id, customer_id, email, full_name, subject, enquiry, language, ip_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        enquiry.vendorId,
        enquiry.customerId,
        enquiry.email,
        enquiry.fullName,
        enquiry.subject,
        enquiry.enquiry,
        enquiry.language,
        enquiry.ipAddress,
      ],
    )
    await queueEmail(
      tx,
      {
        kind: enquiry.kind,
        to: enquiry.to,
        toName: enquiry.toName,
        replyTo: enquiry.email,
        subject: enquiry.mailSubject,
        bodyText: `${enquiry.fullName} <${enquiry.email}>\n${enquiry.subject}\n\n${enquiry.enquiry}`,
        language: enquiry.language,
        customerId: enquiry.customerId,
      },
      log,
    )
    return row!.id
  })
}
