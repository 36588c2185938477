import { customerQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { FormSkeleton } from '../../../account/parts'
import { ChangePasswordPage } from '../../../account/ChangePasswordPage'
import { AccountLoadError } from '../../../account/AccountLoadError'

/** Change the password (SPEC §2): needs an account. */
export const Route = createFileRoute('/{-$locale}/customer/change-password')({
  ...accountPage,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(customerQueries.info()),
  component: ChangePasswordPage,
  pendingComponent: () => <FormSkeleton fields={3} withNav />,
  errorComponent: AccountLoadError,
})
