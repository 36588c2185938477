/**
 * The contract's shapes of a priced basket: ShoppingCartModel (items, warnings, coupon box) and
 * OrderTotalsModel. Pure functions of a PricedCart, so the cart answers and the checkout
 * summary show the same lines and totals.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Lang } from '../../i18n/index.ts'
import { bookCoverPicture } from '../shared/pictures.ts'
import { formatBaht } from '../shared/money.ts'
import type { CouponProblem } from './coupons.ts'
import { t, type CartMessageKey } from './messages.ts'
import type { PricedCart, PricedCartItem } from './pricing.ts'

export type ShoppingCartModel = components['schemas']['ShoppingCartModel']
export type ShoppingCartItemModel = components['schemas']['ShoppingCartItemModel']
export type OrderTotalsModel = components['schemas']['OrderTotalsModel']

/** The message of a coupon problem, in the language. */
export function couponProblemMessage(
  lang: Lang,
  problem: CouponProblem,
  minimum: number | null = null,
): string {
  const keys: Record<CouponProblem, CartMessageKey> = {
    invalid: 'coupon.invalid',
    expired: 'coupon.expired',
    usedUp: 'coupon.usedUp',
    alreadyUsed: 'coupon.alreadyUsed',
    notApplicable: 'coupon.notApplicable',
    minimum: 'coupon.minimum',
  }
  return t(lang, keys[problem], { amount: formatBaht(minimum ?? 0, lang) })
}

/** What is wrong with a basket line, in the language (empty when nothing). */
export function itemWarnings(item: PricedCartItem, lang: Lang): string[] {
  const warnings: string[] = []
  if (!item.published) warnings.push(t(lang, 'item.unpublished'))
  else if (!item.forSale) warnings.push(t(lang, 'item.notForSale'))
  if (item.alreadyOwned) warnings.push(t(lang, 'item.owned'))
  if (item.priceChanged)
    warnings.push(
      t(lang, 'item.priceChanged', {
        old: formatBaht(item.acknowledgedPrice, lang),
        new: item.unitPrice.text,
      }),
    )
  return warnings
}

/** A basket line in the contract's item shape. */
export function cartItemModel(item: PricedCartItem, lang: Lang): ShoppingCartItemModel {
  return {
    Id: item.id,
    Sku: item.sku,
    VendorName: item.vendorName,
    Picture: bookCoverPicture({ id: item.bookId, name: item.name }, lang),
    ProductId: item.bookId,
    ProductName: item.name,
    ProductSeName: item.seName,
    UnitPrice: item.unitPrice.text,
    UnitPriceValue: item.unitPrice.value,
    SubTotal: item.subtotal.text,
    SubTotalValue: item.subtotal.value,
    Discount: item.discount.text,
    DiscountValue: item.discount.value,
    Quantity: item.quantity,
    AllowItemEditing: false,
    Warnings: itemWarnings(item, lang),
    Authors: item.authors.map((author) => ({ Id: author.id, Name: author.name })),
    FileFormat: item.fileFormat,
    AlreadyOwned: item.alreadyOwned,
  }
}

/** The basket's totals in the contract's shape. */
export function orderTotalsModel(priced: PricedCart): OrderTotalsModel {
  return {
    SubTotal: priced.subtotal.text,
    SubTotalValue: priced.subtotal.value,
    SubTotalDiscount: priced.subtotalDiscount.text,
    SubTotalDiscountValue: priced.subtotalDiscount.value,
    Tax: priced.tax.text,
    TaxValue: priced.tax.value,
    OrderTotalDiscount: priced.orderTotalDiscount.text,
    OrderTotalDiscountValue: priced.orderTotalDiscount.value,
    RedeemedRewardPoints: priced.coins.redeemed,
    RedeemedRewardPointsAmount: priced.coins.redeemedAmount.text,
    RedeemedRewardPointsAmountValue: priced.coins.redeemedAmount.value,
    WillEarnRewardPoints: priced.willEarnRewardPoints,
    OrderTotal: priced.orderTotal.text,
    OrderTotalValue: priced.orderTotal.value,
  }
}

/** Options of a basket answer. */
export interface CartModelOptions {
  /** Whether items can be removed here: true on the cart page, false on the checkout summary. */
  isEditable: boolean
  /** Messages of the last coupon apply or remove (DiscountBox.Messages). */
  couponMessages?: string[]
  /** Whether the last coupon code sent was applied. */
  couponApplied?: boolean
  /** Whether the store has coupon codes to enter (DiscountBox.Display); true by default. */
  couponsOffered?: boolean
}

/** The basket in the contract's ShoppingCartModel shape. */
export function shoppingCartModel(
  priced: PricedCart,
  options: CartModelOptions,
): ShoppingCartModel {
  const { lang } = priced
  return {
    Items: priced.items.map((item) => cartItemModel(item, lang)),
    Warnings: priced.coupons
      .filter((coupon) => coupon.problem !== null)
      .map((coupon) =>
        t(lang, 'coupon.noLongerValid', {
          code: coupon.couponCode,
          reason: couponProblemMessage(lang, coupon.problem!, coupon.minimumSubtotal),
        }),
      ),
    DiscountBox: {
      AppliedDiscountsWithCodes: priced.coupons.map((coupon) => ({
        Id: coupon.discountId,
        CouponCode: coupon.couponCode,
      })),
      Display: (options.couponsOffered ?? true) || priced.coupons.length > 0,
      Messages: options.couponMessages ?? [],
      IsApplied: options.couponApplied ?? false,
    },
    IsEditable: options.isEditable,
    OrderTotals: orderTotalsModel(priced),
  }
}
