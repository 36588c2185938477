/**
 * An openapi-fetch client whose library loads with its first call. A page rendered on the server
 * arrives with its data, so the browser's app starts (and hydrates) without openapi-fetch in its
 * first script; the library comes beside the first call the app makes.
 */
import type createClient from 'openapi-fetch'
import type { Client, ClientOptions, Middleware } from 'openapi-fetch'

let library: Promise<{ default: typeof createClient }> | undefined

/** openapi-fetch, loaded once for every client. */
const loadLibrary = () => (library ??= import('openapi-fetch'))

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const

/**
 * A client with `createClient`'s type and behaviour. Middleware registered with `use` (or removed
 * with `eject`) applies to every call made after it, as with the library's own client: the calls
 * and the registrations run in the order they were made, once the library is there.
 */
export function createLazyClient<Paths extends object>(options: ClientOptions): Client<Paths> {
  const client = loadLibrary().then(({ default: create }) => create<Paths>(options))
  const forward =
    (name: (typeof METHODS)[number] | 'request') =>
    (...args: unknown[]) =>
      client.then((real) => (real[name] as (...args: unknown[]) => Promise<unknown>)(...args))
  return {
    ...(Object.fromEntries(METHODS.map((name) => [name, forward(name)])) as Pick<
      Client<Paths>,
      (typeof METHODS)[number]
    >),
    request: forward('request') as Client<Paths>['request'],
    use(...middleware: Middleware[]) {
      void client.then((real) => real.use(...middleware))
    },
    eject(...middleware: Middleware[]) {
      void client.then((real) => real.eject(...middleware))
    },
  }
}
