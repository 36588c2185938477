import { createFileRoute } from '@tanstack/react-router'
import { AccountNotFound } from '../../../../account/AccountLoadError'
import { FormSkeleton } from '../../../../account/parts'
import { resetLinkParams } from '../../../../account/reset-link'
import { ResetPasswordPage, resetLinkQuery } from '../../../../account/ResetPasswordPage'
import { titledHead } from '../../../../app/page-head'

/** Set a new password from a reset link (SPEC §2): the link is checked before the form shows. */
export const Route = createFileRoute('/{-$locale}/reset-password/$token/$guid')({
  params: resetLinkParams,
  // A link that fails the check is the page's own state (ask for a new link), not an error.
  loader: ({ context: { queryClient, locale }, params }) =>
    queryClient.prefetchQuery(resetLinkQuery(params.token, params.guid, locale)),
  head: titledHead('reset_page.title', { noindex: true, notFound: 'account_form.not_found' }),
  component: ResetPasswordRoute,
  pendingComponent: () => <FormSkeleton fields={2} />,
  notFoundComponent: AccountNotFound,
})

function ResetPasswordRoute() {
  const { token, guid } = Route.useParams()
  return <ResetPasswordPage token={token} guid={guid} />
}
