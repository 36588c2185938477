import { customerQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { FormSkeleton } from '../../../account/parts'
import { DeleteAccountPage } from '../../../account/DeleteAccountPage'
import { AccountLoadError } from '../../../account/AccountLoadError'

/** Deactivate the account (SPEC §2): needs an account. */
export const Route = createFileRoute('/{-$locale}/customer/delete-account')({
  ...accountPage,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(customerQueries.info()),
  component: DeleteAccountPage,
  pendingComponent: () => <FormSkeleton fields={1} withNav />,
  errorComponent: AccountLoadError,
})
