import { orderQueries, type OrderHistoryType } from '@ebook/api/queries'
import type { Locale } from '../app/locale'
import { inLanguage } from './route-kit'

export { HISTORY_TYPES } from './search'

/** A page of the order history of one tab, in the page's language. */
export const historyQuery = (type: OrderHistoryType, page: number, locale: Locale) =>
  inLanguage(orderQueries.history(type, page), locale)

/** One order, in the page's language. */
export const orderQuery = (orderId: number, locale: Locale) =>
  inLanguage(orderQueries.details(orderId), locale)

/** Whether an order can be paid again and with which methods, asked afresh each time. */
export const canRepayQuery = (orderId: number, locale: Locale) => ({
  ...inLanguage(orderQueries.canRepay(orderId), locale),
  staleTime: 0,
})
