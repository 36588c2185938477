import type { Schema } from '@ebook/api/types'
import { cn } from '@ebook/ui'
import { StoreLink } from '../components/StoreLink'
import { RichText } from './RichText'

// The drawing of a zone's blocks: a lazy part (ContentZone.tsx), so that the sanitised-HTML
// machinery stays out of the first load of the pages that have a zone.

type Block = Schema<'ContentBlockModel'>

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

/** A zone's blocks, side by side from the small breakpoint up when there are several. */
export default function ZoneBlocks({ zone, blocks }: { zone: string; blocks: Block[] }) {
  return (
    <div data-zone={zone} className={cn('grid gap-3', blocks.length > 1 && 'sm:grid-cols-2')}>
      {blocks.map((block) => (
        <ContentBlock key={block.Id} block={block} />
      ))}
    </div>
  )
}
