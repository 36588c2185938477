import { createFileRoute } from '@tanstack/react-router'
import { ContactPage, ContactPageSkeleton } from '../../content/ContactPage'
import { PageLoadError } from '../../content/PageLoadError'
import { contactFormQuery, localeOfParam } from '../../content/queries'
import { titledHead } from '../../app/page-head'

/** Contact the store (SPEC §2 /contactus). */
export const Route = createFileRoute('/{-$locale}/contactus')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(contactFormQuery(localeOfParam(params.locale))),
  head: titledHead('contact_page.title', { failed: 'page_error.load_failed' }),
  component: ContactPage,
  pendingComponent: ContactPageSkeleton,
  errorComponent: PageLoadError,
})
