import type { ContentSchema, Schema } from '@ebook/api/types'
import type { BookCardProps } from '@ebook/ui'

type CardData = Pick<
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
type CatalogBook = Schema<'ProductOverviewModel'>

const formatBadge = (format: string | null | undefined) =>
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

/** A book of the storefront API (v2) as a card. */
export function cardOfCatalogBook(book: CatalogBook): CardData {
  const reviews = book.ReviewOverviewModel
  const format = formatBadge(book.Ebook?.FileFormat)
  return {
    id: book.Id,
    title: book.Name,
    authors: book.Ebook?.Authors?.map((author) => author.Name) ?? [],
    coverUrl: book.DefaultPictureModel?.ImageUrl,
    price: book.ProductPrice?.PriceValue,
    oldPrice: book.ProductPrice?.OldPriceValue,
    rating: reviews?.TotalReviews ? reviews.RatingSum / reviews.TotalReviews : undefined,
    reviewCount: reviews?.TotalReviews || undefined,
    badges: [...(book.MarkAsNew ? (['new'] as const) : []), ...(format ? [format] : [])],
    href: `/book-detail/${book.Id}`,
  }
}
