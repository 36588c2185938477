import { createFileRoute } from '@tanstack/react-router'
import {
  AddressFormPage,
  AddressFormSkeleton,
  loadAddressForm,
} from '../../../../address/AddressFormPage'
import { BuyingPageError } from '../../../../checkout/PageErrors'
import { MissingPage } from '../../../../components/PageStates'
import { idParams } from '../../../../lib/route-params'
import { accountPage, validateRedirect } from '../../../../checkout/route-kit'
import { titledHead } from '../../../../app/page-head'

/** Editing an address from the billing choice (SPEC §2 /customer/shipping-address-edit/{id}). */
export const Route = createFileRoute('/{-$locale}/customer/shipping-address-edit/$id')({
  params: idParams,
  validateSearch: validateRedirect,
  ...accountPage,
  loader: ({ context: { queryClient, locale }, params }) =>
    loadAddressForm(queryClient, params.id, locale),
  head: titledHead('billing_address.edit_title', { noindex: true, failed: 'buying.load_failed' }),
  component: EditBillingAddress,
  pendingComponent: () => <AddressFormSkeleton kind="billing" isNew={false} />,
  errorComponent: BuyingPageError,
  notFoundComponent: MissingPage,
})

function EditBillingAddress() {
  const { id } = Route.useParams()
  const { redirect } = Route.useSearch()
  return <AddressFormPage kind="billing" addressId={id} redirect={redirect} />
}
