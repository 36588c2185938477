/**
 * What a handler gives back besides plain data: a Reply (data with a Message, warnings in
 * ErrorList, or 201), or an ApiError thrown for a 4xx answer.
 */

/** The statuses an ApiError can answer with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 415 | 422 | 429

/**
 * A 4xx answer: thrown by a handler (or the HTTP layer), written in the operation's envelope.
 * `messages` are already in the request's language; an empty list means the status's default
 * message (e.g. "Not found."). `data` becomes the v2 envelope's Data (a re-prepared form).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly messages: string[] = [],
    readonly data: unknown = null,
  ) {
    super(messages.join(' ') || `HTTP ${status}`)
    this.name = 'ApiError'
  }
}

const list = (messages: string | string[]) => (Array.isArray(messages) ? messages : [messages])

/** 400 with one or more messages (and optionally the form to show again as Data). */
export function badRequest(messages: string | string[], data: unknown = null): ApiError {
  return new ApiError(400, list(messages), data)
}

/** 401: no valid session token. */
export function unauthorized(message?: string): ApiError {
  return new ApiError(401, message ? [message] : [])
}

/** 403: signed in, but not allowed. */
export function forbidden(message?: string): ApiError {
  return new ApiError(403, message ? [message] : [])
}

/** 404: the entity does not exist, is not published, or is someone else's. */
export function notFound(message?: string): ApiError {
  return new ApiError(404, message ? [message] : [])
}

/** Options of a reply beyond its data. */
export interface ReplyOptions {
  /** The envelope's Message (v2) / message (v1); null by default. */
  message?: string | null
  /** Warnings that travel with a success in ErrorList (v2), e.g. "Your shopping cart is empty.". */
  errorList?: string[]
  /** 201 for a creation, when the contract documents it. */
  status?: 200 | 201
}

/** Data with a Message, warnings or a status; return `reply(data, {...})` from a handler. */
export class Reply<D> {
  constructor(
    readonly data: D,
    readonly options: ReplyOptions = {},
  ) {}
}

/** Wraps a handler's data with a Message, warnings or a 201. */
export function reply<D>(data: D, options: ReplyOptions = {}): Reply<D> {
  return new Reply(data, options)
}
