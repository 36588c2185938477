/**
 * The contract's models by name, for apps that pass them around:
 * `import type { ProductDetailsModel } from '@ebook/api/types'` or `Schema<'CartCountsModel'>`.
 */
import type { components as V2 } from './generated/v2'
import type { components as V1 } from './generated/v1'
import type { components as Auth } from './generated/auth'

/** Any v2 (storefront) schema by name. */
export type Schema<K extends keyof V2['schemas']> = V2['schemas'][K]
/** Any v1 (content API) schema by name. */
export type ContentSchema<K extends keyof V1['schemas']> = V1['schemas'][K]
/** Any login-session provider schema by name. */
export type AuthSchema<K extends keyof Auth['schemas']> = Auth['schemas'][K]

export type CustomerInfo = Schema<'CustomerInfo'>
export type CustomerInfoModel = Schema<'CustomerInfoModel'>
export type LoginResult = Schema<'LoginResult'>
export type ProductOverviewModel = Schema<'ProductOverviewModel'>
export type ProductDetailsModel = Schema<'ProductDetailsModel'>
export type CatalogProductsModel = Schema<'CatalogProductsModel'>
export type CategoryModel = Schema<'CategoryModel'>
export type CategoryTreeItem = Schema<'CategoryTreeItem'>
export type ShoppingCartModel = Schema<'ShoppingCartModel'>
export type ShoppingCartItemModel = Schema<'ShoppingCartItemModel'>
export type WishlistModel = Schema<'WishlistModel'>
export type CheckoutModel = Schema<'CheckoutModel'>
export type OrderDetailsModel = Schema<'OrderDetailsModel'>
export type OrderHistoryType = Schema<'OrderHistoryType'>
export type AddressModel = Schema<'AddressModel'>
export type BookShelfModel = Schema<'BookShelfModel'>
export type TopicModel = Schema<'TopicModel'>
export type PublisherStatus = Schema<'PublisherStatus'>
export type MyBookItem = Schema<'MyBookItem'>
export type ReaderEdition = Schema<'ReaderEdition'>
export type ReadingLocator = Schema<'ReadingLocator'>
export type ReadingPosition = Schema<'ReadingPosition'>
export type Annotation = Schema<'Annotation'>
export type AnnotationKind = Schema<'AnnotationKind'>
export type HighlightColor = Schema<'HighlightColor'>
export type BookSummary = ContentSchema<'BookSummary'>
export type Session = AuthSchema<'Session'>
