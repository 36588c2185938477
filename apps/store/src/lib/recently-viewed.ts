/** The books this browser looked at last, newest first (ids, in local storage). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed'
export const RECENTLY_VIEWED_LIMIT = 12

export function readRecentlyViewed(): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown
    return Array.isArray(value)
      ? value
          .filter((id): id is number => Number.isInteger(id) && id > 0)
          .slice(0, RECENTLY_VIEWED_LIMIT)
      : []
  } catch {
    return []
  }
}

/** Puts a book first in the list (the book page calls it), keeping the list short. */
export function recordRecentlyViewed(productId: number): number[] {
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  )
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids))
  } catch {
    /* storage full or blocked: the list is not kept */
  }
  return ids
}
