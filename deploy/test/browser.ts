/**
 * What the cluster tests talk to the store with: HTTP over real sockets through the balancer,
 * optionally to one named instance (the balancer's X-Ebook-Instance rule) and from a chosen
 * loopback address (so that two clients are two addresses to the store).
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import { INSTANCE_HEADER } from '../cluster.ts'

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  /** The instance that answered (the balancer's X-Served-By). */
  servedBy: string | undefined
}

export interface Send {
  method?: string
  /** A path, or an absolute URL of the store's own origin. */
  path: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as an HTML form. */
  form?: Record<string, string>
  /** The instance to send it to (through the balancer). */
  instance?: string
  /** The loopback address to send from (127.0.0.1 by default). */
  from?: string
}

const agents = new Map<string, Agent>()
function agentFor(from: string) {
  let agent = agents.get(from)
  if (!agent) {
    // An idle connection is closed before the balancer's keep-alive timeout (10 s) can close it
    // under a request being sent on it.
    agent = new Agent({ keepAlive: true, localAddress: from, maxSockets: 64, timeout: 5000 })
    agents.set(from, agent)
  }
  return agent
}

/** Closes the kept-alive connections (after the tests). */
export function closeConnections() {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}

/** One request to `origin` (the balancer); answers the whole answer. */
export function send(origin: string, options: Send): Promise<Answer> {
  const url = new URL(options.path, origin)
  if (url.origin !== new URL(origin).origin) throw new Error(`${options.path} leaves the store`)
  let body: string | undefined
  const headers: Record<string, string> = { ...options.headers }
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['Content-Type'] = 'application/json'
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString()
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
  }
  if (options.instance) headers[INSTANCE_HEADER] = options.instance
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent: agentFor(options.from ?? '127.0.0.1'),
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const servedBy = res.headers['x-served-by']
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            servedBy: Array.isArray(servedBy) ? servedBy[0] : servedBy,
          })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The `Data` of a storefront answer, after checking its status. */
export function dataOf<T>(answer: Answer, status = 200): T {
  if (answer.status !== status) {
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.text.slice(0, 400)}`)
  }
  return (JSON.parse(answer.text) as { Data: T }).Data
}

/** A shopper's browser: its device id, language, cookies and (once signed in) token. */
export class Browser {
  readonly deviceId = crypto.randomUUID()
  readonly cookies = new Map<string, string>()
  token: string | undefined

  constructor(
    readonly origin: string,
    readonly options: { language?: 'th' | 'en'; from?: string } = {},
  ) {}

  async send(options: Send): Promise<Answer> {
    const headers: Record<string, string> = {
      deviceId: this.deviceId,
      Language: this.options.language ?? 'en',
      ...options.headers,
    }
    if (this.token) headers.Token = this.token
    if (this.cookies.size) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const answer = await send(this.origin, {
      ...options,
      headers,
      ...(this.options.from ? { from: this.options.from } : {}),
    })
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      const expired = attributes.some((attribute) => /^max-age=(0|-)/iu.test(attribute))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return answer
  }

  /** A storefront call: its `Data`, after checking the status. */
  async call<T>(options: Send, status = 200): Promise<T> {
    return dataOf<T>(await this.send(options), status)
  }

  /** Follows redirects (GET) on `instance` until an answer that is not one, or `stop` says so. */
  async follow(
    answer: Answer,
    instance: string,
    stop: (location: string) => boolean = () => false,
  ): Promise<Answer> {
    let current = answer
    for (let hop = 0; hop < 10; hop++) {
      const location = current.headers.location
      if (current.status < 300 || current.status >= 400 || !location || stop(location)) break
      current = await this.send({ path: location, instance })
    }
    return current
  }
}

/** A storefront form body (`FormValues`). */
export const formValues = (values: Record<string, string | number>) => ({
  FormValues: Object.entries(values).map(([Key, Value]) => ({ Key, Value: String(Value) })),
})
