import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../home/HomePage'
import { HomePageSkeleton } from '../../home/HomePageSkeleton'
import { homeFirstView } from '../../home/queries'
import { pageHead } from '../../app/page-head'

export const Route = createFileRoute('/{-$locale}/')({
  // The rows below the fold load as the visitor scrolls to them (HomePage).
  loader: ({ context: { queryClient, locale } }) => homeFirstView(queryClient, locale),
  head: ({ match }) =>
    pageHead(match, ({ t }) => ({ title: t('home_page.title'), standalone: true })),
  component: HomePage,
  pendingComponent: HomePageSkeleton,
})
