// TanStack Query option factories per service group. Each group is its own module, and the
// mutations of the groups an app's first page reads are modules of their own, so an app that
// imports one group does not bundle the others: a module comes whole into the chunk of its first
// user (the header's basket count must not bring the checkout). Bind the clients first:
// `bindApiClients(queryClient, createApiClients(...))`.
export { bindApiClients, apiOf } from './bind'
export { homeQueries, contentRowQueries } from './home'
export { catalogQueries, type CategoryParams, type ListingParams } from './catalog'
export { searchQueries, type SearchQuery } from './search'
export { productQueries, productMutations, type AddReviewVariables } from './product'
export { wishlistQueries, wishlistMutations } from './wishlist'
export { cartQueries } from './cart'
export { cartMutations, checkoutMutations, type ConfirmOrderVariables } from './cart-mutations'
export { customerQueries } from './customer'
export { authMutations, customerMutations } from './customer-mutations'
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
export { languageMutations } from './language'
