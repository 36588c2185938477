import { contentRowQueries, homeQueries } from '@ebook/api/queries'
import type { QueryClient } from '@tanstack/react-query'

/** How many books a home row shows. */
export const ROW_SIZE = 12

/** What the home page waits for before it shows (above the fold); the rest loads in place. */
export const homeFirstView = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(homeQueries.slider()),
    queryClient.ensureQueryData(contentRowQueries.newReleases(ROW_SIZE)),
    queryClient.ensureQueryData(contentRowQueries.bestSellers(ROW_SIZE)),
  ])
