import { createFileRoute } from '@tanstack/react-router'
import {
  AddressFormPage,
  AddressFormSkeleton,
  loadAddressForm,
} from '../../../address/AddressFormPage'
import { BuyingPageError } from '../../../checkout/PageErrors'
import { accountPage, validateRedirect } from '../../../checkout/route-kit'
import { titledHead } from '../../../app/page-head'

/** A new address, chosen for receipts at once (SPEC §2 /customer/shipping-address-add). */
export const Route = createFileRoute('/{-$locale}/customer/shipping-address-add')({
  validateSearch: validateRedirect,
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) => loadAddressForm(queryClient, 0, locale),
  head: titledHead('billing_address.add_title', { noindex: true, failed: 'buying.load_failed' }),
  component: AddBillingAddress,
  pendingComponent: () => <AddressFormSkeleton kind="billing" isNew />,
  errorComponent: BuyingPageError,
})

function AddBillingAddress() {
  const { redirect } = Route.useSearch()
  return <AddressFormPage kind="billing" addressId={0} redirect={redirect} />
}
