/**
 * `validateSearch` of the pages that may name an order (`?orderId=12`): a positive whole number,
 * or nothing. Anything else does not validate ('Page Not Found: {path}').
 */
export function validateOrderSearch(search: Record<string, unknown>): { orderId?: number } {
  const value = search.orderId
  if (value === undefined || value === '') return {}
  const text = String(value)
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new Error(`Not an order id: ${text}`)
  return { orderId: Number(text) }
}
