import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../home/HomePage'
import { HomePageSkeleton } from '../../home/HomePageSkeleton'
import { homeFirstView } from '../../home/queries'

export const Route = createFileRoute('/{-$locale}/')({
  // The rows below the fold load as the visitor scrolls to them (HomePage).
  loader: ({ context: { queryClient } }) => homeFirstView(queryClient),
  component: HomePage,
  pendingComponent: HomePageSkeleton,
})
