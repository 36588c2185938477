import { createFileRoute } from '@tanstack/react-router'
import { MissingPage } from '../../../components/PageStates'
import { PageLoadError } from '../../../orders/page-kit'
import { idParams, notFoundOn404 } from '../../../lib/route-params'
import {
  ContactPublisherPage,
  ContactPublisherSkeleton,
} from '../../../publisher/ContactPublisherPage'
import { publisherQuery } from '../../../publisher/queries'
import { pageHead } from '../../../app/page-head'

// Guests may write to a publisher too (the contact call needs no account).
export const Route = createFileRoute('/{-$locale}/contact-publisher/$id')({
  params: idParams,
  loader: ({ context: { queryClient, locale }, params }) =>
    queryClient.ensureQueryData(publisherQuery(params.id, locale)).catch(notFoundOn404),
  head: ({ match, params: { id } }) =>
    pageHead(
      match,
      ({ t, locale }) => {
        const vendor = match.context.queryClient.getQueryData(publisherQuery(id, locale).queryKey)
        return { title: vendor ? t('contact_publisher_page.title', { name: vendor.Name }) : '' }
      },
      { failed: 'account_pages.load_failed' },
    ),
  component: ContactPublisherRoute,
  pendingComponent: ContactPublisherSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: MissingPage,
})

function ContactPublisherRoute() {
  const { id } = Route.useParams()
  return <ContactPublisherPage vendorId={id} />
}
