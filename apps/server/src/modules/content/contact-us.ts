/**
 * Contact us: the prepared form (the signed-in customer's name and e-mail, the subjects) and
 * sending an enquiry to the store: stored in contact_messages, mailed through the outbox
 * (reply-to the sender), rate-limited per sender and per address (400 beyond the limit, so the
 * store shows it like any form error).
 */
import type { components, operations } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest, reply } from '../../http/reply.ts'
import type { Lang } from '../../i18n/index.ts'
import {
  allowContact,
  contactFields,
  contactText,
  storeContactEmail,
  storeEnquiry,
} from '../shared/contact-messages.ts'
import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>
type ContactUsModel = components['schemas']['ContactUsModel']

/** The subjects of an enquiry, by value. */
export const CONTACT_SUBJECTS = [
  'order',
  'payment',
  'download',
  'account',
  'publisher',
  'other',
] as const

function subjectChoices(lang: Lang, selected: string | null) {
  return CONTACT_SUBJECTS.map((value) => ({
    Disabled: false,
    Group: null,
    Selected: value === selected,
    Text: t(lang, `contact.subject.${value}`),
    Value: value,
  }))
}

/** The signed-in customer's name and e-mail, to prefill the form. */
async function sender(db: Queryable, customerId: number | null) {
  if (customerId === null) return { email: null, fullName: null }
  const row = await db.queryOne<{
    email: string | null
    first_name: string | null
    last_name: string | null
  }>('SELECT email, first_name, last_name FROM customers WHERE id = $1', [customerId])
  const fullName = [row?.first_name, row?.last_name].filter(Boolean).join(' ')
  return { email: row?.email ?? null, fullName: fullName || null }
}

export async function getContactUsForm({ auth, db, lang }: Input<'getContactUsForm'>) {
  const signedIn = await auth.signedIn()
  const { email, fullName } = await sender(db, signedIn?.customerId ?? null)
  return {
    Email: email,
    FullName: fullName,
    SubjectEnabled: true,
    Subject: null,
    AvailableSubjects: subjectChoices(lang, null),
    Enquiry: null,
    SuccessfullySent: false,
    Result: null,
    DisplayCaptcha: false,
    CustomProperties: {},
  } satisfies ContactUsModel
}

export async function sendContactUs({
  auth,
  db,
  lang,
  body,
  clientAddress,
  log,
}: Input<'sendContactUs'>) {
  const fields = contactFields(body.Data, lang)
  const subject = CONTACT_SUBJECTS.find((s) => s === fields.subject)
  if (!subject) throw badRequest(t(lang, 'contact.unknownSubject'))
  if (!(await allowContact(db, auth, clientAddress))) {
    throw badRequest(contactText(lang, 'contact.tooMany'))
  }
  const subjectText = t(lang, `contact.subject.${subject}`)
  await storeEnquiry(
    db,
    {
      vendorId: null,
      customerId: await auth.existingCustomerId(),
      email: fields.email,
      fullName: fields.fullName,
      subject,
      enquiry: fields.enquiry,
      language: lang,
      ipAddress: clientAddress,
      to: await storeContactEmail(db),
      toName: null,
      kind: 'contact-us',
      mailSubject: t(lang, 'contact.mailSubject', { subject: subjectText }),
    },
    log,
  )
  const result = t(lang, 'contact.sent')
  return reply(
    {
      Email: fields.email,
      FullName: fields.fullName,
      SubjectEnabled: true,
      Subject: subject,
      AvailableSubjects: subjectChoices(lang, subject),
      Enquiry: fields.enquiry,
      SuccessfullySent: true,
      Result: result,
      DisplayCaptcha: false,
      CustomProperties: {},
    } satisfies ContactUsModel,
    { message: result },
  )
}
