import { ownPage } from '../../../app/auth'
import { createFileRoute } from '@tanstack/react-router'
import { AppleCallbackPage, type AppleReturn } from '../../../account/AuthPages'
import { titledHead } from '../../../app/page-head'

/** A query value as sent: the router reads JSON-looking values (Apple's `user`) as JSON. */
const text = (value: unknown, max: number) => {
  const raw = typeof value === 'string' || value == null ? value : JSON.stringify(value)
  return raw && raw.length <= max ? raw : undefined
}

/**
 * Apple's return (SPEC §2): Apple posts its answer cross-site to the login-session provider,
 * which sends it here as a query; this page takes it on to the provider's callback.
 */
export const Route = createFileRoute('/{-$locale}/auth/callback-apple')({
  ...ownPage,
  validateSearch: (search: Record<string, unknown>): AppleReturn => {
    const values: AppleReturn = {
      code: text(search.code, 2048),
      state: text(search.state, 2048),
      user: text(search.user, 4096),
      error: text(search.error, 256),
    }
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as AppleReturn
  },
  head: titledHead('auth_pages.callback_title', { noindex: true }),
  component: AppleCallbackRoute,
})

function AppleCallbackRoute() {
  return <AppleCallbackPage values={Route.useSearch()} />
}
