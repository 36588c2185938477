import { createFileRoute } from '@tanstack/react-router'
import {
  AddressFormPage,
  AddressFormSkeleton,
  loadAddressForm,
} from '../../../../address/AddressFormPage'
import { BuyingPageError } from '../../../../checkout/PageErrors'
import { accountPage } from '../../../../checkout/route-kit'
import { titledHead } from '../../../../app/page-head'

/**
 * /customer/addressedit without an id (SPEC §2): the server's blank address (addressedit/0), so
 * the form adds a new one.
 */
export const Route = createFileRoute('/{-$locale}/customer/addressedit/')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) => loadAddressForm(queryClient, 0, locale),
  head: titledHead('address_form.add_title', { noindex: true, failed: 'buying.load_failed' }),
  component: () => <AddressFormPage kind="book" addressId={0} />,
  pendingComponent: () => <AddressFormSkeleton kind="book" isNew />,
  errorComponent: BuyingPageError,
})
