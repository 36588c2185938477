import { createFileRoute } from '@tanstack/react-router'
import {
  AddressFormPage,
  AddressFormSkeleton,
  loadAddressForm,
} from '../../../../address/AddressFormPage'
import { BuyingPageError } from '../../../../checkout/PageErrors'
import { MissingPage } from '../../../../components/PageStates'
import { idParams } from '../../../../lib/route-params'
import { accountPage } from '../../../../checkout/route-kit'
import { titledHead } from '../../../../app/page-head'

/** Editing one of the customer's addresses (SPEC §2 /customer/addressedit/{id}). */
export const Route = createFileRoute('/{-$locale}/customer/addressedit/$id')({
  params: idParams,
  ...accountPage,
  loader: ({ context: { queryClient, locale }, params }) =>
    loadAddressForm(queryClient, params.id, locale),
  head: titledHead('address_form.edit_title', { noindex: true, failed: 'buying.load_failed' }),
  component: EditAddress,
  pendingComponent: () => <AddressFormSkeleton kind="book" isNew={false} />,
  errorComponent: BuyingPageError,
  notFoundComponent: MissingPage,
})

function EditAddress() {
  const { id } = Route.useParams()
  return <AddressFormPage kind="book" addressId={id} />
}
