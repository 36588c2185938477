import type { ProductDetailsModel } from '@ebook/api/types'
import { Price } from '@ebook/ui'

/** The price to pay, with the list price struck through and the discount. */
export function BookPrice({ book }: { book: ProductDetailsModel }) {
  const price = book.ProductPrice
  // A discount of the customer's own (PriceWithDiscount) comes on top of the shown price.
  const discounted = price.PriceWithDiscountValue
  return (
    <Price
      size="lg"
      price={discounted ?? price.PriceValue}
      oldPrice={
        discounted != null ? (price.OldPriceValue ?? price.PriceValue) : price.OldPriceValue
      }
      discountPercent={price.DiscountPercent}
    />
  )
}
