/**
 * Runs a Node `(req, res)` handler (the local OpenID provider, a Koa app) for a fetch `Request`
 * and answers its `Response`, so the provider serves the app's requests, both over a socket
 * (@hono/node-server) and in-process (`app.request` in tests, the token exchange).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable, Writable } from 'node:stream'

/** A Node request handler, as `provider.callback()` answers. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/** How the handler sees the request. */
export interface BridgeOptions {
  /** The path the handler is mounted at (stripped from `req.url`, kept in `req.originalUrl`). */
  mountPath: string
  /** The public origin (`https://shop.example`): sets Host and X-Forwarded-Proto. */
  publicOrigin: string
}

/** The request body taken (the provider's own limit is lower). */
const MAX_BODY_BYTES = 64 * 1024

/** What a Node handler wrote, kept to make a fetch Response. */
export class CapturedResponse extends Writable {
  statusCode = 200
  statusMessage = ''
  private readonly headerMap = new Map<string, number | string | string[]>()
  private readonly chunks: Buffer[] = []
  private sent = false

  get headersSent(): boolean {
    return this.sent
  }

  get finished(): boolean {
    return this.writableEnded
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.headerMap.set(name.toLowerCase(), Array.isArray(value) ? [...value] : (value as string))
    return this
  }

  getHeader(name: string): number | string | string[] | undefined {
    return this.headerMap.get(name.toLowerCase())
  }

  getHeaders(): Record<string, number | string | string[]> {
    return Object.fromEntries(this.headerMap)
  }

  getHeaderNames(): string[] {
    return [...this.headerMap.keys()]
  }

  hasHeader(name: string): boolean {
    return this.headerMap.has(name.toLowerCase())
  }

  removeHeader(name: string): void {
    this.headerMap.delete(name.toLowerCase())
  }

  writeHead(status: number, headers?: Record<string, string | string[]>): this {
    this.statusCode = status
    for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value)
    return this
  }

  flushHeaders(): void {
    this.sent = true
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.sent = true
    this.chunks.push(Buffer.from(chunk))
    callback()
  }

  toResponse(): Response {
    const headers = new Headers()
    for (const [name, value] of this.headerMap) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item)
      else headers.set(name, String(value))
    }
    headers.delete('content-length')
    const empty = this.statusCode === 204 || this.statusCode === 304
    const body = empty ? null : Buffer.concat(this.chunks)
    return new Response(body, { status: this.statusCode, headers })
  }
}

/** A Node request/response pair standing for a fetch request (null: the body is too large). */
export async function nodeRequestOf(
  request: Request,
  options: BridgeOptions,
): Promise<{ req: IncomingMessage; res: ServerResponse; captured: CapturedResponse } | null> {
  const url = new URL(request.url)
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : Buffer.alloc(0)
  if (body.length > MAX_BODY_BYTES) return null
  const origin = new URL(options.publicOrigin)
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    headers[name] = value
  })
  headers.host = origin.host
  headers['x-forwarded-proto'] = origin.protocol.replace(':', '')
  headers['x-forwarded-host'] = origin.host
  headers['content-length'] = String(body.length)
  delete headers['transfer-encoding']

  const pathAndQuery = `${url.pathname}${url.search}`
  const inner = pathAndQuery.startsWith(options.mountPath)
    ? pathAndQuery.slice(options.mountPath.length) || '/'
    : pathAndQuery

  const socket = { encrypted: origin.protocol === 'https:', remoteAddress: '127.0.0.1' }
  const req = Object.assign(new Readable({ read() {} }), {
    method: request.method,
    url: inner.startsWith('/') ? inner : `/${inner}`,
    originalUrl: pathAndQuery,
    headers,
    httpVersion: '1.1',
    httpVersionMajor: 1,
    httpVersionMinor: 1,
    complete: true,
    socket,
    connection: socket,
  })
  req.push(body)
  req.push(null)
  const captured = new CapturedResponse()
  return {
    req: req as unknown as IncomingMessage,
    res: captured as unknown as ServerResponse,
    captured,
  }
}

/** Serves `request` with a Node handler and answers what it wrote. */
export async function callNodeHandler(
  handler: NodeHandler,
  request: Request,
  options: BridgeOptions,
): Promise<Response> {
  const pair = await nodeRequestOf(request, options)
  if (!pair) return new Response('Request too large', { status: 413 })
  const { req, res, captured } = pair
  const done = new Promise<Response>((resolve, reject) => {
    captured.on('finish', () => resolve(captured.toResponse()))
    captured.on('error', reject)
  })
  await handler(req, res)
  if (!captured.writableEnded) return new Response(null, { status: 500 })
  return done
}
