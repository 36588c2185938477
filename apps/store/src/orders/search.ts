import type { OrderHistoryType } from '@ebook/api/queries'

/** The order-history tabs, in the order they show (SPEC §3 type codes). */
export const HISTORY_TYPES = ['AP', 'PD', 'CR', 'RR'] as const satisfies readonly OrderHistoryType[]

/**
 * What the order history keeps in its address: the tab (a type code) and the page. The
 * defaults, all orders (AP) and page 1, are left out: `/order-history` is the first page of all.
 */
export type HistorySearch = { type?: Exclude<OrderHistoryType, 'AP'>; page?: number }

/** A page number other than the first, else undefined. */
export function pageOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number < 2 ** 31
    ? number
    : undefined
}

/** The search params of /order-history, from whatever the address holds. */
export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  const type = HISTORY_TYPES.find((code) => code !== 'AP' && code === search.type) as
    HistorySearch['type'] | undefined
  return { type, page: pageOf(search.page) }
}
