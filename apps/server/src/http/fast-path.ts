/**
 * Fast paths: a few hot GETs answered on the raw node:http request, before the Hono app. Turning
 * a node request into a fetch Request, routing it, and turning the Response back costs more than
 * answering a book page the server holds in memory; a fast route skips all of it for the requests
 * it is sure about and hands every other one to the app (`next()`), which stays the reference:
 * a fast route must answer exactly what the app would (status, body, headers) or not answer.
 *
 * A module registers its fast routes beside its handlers (Module.fastRoutes); buildApp answers
 * them with the app and the server puts them in front of the app's listener (withFastRoutes).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from './operations.ts'

/** A hot GET served before the Hono app. */
export interface FastRoute {
  /** The paths it may answer start with this, e.g. `/api/v2/product/productdetails/`. */
  readonly prefix: string
  /**
   * Answers a GET whose URL starts with `prefix` (`rest` is what follows it, query included) on
   * `res`, or calls `next()` once (before answering anything) to let the app answer: for anything
   * it does not handle itself (a token, an unusual header, an invalid id, an error answer...).
   * A rejection before an answer also hands the request to the app.
   */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    rest: string,
    next: () => void,
  ): void | Promise<void>
}

/**
 * A request listener that offers each GET to the first fast route whose prefix its URL starts
 * with, and gives the app's listener (`fallback`) everything else and whatever a route declines.
 */
export function withFastRoutes(
  routes: readonly FastRoute[],
  fallback: RequestListener,
  log: Logger,
): RequestListener {
  if (routes.length === 0) return fallback
  return (req, res) => {
    const url = req.url
    if (req.method === 'GET' && url !== undefined) {
      for (const route of routes) {
        if (!url.startsWith(route.prefix)) continue
        let handed = false
        const next = () => {
          if (handed || res.headersSent) return
          handed = true
          void fallback(req, res)
        }
        const failed = (error: unknown) => {
          log.error(`GET ${url} (fast path) failed:`, error)
          // Half an answer cannot be taken back: the client sees the connection end instead.
          if (res.headersSent) res.destroy()
          else next()
        }
        try {
          const pending = route.serve(req, res, url.slice(route.prefix.length), next)
          if (pending) pending.catch(failed)
        } catch (error) {
          failed(error)
        }
        return
      }
    }
    void fallback(req, res)
  }
}
