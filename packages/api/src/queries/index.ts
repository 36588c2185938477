// TanStack Query option factories per service group. Each group is its own module, so an app
// that imports one group does not bundle the others. Bind the clients first:
// `bindApiClients(queryClient, createApiClients(...))`.
export { bindApiClients, apiOf } from './bind'
export { homeQueries, contentRowQueries } from './home'
export { catalogQueries, type CategoryParams, type ListingParams } from './catalog'
export { searchQueries, type SearchQuery } from './search'
export { productQueries, productMutations, type AddReviewVariables } from './product'
export { wishlistQueries, wishlistMutations } from './wishlist'
export { cartQueries, cartMutations, checkoutMutations, type ConfirmOrderVariables } from './cart'
export { customerQueries, authMutations, customerMutations } from './customer'
export { addressQueries, countryQueries, addressMutations } from './address'
export {
  orderQueries,
  orderMutations,
  type OrderHistoryType,
  type ChangePaymentVariables,
} from './orders'
export {
  shelfQueries,
  shelfMutations,
  downloadMutations,
  SAMPLE_ORDER_ITEM,
  type MyBooksQuery,
  type DownloadVariables,
} from './shelf'
export { contentQueries, contentMutations, publisherQueries, publisherMutations } from './content'
