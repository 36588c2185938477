import { addressQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { BillingAddressPage, BillingAddressSkeleton } from '../../../address/BillingAddressPage'
import { BuyingPageError } from '../../../checkout/PageErrors'
import { accountPage, validateRedirect } from '../../../checkout/route-kit'
import { titledHead } from '../../../app/page-head'

/**
 * Which address goes on receipts (SPEC §2 /customer/shipping-address, `saveshipping`);
 * `?redirect=/payment` goes back to paying once chosen.
 */
export const Route = createFileRoute('/{-$locale}/customer/shipping-address')({
  validateSearch: validateRedirect,
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) =>
    queryClient.ensureQueryData(addressQueries.list(locale)),
  head: titledHead('billing_address.title', { noindex: true, failed: 'buying.load_failed' }),
  component: ChooseBillingAddress,
  pendingComponent: ChooseBillingAddressSkeleton,
  errorComponent: BuyingPageError,
})

function ChooseBillingAddress() {
  const { redirect } = Route.useSearch()
  return <BillingAddressPage redirect={redirect} />
}

function ChooseBillingAddressSkeleton() {
  const { redirect } = Route.useSearch()
  return <BillingAddressSkeleton redirect={redirect} />
}
