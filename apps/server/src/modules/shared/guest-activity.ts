/**
 * Guests known to have nothing in a cart, wishlist, library, order or review, per database: a
 * guest's book page then needs no query for its flags (InCart, InWishlist, AlreadyOwned). A
 * guest is only marked empty from a query, and any write that gives a guest such a row calls
 * `forgetGuestActivity` first; a generation counter keeps a query that raced with such a write
 * from marking the guest empty afterwards.
 */

/** Guests remembered per database. */
const GUESTS_KEPT = 50_000

interface EmptyGuests {
  ids: Set<number>
  generation: number
}

const byDb = new WeakMap<object, EmptyGuests>()

function of(db: object): EmptyGuests {
  let entry = byDb.get(db)
  if (!entry) {
    entry = { ids: new Set(), generation: 0 }
    byDb.set(db, entry)
  }
  return entry
}

/** Whether the guest is known to have no cart, wishlist, library, order or review rows. */
export function isEmptyGuest(db: object, customerId: number): boolean {
  return byDb.get(db)?.ids.has(customerId) ?? false
}

/** The generation to pass to markEmptyGuest: read it before the query that finds the guest empty. */
export function guestActivityGeneration(db: object): number {
  return of(db).generation
}

/** Marks a guest empty, unless a write forgot a guest since `generation` was read. */
export function markEmptyGuest(db: object, customerId: number, generation: number): void {
  const entry = of(db)
  if (entry.generation !== generation) return
  entry.ids.add(customerId)
  if (entry.ids.size > GUESTS_KEPT) entry.ids.delete(entry.ids.values().next().value!)
}

/** Call before writing a cart, wishlist, library, order or review row of a customer. */
export function forgetGuestActivity(db: object, customerId: number): void {
  const entry = of(db)
  entry.generation++
  entry.ids.delete(customerId)
}
