/**
 * Contact a publisher: the message is stored and mailed to the publisher (reply-to the sender),
 * under the same rate limit as contact us. A publisher that does not accept messages (or a
 * store that switched the feature off) answers 400, never 401.
 */
import type { operations } from '@ebook/api/generated/v2'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import { storeFeatures } from '../common/index.ts'
import {
  allowContact,
  contactFields,
  contactText,
  storeContactEmail,
  storeEnquiry,
} from '../shared/contact-messages.ts'
import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>

export async function contactVendor({
  auth,
  db,
  lang,
  body,
  clientAddress,
  log,
}: Input<'contactVendor'>) {
  const vendor = await db.queryOne<{
    id: number
    name_th: string
    name_en: string | null
    email: string | null
    allow_customers_to_contact: boolean
  }>(
    `SELECT id, name_th, name_en, email, allow_customers_to_contact FROM vendors
      WHERE id = $1 AND active AND NOT deleted`,
    [body.Data.VendorId],
  )
  if (!vendor) throw notFound(t(lang, 'vendor.notFound'))
  const features = await storeFeatures(db)
  if (!vendor.allow_customers_to_contact || !features.AllowCustomersToContactVendors) {
    throw badRequest(t(lang, 'vendor.noMessages'))
  }
  const fields = contactFields(body.Data, lang)
  if (!(await allowContact(db, auth, clientAddress))) {
    throw badRequest(contactText(lang, 'contact.tooMany'))
  }
  const vendorName = lang === 'en' && vendor.name_en ? vendor.name_en : vendor.name_th
  await storeEnquiry(
    db,
    {
      vendorId: vendor.id,
      customerId: await auth.existingCustomerId(),
      email: fields.email,
      fullName: fields.fullName,
      subject: fields.subject,
      enquiry: fields.enquiry,
      language: lang,
      ipAddress: clientAddress,
      // A publisher without its own address is reached through the store's.
      to: vendor.email ?? (await storeContactEmail(db)),
      toName: vendor.name_th,
      kind: 'contact-vendor',
      mailSubject: t(lang, 'vendor.mailSubject', { subject: fields.subject }),
    },
    log,
  )
  const result = t(lang, 'vendor.sent')
  return reply(
    {
      VendorId: vendor.id,
      VendorName: vendorName,
      Email: fields.email,
      FullName: fields.fullName,
      SubjectEnabled: true,
      Subject: fields.subject,
      Enquiry: fields.enquiry,
      SuccessfullySent: true,
      Result: result,
      DisplayCaptcha: false,
      CustomProperties: {},
    },
    { message: result },
  )
}
