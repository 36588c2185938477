/**
 * The client's one error type. Every failed call rejects with an `ApiError`: an HTTP error
 * carries the status and the answer's body; a network failure has status 0. `messages` is what a
 * user may be shown: the server's `ErrorList` (v2), its `message` (v1), or `{status} {statusText}`
 * when the answer carries neither.
 */
export type ApiErrorKind = 'http' | 'network'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** 'network' when no answer arrived (offline, DNS, CORS, aborted). */
  readonly kind: ApiErrorKind
  /** The HTTP status, or 0 for a network failure. */
  readonly status: number
  /** Messages fit to show a user, never empty. */
  readonly messages: string[]
  /** The parsed answer body, when there was one. */
  readonly body: unknown
  /** The call that failed, `METHOD /path`, for logs. */
  readonly call: string

  constructor(init: {
    kind: ApiErrorKind
    status: number
    messages: string[]
    body?: unknown
    call: string
    cause?: unknown
  }) {
    super(init.messages.join('\n'), { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.messages = init.messages
    this.body = init.body
    this.call = init.call
  }

  /** The v2 envelope's ErrorList as SPEC §8 defines it: the server's, or `['{status} {statusText}']`. */
  get ErrorList(): string[] {
    return this.messages
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function nonEmptyStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !!v) : []
}

/** The messages an answer's body carries: v2 `ErrorList`, else v1 `message`. */
export function messagesOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return []
  const record = body as Record<string, unknown>
  const list = nonEmptyStrings(record.ErrorList)
  if (list.length) return list
  if (typeof record.message === 'string' && record.message) return [record.message]
  if (typeof record.Message === 'string' && record.Message) return [record.Message]
  return []
}

/** Reads a failed answer's body as JSON or text, without throwing. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response
    .clone()
    .text()
    .catch(() => '')
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The typed error of a non-OK answer. */
export function httpError(response: Response, body: unknown, call: string): ApiError {
  const messages = messagesOf(body)
  return new ApiError({
    kind: 'http',
    status: response.status,
    messages: messages.length ? messages : [`${response.status} ${response.statusText}`.trim()],
    body,
    call,
  })
}

const networkMessages = {
  th: { network: 'เชื่อมต่อไม่ได้ โปรดตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง', aborted: 'ยกเลิกคำขอแล้ว' },
  en: {
    network: 'Could not connect. Check your internet connection and try again.',
    aborted: 'The request was cancelled.',
  },
} as const

/** The typed error of a call that got no answer, with its message in the user's language. */
export function networkError(cause: unknown, call: string, locale: 'th' | 'en' = 'th'): ApiError {
  const aborted = cause instanceof Error && cause.name === 'AbortError'
  const texts = networkMessages[locale]
  return new ApiError({
    kind: 'network',
    status: 0,
    messages: [aborted ? texts.aborted : texts.network],
    call,
    cause,
  })
}
