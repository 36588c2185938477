import { addressQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage, AddressBookSkeleton } from '../../../address/AddressBookPage'
import { BuyingPageError } from '../../../checkout/PageErrors'
import { accountPage } from '../../../checkout/route-kit'
import { titledHead } from '../../../app/page-head'

/** The customer's addresses (SPEC §2 /customer/addresses). */
export const Route = createFileRoute('/{-$locale}/customer/addresses')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) =>
    queryClient.ensureQueryData(addressQueries.list(locale)),
  head: titledHead('address_book.title', { noindex: true, failed: 'buying.load_failed' }),
  component: AddressBookPage,
  pendingComponent: AddressBookSkeleton,
  errorComponent: BuyingPageError,
})
