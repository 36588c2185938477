/**
 * "The store's data changed": one event per database for what keeps copies of pages made from the
 * catalogue (the store's HTML cache, store.ts). The catalogue module signals it whenever its own
 * caches drop data: all of it (clearCatalogCaches, an admin's change) or one book (a review
 * here; a change by another server or by SQL, seen in the database's `book_changes` log within a
 * second while book pages are made in advance: modules/catalog/pages-ahead.ts). Listeners run
 * after the catalogue's caches have forgotten the data, so what they make again is new.
 */

const listenersByDb = new WeakMap<object, Set<() => void>>()

/** Calls `listener` after each change of the store's data on `db`; answers how to stop. */
export function onStoreDataChange(db: object, listener: () => void): () => void {
  let listeners = listenersByDb.get(db)
  if (!listeners) listenersByDb.set(db, (listeners = new Set()))
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells the listeners of `db` that the store's data changed. */
export function storeDataChanged(db: object): void {
  for (const listener of listenersByDb.get(db) ?? []) listener()
}
