import { customerQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { AccountLoadError } from '../../../account/AccountLoadError'
import { accountPage } from '../../../app/auth'
import { FormSkeleton } from '../../../account/parts'
import { ProfilePage } from '../../../account/ProfilePage'
import { titledHead } from '../../../app/page-head'

/** The customer's details (SPEC §2): needs an account. */
export const Route = createFileRoute('/{-$locale}/customer/profile')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) =>
    queryClient.ensureQueryData(customerQueries.info(locale)),
  head: titledHead('profile_page.title', { noindex: true, failed: 'account_form.load_failed' }),
  component: ProfilePage,
  pendingComponent: () => <FormSkeleton fields={6} withNav />,
  errorComponent: AccountLoadError,
})
