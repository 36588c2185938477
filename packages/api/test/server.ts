/**
 * A real local HTTP server for the client's tests: it records every request (method, path,
 * headers, body, arrival order) and answers from routes the test sets.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Recorded = {
  method: string
  path: string
  url: URL
  headers: IncomingHttpHeaders
  body: unknown
}

export type Reply = {
  status?: number
  statusText?: string
  body?: unknown
  /** Milliseconds to wait before answering. */
  delay?: number
}

type Route = (request: Recorded) => Reply

export async function startTestServer() {
  const requests: Recorded[] = []
  const routes = new Map<string, Route>()
  /** Answers sent so far, in order, as `METHOD /path`. */
  const answered: string[] = []

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const text = Buffer.concat(chunks).toString('utf8')
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        url,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      }
      requests.push(recorded)
      const route = routes.get(`${recorded.method} ${recorded.path}`)
      const reply: Reply = route
        ? route(recorded)
        : { status: 200, body: { Data: null, Message: null, ErrorList: [] } }
      setTimeout(() => {
        answered.push(`${recorded.method} ${recorded.path}`)
        res.statusCode = reply.status ?? 200
        if (reply.statusText) res.statusMessage = reply.statusText
        if (reply.body === undefined) {
          res.end()
          return
        }
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify(reply.body))
      }, reply.delay ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  return {
    origin,
    requests,
    answered,
    /** Sets the answer of `METHOD /path`. */
    route(key: string, reply: Reply | Route) {
      routes.set(key, typeof reply === 'function' ? reply : () => reply)
    },
    reset() {
      requests.length = 0
      answered.length = 0
      routes.clear()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** The v2 envelope of a successful answer. */
export const ok = (Data: unknown) => ({ status: 200, body: { Data, Message: null, ErrorList: [] } })
