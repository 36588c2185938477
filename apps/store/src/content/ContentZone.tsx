import { contentQueries } from '@ebook/api/queries'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useLocale } from '../app/i18n'
import type { Locale } from '../app/locale'

/** A zone's blocks (`GET /v2/common/dynamic-content/{contentKey}/{widgetZone}`). */
export const contentZoneQuery = (locale: Locale, contentKey: string, widgetZone: string) =>
  contentQueries.dynamicContent(locale, contentKey, widgetZone)

const ZoneBlocks = lazy(() => import('./ZoneBlocks'))

/**
 * The blocks the store's staff placed in one zone of a page (promotions, notes), in display
 * order (drawn by ZoneBlocks.tsx). It is extra to the page: a zone with no blocks, one still
 * loading and one whose call failed all show nothing, and never hold up or break the page around
 * it. A page that must show the zone in its first render (and in the server's) has its loader
 * ask first (`contentZoneQuery`).
 */
export function ContentZone({
  contentKey,
  widgetZone,
}: {
  contentKey: string
  widgetZone: string
}) {
  const locale = useLocale()
  const { data } = useQuery(contentZoneQuery(locale, contentKey, widgetZone))
  const blocks = data?.Blocks ?? []
  if (blocks.length === 0) return null
  // Rendered on the server with the page; the browser keeps that HTML until the part has loaded.
  return (
    <Suspense fallback={null}>
      <ZoneBlocks zone={`${contentKey}-${widgetZone}`} blocks={blocks} />
    </Suspense>
  )
}
