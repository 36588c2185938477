import { homeQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../home/HomePage'
import { HomePageSkeleton } from '../../home/HomePageSkeleton'
import { homeFirstView } from '../../home/queries'

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(homeQueries.categoriesWithBooks())
    await homeFirstView(queryClient)
  },
  component: HomePage,
  pendingComponent: HomePageSkeleton,
})
