import { useSyncExternalStore } from 'react'

/** A value that components and plain code share: read, replace, and be told of changes. */
export type ValueStore<T> = {
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
  /** The value the server rendered with: what the browser's first render (hydration) shows. */
  getServerValue(): T
}

/**
 * A value store. `serverValue` is for values the server cannot know (a guest's page is rendered
 * for everyone): the stored theme, the signed-in customer. Hydration renders with it, as the
 * server did, and React renders again at once with the browser's value.
 */
export function valueStore<T>(initial: T, options: { serverValue?: T } = {}): ValueStore<T> {
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
    getServerValue: 'serverValue' in options ? () => options.serverValue as T : () => value,
  }
}

/** The store's current value, re-rendering the component when it changes. */
export function useValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerValue)
}
