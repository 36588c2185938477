import { contentQueries } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { cn } from '@ebook/ui'
import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../app/i18n'
import type { Locale } from '../app/locale'
import { StoreLink } from '../components/StoreLink'
import { RichText } from './RichText'

type Block = Schema<'ContentBlockModel'>

/** A zone's blocks (`GET /v2/common/dynamic-content/{contentKey}/{widgetZone}`). */
export const contentZoneQuery = (locale: Locale, contentKey: string, widgetZone: string) =>
  contentQueries.dynamicContent(locale, contentKey, widgetZone)

/** Where a block leads: a store page in the page's language, or an https address. */
function BlockTitle({ title, href }: { title: string; href: string | null }) {
  const link = 'text-primary underline-offset-2 hover:underline'
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return (
      <StoreLink href={href} className={link}>
        {title}
      </StoreLink>
    )
  }
  if (href?.startsWith('https://')) {
    return (
      <a href={href} className={link} rel="noopener noreferrer">
        {title}
      </a>
    )
  }
  return title
}

function ContentBlock({ block }: { block: Block }) {
  const titleId = `content-block-${block.Id}`
  return (
    <section
      data-block={block.SystemName}
      aria-labelledby={block.Title ? titleId : undefined}
      className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-muted/40 p-4"
    >
      {block.PictureUrl && (
        <img src={block.PictureUrl} alt="" loading="lazy" className="h-auto w-full rounded-md" />
      )}
      {block.Title && (
        <h2 id={titleId} className="text-base font-semibold">
          <BlockTitle title={block.Title} href={block.LinkUrl} />
        </h2>
      )}
      {block.Body && <RichText html={block.Body} className="text-sm leading-6" />}
    </section>
  )
}

/**
 * The blocks the store's staff placed in one zone of a page (promotions, notes), in display
 * order. It is extra to the page: a zone with no blocks, one still loading and one whose call
 * failed all show nothing, and never hold up or break the page around it. A page that must show
 * the zone in its first render (and in the server's) has its loader ask first (`contentZoneQuery`).
 */
export function ContentZone({
  contentKey,
  widgetZone,
  className,
}: {
  contentKey: string
  widgetZone: string
  className?: string
}) {
  const locale = useLocale()
  const { data } = useQuery(contentZoneQuery(locale, contentKey, widgetZone))
  const blocks = data?.Blocks ?? []
  if (blocks.length === 0) return null
  return (
    <div
      data-zone={`${contentKey}-${widgetZone}`}
      className={cn('grid gap-3', blocks.length > 1 && 'sm:grid-cols-2', className)}
    >
      {blocks.map((block) => (
        <ContentBlock key={block.Id} block={block} />
      ))}
    </div>
  )
}
