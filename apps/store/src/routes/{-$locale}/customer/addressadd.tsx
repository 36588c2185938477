import { createFileRoute } from '@tanstack/react-router'
import {
  AddressFormPage,
  AddressFormSkeleton,
  loadAddressForm,
} from '../../../address/AddressFormPage'
import { BuyingPageError } from '../../../checkout/PageErrors'
import { accountPage } from '../../../checkout/route-kit'
import { titledHead } from '../../../app/page-head'

/** A new address for the address book (SPEC §2 /customer/addressadd). */
export const Route = createFileRoute('/{-$locale}/customer/addressadd')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) => loadAddressForm(queryClient, 0, locale),
  head: titledHead('address_form.add_title', { noindex: true, failed: 'buying.load_failed' }),
  component: () => <AddressFormPage kind="book" addressId={0} />,
  pendingComponent: () => <AddressFormSkeleton kind="book" isNew />,
  errorComponent: BuyingPageError,
})
