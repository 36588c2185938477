/**
 * Outgoing e-mail. No mail server exists here, so a message is written to outbox_emails (where a
 * sender, or a test, reads it) and announced by a log line outside production.
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/operations.ts'
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

/** An e-mail of the outbox as the test route answers it. */
export interface OutboxEmail {
  id: number
  kind: string
  to: string
  subject: string
  bodyText: string
  createdAt: string
}

/** The newest e-mails (at most 20) queued to an address, newest first. */
export async function emailsTo(db: Queryable, address: string): Promise<OutboxEmail[]> {
  return db.query<OutboxEmail>(
    `SELECT id, kind, to_address AS "to", subject, body_text AS "bodyText",
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
       FROM outbox_emails WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 20`,
    [address],
  )
}

/**
 * `GET /api/test/outbox?to=<address>` → `{ emails: [...] }`: only when TEST_OUTBOX=1 (end-to-end
 * tests follow a password-reset link with it; no mail server exists here).
 */
export function testOutboxRoutes(app: Hono<AppEnv>, db: Queryable): void {
  app.get('/api/test/outbox', async (c) => {
    const to = c.req.query('to')?.trim() ?? ''
    if (!to || to.length > 254)
      return c.json({ ErrorList: ["'to' must be an e-mail address."] }, 400)
    return c.json({ emails: await emailsTo(db, to) }, 200, { 'Cache-Control': 'no-store' })
  })
}
