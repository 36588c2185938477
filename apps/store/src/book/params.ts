/** A page number of the address: a whole number from 1; anything else is the first page. */
export function parsePageNumber(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined
}
