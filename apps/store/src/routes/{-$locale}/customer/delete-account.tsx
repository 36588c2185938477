import { customerQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { FormSkeleton } from '../../../account/parts'
import { DeleteAccountPage } from '../../../account/DeleteAccountPage'
import { AccountLoadError } from '../../../account/AccountLoadError'
import { titledHead } from '../../../app/page-head'

/** Deactivate the account (SPEC §2): needs an account. */
export const Route = createFileRoute('/{-$locale}/customer/delete-account')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) =>
    queryClient.ensureQueryData(customerQueries.info(locale)),
  head: titledHead('delete_page.title', { noindex: true, failed: 'account_form.load_failed' }),
  component: DeleteAccountPage,
  pendingComponent: () => <FormSkeleton fields={1} withNav />,
  errorComponent: AccountLoadError,
})
