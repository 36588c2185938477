/**
 * Picture addresses as the contract's examples write them: a book's cover is
 * `/media/covers/{bookId}.png` (357x510 at `?w=357`, a thumbnail at `?w=120`), other pictures
 * `/media/pictures/{pictureId}`. Paths are relative to the server, like upstream's.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Lang } from '../../i18n/index.ts'

type PictureModel = components['schemas']['PictureModel']

/** The width of a cover in listings (covers are 357x510). */
export const COVER_WIDTH = 357
/** The width of a cover thumbnail. */
export const COVER_THUMB_WIDTH = 120

/** The address of a book's cover, optionally at a width. */
export function coverUrl(bookId: number, width?: number): string {
  return `/media/covers/${bookId}.png${width ? `?w=${width}` : ''}`
}

/** The address of a stored picture (a row of `pictures`). */
export function pictureUrl(pictureId: number): string {
  return `/media/pictures/${pictureId}`
}

const coverAlt: Record<Lang, (title: string) => string> = {
  th: (title) => `ปกหนังสือ ${title}`,
  en: (title) => `Cover of ${title}`,
}

/** A book's cover as a PictureModel, titled with the book's name in the answer's language. */
export function bookCoverPicture(book: { id: number; name: string }, lang: Lang): PictureModel {
  return {
    ImageUrl: coverUrl(book.id, COVER_WIDTH),
    ThumbImageUrl: coverUrl(book.id, COVER_THUMB_WIDTH),
    FullSizeImageUrl: coverUrl(book.id),
    Title: book.name,
    AlternateText: coverAlt[lang](book.name),
  }
}
