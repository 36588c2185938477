import type { Schema } from '@ebook/api/types'
import { BookIcon, cn, format, useUiTexts } from '@ebook/ui'
import { useState } from 'react'

type BookCoverProps = {
  picture: Schema<'PictureModel'>
  title: string
  /** The page's main picture loads at once and first; others lazily. */
  priority?: boolean
  className?: string
}

/**
 * A book's cover at the covers' 357x510 ratio: the image's width and height are set, so nothing
 * shifts when it arrives. A placeholder shows when it fails to load.
 */
export function BookCover({ picture, title, priority = false, className }: BookCoverProps) {
  const texts = useUiTexts().book
  const [failed, setFailed] = useState<string | null>(null)
  const frame = cn('aspect-cover w-full overflow-hidden rounded-lg bg-muted shadow-md', className)
  if (!picture.ImageUrl || failed === picture.ImageUrl) {
    return (
      <div
        role="img"
        aria-label={texts.coverUnavailable}
        className={cn(
          frame,
          'flex flex-col items-center justify-center gap-2 text-muted-foreground',
        )}
      >
        <BookIcon strokeWidth="1.5" className="size-10" />
        <span className="text-xs">{texts.coverUnavailable}</span>
      </div>
    )
  }
  return (
    <img
      src={picture.ImageUrl}
      alt={picture.AlternateText || format(texts.coverAlt, { title })}
      width={357}
      height={510}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(picture.ImageUrl)}
      className={cn(frame, 'h-auto object-cover')}
    />
  )
}
