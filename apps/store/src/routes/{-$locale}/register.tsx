import { createFileRoute, redirect } from '@tanstack/react-router'
import { localeOfPath, localizedHref } from '../../app/locale'
import { validateRedirect } from '../../app/return-to'
import { FormSkeleton } from '../../account/parts'
import { RegisterPage, storeFeaturesQuery } from '../../account/RegisterPage'
import { titledHead } from '../../app/page-head'

/** Registration (SPEC §2); `?redirect=` is the page to come back to. */
export const Route = createFileRoute('/{-$locale}/register')({
  validateSearch: validateRedirect,
  beforeLoad: ({ context, search, location }) => {
    if (!context.api.storage.getToken()) return
    throw redirect({
      href: localizedHref(search.redirect ?? '/', localeOfPath(location.pathname)),
      replace: true,
    })
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(storeFeaturesQuery()),
  head: titledHead('register_page.title'),
  component: RegisterRoute,
  pendingComponent: () => <FormSkeleton fields={8} />,
})

function RegisterRoute() {
  const { redirect: returnTo } = Route.useSearch()
  return <RegisterPage returnTo={returnTo} />
}
