import type { Schema } from '@ebook/api/types'
import { formatBadge, type CardData } from './books'

// Apart from books.ts: the first view's rows are content API books; storefront books show below
// the fold and on other pages, so this stays out of the first load.

type CatalogBook = Schema<'ProductOverviewModel'>

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
