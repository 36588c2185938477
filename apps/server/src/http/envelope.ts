/** The answer envelopes of the three documents, for successes and errors. */
import type { DocumentName } from './contract.ts'

/** v2 `{Data, Message, ErrorList}`; v1 `{data, message}`; auth (Auth.js shape) `{error}`. */
export function errorBody(document: DocumentName, messages: string[], data: unknown = null) {
  switch (document) {
    case 'v2':
      return { Data: data ?? null, Message: null, ErrorList: messages }
    case 'v1':
      return { data: null, message: messages.join(' ') }
    case 'auth':
      return { error: messages.join(' ') }
  }
}

/** Wraps a success's data as the operation's document does. */
export function successBody(
  envelope: 'v2' | 'v1' | 'none',
  data: unknown,
  message: string | null,
  errorList: string[],
) {
  switch (envelope) {
    case 'v2':
      return { Data: data === undefined ? null : data, Message: message, ErrorList: errorList }
    case 'v1':
      return { data: data === undefined ? null : data, message }
    case 'none':
      return data === undefined ? null : data
  }
}

/** Which document's envelope an address without an operation (unknown route, 500) answers in. */
export function documentForPath(path: string): DocumentName {
  if (path === '/api/auth' || path.startsWith('/api/auth/')) return 'auth'
  if (path === '/content-api' || path.startsWith('/content-api/')) return 'v1'
  return 'v2'
}
