import { createFileRoute } from '@tanstack/react-router'
import {
  AddressFormPage,
  AddressFormSkeleton,
  loadAddressForm,
} from '../../../../address/AddressFormPage'
import { BuyingPageError, PageNotFound } from '../../../../checkout/PageErrors'
import { idParams, requireAccount } from '../../../../checkout/route-kit'

/** Editing one of the customer's addresses (SPEC §2 /customer/addressedit/{id}). */
export const Route = createFileRoute('/{-$locale}/customer/addressedit/$id')({
  params: idParams,
  beforeLoad: requireAccount,
  loader: ({ context: { queryClient }, params }) => loadAddressForm(queryClient, params.id),
  component: EditAddress,
  pendingComponent: () => <AddressFormSkeleton kind="book" isNew={false} />,
  errorComponent: BuyingPageError,
  notFoundComponent: PageNotFound,
})

function EditAddress() {
  const { id } = Route.useParams()
  return <AddressFormPage kind="book" addressId={id} />
}
