// What the address and buying pages share: the document title, the account guard, id params and
// the `redirect` search param that brings the customer back to where they came from.
import type { ApiClients } from '@ebook/api'
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../app/i18n'
import { localeOfPath, localizedHref, unlocalizedHref } from '../app/locale'

/** Sets the document title to '{page} | store name' while the page is on screen. */
export function usePageTitle(page: string | null | undefined): void {
  const t = useT()
  useEffect(() => {
    if (page) document.title = t('app.page_title', { page })
  }, [page, t])
}

/**
 * The `beforeLoad` of a page that needs an account (addresses, paying): a guest goes to the
 * login page in the page's language, which brings them back here afterwards.
 */
export function requireAccount({
  context,
  location,
}: {
  context: { api: ApiClients }
  location: ParsedLocation
}): void {
  if (context.api.storage.getToken()) return
  const locale = localeOfPath(location.pathname)
  const back = unlocalizedHref(location.href)
  throw redirect({
    href: localizedHref(`/Login?redirect=${encodeURIComponent(back)}`, locale),
    replace: true,
  })
}

/**
 * The `params` option of a route whose `$id` is an id: a positive whole number written plainly.
 * Anything else is not a page (the route's not-found page, 'Page Not Found: {path}').
 */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound()
    return { id: Number(id) }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/** A store path to come back to (`/payment`), or undefined for anything else (another site). */
export function storePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return /^\/(?![/\\])/.test(value) ? unlocalizedHref(value) : undefined
}

/** `validateSearch` of a page that may be told where to go back to: `?redirect=/payment`. */
export function validateRedirect(search: Record<string, unknown>): { redirect?: string } {
  const back = storePath(search.redirect)
  return back ? { redirect: back } : {}
}

/** A store path with `?redirect=` kept (nothing added when there is none). */
export function withRedirect(path: string, back: string | undefined): string {
  return back ? `${path}?redirect=${encodeURIComponent(back)}` : path
}
