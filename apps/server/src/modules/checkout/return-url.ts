/**
 * A gateway sends the shopper back to the ReturnUrl, so it must be the store's own: same origin
 * as the server's public address (PUBLIC_URL), as the request itself, or one of
 * PAYMENT_RETURN_ORIGINS (comma-separated, e.g. a development store on another port).
 */
import type { ServerConfig } from '../../config.ts'
import type { Lang } from '../../i18n/index.ts'
import { badRequest } from '../../http/reply.ts'
import { t } from './messages.ts'

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The origins a ReturnUrl may have. */
export function allowedReturnOrigins(
  config: ServerConfig,
  requestUrl: string,
  env: Record<string, string | undefined> = process.env,
): Set<string> {
  const origins = [config.publicUrl, requestUrl, ...(env.PAYMENT_RETURN_ORIGINS ?? '').split(',')]
  return new Set(origins.map((o) => originOf(o.trim())).filter((o): o is string => o !== null))
}

/** Throws 400 "The return address is not allowed." unless the ReturnUrl is the store's. */
export function checkReturnUrl(
  returnUrl: string,
  input: { config: ServerConfig; c: { req: { url: string } }; lang: Lang },
): void {
  const origin = originOf(returnUrl)
  if (!origin || !allowedReturnOrigins(input.config, input.c.req.url).has(origin)) {
    throw badRequest(t(input.lang, 'returnUrl.notAllowed'))
  }
}
