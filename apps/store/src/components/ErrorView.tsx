// The kit's error page alone, as a lazy part (RouteErrors): no first view shows it.
export { ErrorPage as default } from '@ebook/ui'
