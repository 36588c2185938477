/**
 * Guests known to have nothing in a cart, wishlist, library, order or review, for one app: a
 * guest's book page then needs no query for its flags (InCart, InWishlist, AlreadyOwned). A
 * cache: the rows are in the database. A guest is only marked empty from a query; a write that
 * gives a customer such a row is noted by the database's triggers (store_changes) and heard by
 * every app on the database (`forget`, fed by StoreChanges), and this app's own writes call
 * `forget` first. A generation counter keeps a query that raced with such a write from marking
 * the guest empty afterwards.
 */

/** Guests remembered. */
const GUESTS_KEPT = 50_000

export class GuestActivity {
  private readonly empty = new Set<number>()
  private generation = 0

  /** Whether the guest is known to have no cart, wishlist, library, order or review rows. */
  isEmpty(customerId: number): boolean {
    return this.empty.has(customerId)
  }

  /** The generation to pass to markEmpty: read it before the query that finds the guest empty. */
  currentGeneration(): number {
    return this.generation
  }

  /** Marks a guest empty, unless a write forgot a guest since `generation` was read. */
  markEmpty(customerId: number, generation: number): void {
    if (this.generation !== generation) return
    this.empty.add(customerId)
    if (this.empty.size > GUESTS_KEPT) this.empty.delete(this.empty.values().next().value!)
  }

  /** Call before writing a cart, wishlist, library, order or review row of these customers. */
  forget(...customerIds: readonly number[]): void {
    this.generation++
    for (const id of customerIds) this.empty.delete(id)
  }
}
