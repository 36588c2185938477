import { orderQueries, type OrderHistoryType } from '@ebook/api/queries'
import type { Locale } from '../app/locale'

export { HISTORY_TYPES } from './search'

/** A page of the order history of one tab, in the page's language. */
export const historyQuery = (type: OrderHistoryType, page: number, locale: Locale) =>
  orderQueries.history(locale, type, page)

/** One order, in the page's language. */
export const orderQuery = (orderId: number, locale: Locale) => orderQueries.details(locale, orderId)

/** Whether an order can be paid again and with which methods, asked afresh each time. */
export const canRepayQuery = (orderId: number, locale: Locale) => ({
  ...orderQueries.canRepay(locale, orderId),
  staleTime: 0,
})
