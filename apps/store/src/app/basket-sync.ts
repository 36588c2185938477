import { cartQueries } from '@ebook/api/queries'
import type { QueryClient } from '@tanstack/react-query'

/** The mutations that change a basket (adding, removing, coins, a placed order empties it). */
const changesBasket = (key: readonly unknown[] | undefined) =>
  key?.[0] === 'cart' || key?.[0] === 'checkout'

/**
 * Keeps the basket the same in every tab of this browser: a tab whose basket changed says so on
 * a BroadcastChannel, and the others ask again for what shows it (the badge, the basket page, a
 * book's "in the basket"). Returns the stop.
 */
export function syncBasketAcrossTabs(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel('ebook-store:basket')
  channel.onmessage = () => {
    void queryClient.invalidateQueries({ queryKey: cartQueries.all() })
    void queryClient.invalidateQueries({ queryKey: ['product'] })
  }
  const stopListening = queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      changesBasket(event.mutation.options.mutationKey)
    )
      channel.postMessage('changed')
  })
  return () => {
    stopListening()
    channel.close()
  }
}
