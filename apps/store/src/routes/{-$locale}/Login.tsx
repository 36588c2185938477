import { createFileRoute, redirect } from '@tanstack/react-router'
import { localeOfPath, localizedHref } from '../../app/locale'
import { validateRedirect } from '../../app/return-to'
import { LoginPage } from '../../account/LoginPage'
import { FormSkeleton } from '../../account/parts'
import { titledHead } from '../../app/page-head'

/** Sign in (SPEC §2); `?redirect=` is the page to come back to. */
export const Route = createFileRoute('/{-$locale}/Login')({
  validateSearch: validateRedirect,
  // Already signed in: straight to the page the visitor wanted.
  beforeLoad: ({ context, search, location }) => {
    if (!context.api.storage.getToken()) return
    throw redirect({
      href: localizedHref(search.redirect ?? '/', localeOfPath(location.pathname)),
      replace: true,
    })
  },
  head: titledHead('signin_page.title'),
  component: LoginRoute,
  pendingComponent: () => <FormSkeleton fields={2} />,
})

function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch()
  return <LoginPage returnTo={returnTo} />
}
