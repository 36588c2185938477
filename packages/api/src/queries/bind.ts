import type { QueryClient } from '@tanstack/react-query'
import type { ApiClients } from '../client'

const bound = new WeakMap<QueryClient, ApiClients>()

/**
 * Ties the API clients to a QueryClient: the query and mutation factories find them through the
 * QueryClient that runs them, so an app (or a test) may have several without a global.
 */
export function bindApiClients(queryClient: QueryClient, clients: ApiClients): QueryClient {
  bound.set(queryClient, clients)
  return queryClient
}

/** The clients bound to a QueryClient; throws a clear error when none were bound. */
export function apiOf(queryClient: QueryClient): ApiClients {
  const clients = bound.get(queryClient)
  if (!clients)
    throw new Error('No API clients are bound to this QueryClient: call bindApiClients() first.')
  return clients
}
