import { customerQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { PageLoadError } from '../../../orders/page-kit'
import { accountTypesQuery, bookTypesQuery } from '../../../publisher/queries'
import { VendorApplyPage, VendorApplySkeleton } from '../../../publisher/VendorApplyPage'
import { titledHead } from '../../../app/page-head'

// A static route: /vendor/apply wins over the publisher listing /vendor/{id} beside it.
export const Route = createFileRoute('/{-$locale}/vendor/apply')({
  ...accountPage,
  loader: ({ context: { queryClient, locale } }) => {
    return Promise.all([
      queryClient.ensureQueryData(bookTypesQuery(locale)),
      queryClient.ensureQueryData(accountTypesQuery(locale)),
      // Where the customer stands as a publisher, asked afresh (another device may have applied).
      queryClient.fetchQuery({ ...customerQueries.loginInfo(), staleTime: 5_000 }),
    ])
  },
  head: titledHead('vendor_apply_page.title', {
    noindex: true,
    failed: 'account_pages.load_failed',
  }),
  component: VendorApplyPage,
  pendingComponent: VendorApplySkeleton,
  errorComponent: PageLoadError,
})
