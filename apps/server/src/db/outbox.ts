/**
 * Outgoing e-mail. No mail server exists here, so a message is written to outbox_emails (where a
 * sender, or a test, reads it) and announced by a log line outside production.
 */
import type { Lang } from '../i18n/index.ts'
import type { Queryable } from './types.ts'

/** One e-mail to send. */
export interface OutgoingEmail {
  /** What it is, for lookups: 'password-reset', 'contact-us', 'contact-vendor', ... */
  kind: string
  to: string
  toName?: string | null
  replyTo?: string | null
  subject: string
  bodyText: string
  bodyHtml?: string | null
  language: Lang
  customerId?: number | null
}

/** Queues an e-mail; answers its outbox id. */
export async function queueEmail(
  db: Queryable,
  email: OutgoingEmail,
  log?: { info(message: string): void } | null,
): Promise<number> {
  const row = await db.queryOne<{ id: number }>(
    `INSERT INTO outbox_emails
       (kind, to_address, to_name, reply_to, subject, body_text, body_html, language, customer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      email.kind,
      email.to,
      email.toName ?? null,
      email.replyTo ?? null,
      email.subject,
      email.bodyText,
      email.bodyHtml ?? null,
      email.language,
      email.customerId ?? null,
    ],
  )
  log?.info(`E-mail #${row!.id} (${email.kind}) to ${email.to}: ${email.subject}`)
  return row!.id
}
