import { customerQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { FormSkeleton } from '../../../account/parts'
import { ChangePasswordPage } from '../../../account/ChangePasswordPage'
import { AccountLoadError } from '../../../account/AccountLoadError'
import { titledHead } from '../../../app/page-head'

/** Change the password (SPEC §2): needs an account. */
export const Route = createFileRoute('/{-$locale}/customer/change-password')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) =>
    queryClient.ensureQueryData(customerQueries.info(locale)),
  head: titledHead('password_page.title', { noindex: true, failed: 'account_form.load_failed' }),
  component: ChangePasswordPage,
  pendingComponent: () => <FormSkeleton fields={3} withNav />,
  errorComponent: AccountLoadError,
})
