import type { ContentSchema } from '@ebook/api/types'
import type { BookCardProps } from '@ebook/ui'

/** What a home or listing card shows of a book. */
export type CardData = Pick<
  BookCardProps,
  | 'title'
  | 'authors'
  | 'coverUrl'
  | 'price'
  | 'oldPrice'
  | 'discountPercent'
  | 'rating'
  | 'reviewCount'
  | 'badges'
  | 'href'
> & { id: number }

type ContentBook = ContentSchema<'BookSummary'>

/** The format badge of a book's file type, if it has one. */
export const formatBadge = (format: string | null | undefined) =>
  format?.toUpperCase() === 'PDF' ? ('pdf' as const) : format ? ('epub' as const) : null

/** A book of the content API's rows (v1) as a card. */
export function cardOfContentBook(book: ContentBook): CardData {
  const format = formatBadge(book.fileFormat)
  return {
    id: book.id,
    title: book.name,
    authors: book.authors ?? [],
    coverUrl: book.imageUrl,
    price: book.priceValue,
    oldPrice: book.oldPriceValue,
    discountPercent: book.discountPercent,
    rating: book.reviewCount ? book.ratingAverage : undefined,
    reviewCount: book.reviewCount || undefined,
    badges: [...(book.markAsNew ? (['new'] as const) : []), ...(format ? [format] : [])],
    href: `/book-detail/${book.id}`,
  }
}
