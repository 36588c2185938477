import { ownPage } from '../../../app/auth'
import { createFileRoute } from '@tanstack/react-router'
import { AuthErrorPage } from '../../../account/AuthPages'
import { titledHead } from '../../../app/page-head'

/** The external sign-in error page (SPEC §2): `?error=` is the provider's error code. */
export const Route = createFileRoute('/{-$locale}/auth/error')({
  ...ownPage,
  validateSearch: (search: Record<string, unknown>): { error?: string } =>
    typeof search.error === 'string' && /^[A-Za-z]{1,40}$/.test(search.error)
      ? { error: search.error }
      : {},
  head: titledHead('auth_pages.error_title', { noindex: true }),
  component: AuthErrorRoute,
})

function AuthErrorRoute() {
  const { error } = Route.useSearch()
  return <AuthErrorPage code={error} />
}
