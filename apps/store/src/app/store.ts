import { useSyncExternalStore } from 'react'

/** A value that components and plain code share: read, replace, and be told of changes. */
export type ValueStore<T> = {
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
}

export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The store's current value, re-rendering the component when it changes. */
export function useValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
