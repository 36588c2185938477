import { addressQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage, AddressBookSkeleton } from '../../../address/AddressBookPage'
import { BuyingPageError } from '../../../checkout/PageErrors'
import { accountPage } from '../../../checkout/route-kit'

/** The customer's addresses (SPEC §2 /customer/addresses). */
export const Route = createFileRoute('/{-$locale}/customer/addresses')({
  ...accountPage,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(addressQueries.list()),
  component: AddressBookPage,
  pendingComponent: AddressBookSkeleton,
  errorComponent: BuyingPageError,
})
