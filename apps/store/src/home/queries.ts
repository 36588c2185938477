import { contentRowQueries, homeQueries } from '@ebook/api/queries'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../app/locale'
import { contentZoneQuery } from '../content/ContentZone'

/** How many books a home row shows. */
export const ROW_SIZE = 12

/** What the home page waits for before it shows (above the fold); the rest loads in place. */
export const homeFirstView = (queryClient: QueryClient, locale: Locale) =>
  Promise.all([
    queryClient.ensureQueryData(homeQueries.slider(locale)),
    queryClient.ensureQueryData(contentRowQueries.newReleases(locale, ROW_SIZE)),
    queryClient.ensureQueryData(contentRowQueries.bestSellers(locale, ROW_SIZE)),
    // The staff's blocks at the top: shown in the first render when they came, left out when not.
    queryClient.ensureQueryData(contentZoneQuery(locale, 'home', 'top')).catch(() => undefined),
  ])
