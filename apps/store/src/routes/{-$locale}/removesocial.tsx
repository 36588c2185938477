import { customerQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../app/auth'
import { FormSkeleton } from '../../account/parts'
import { RemoveSocialPage } from '../../account/RemoveSocialPage'
import { AccountLoadError } from '../../account/AccountLoadError'
import { titledHead } from '../../app/page-head'

/** The linked external sign-ins, to remove one (SPEC §2): needs an account. */
export const Route = createFileRoute('/{-$locale}/removesocial')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) =>
    queryClient.ensureQueryData(customerQueries.info(locale)),
  head: titledHead('social_page.title', { noindex: true, failed: 'account_form.load_failed' }),
  component: RemoveSocialPage,
  pendingComponent: () => <FormSkeleton fields={2} withNav />,
  errorComponent: AccountLoadError,
})
