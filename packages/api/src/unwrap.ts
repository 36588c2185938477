import { httpError } from './errors'

type Outcome<D> = { data?: D; error?: unknown; response: Response }

/**
 * The body of a successful call, or a thrown `ApiError` (SPEC §8: the answer's body, or
 * `ErrorList: ['{status} {statusText}']`). Query functions use it so TanStack Query sees errors.
 */
export async function unwrap<D>(call: Promise<Outcome<D>>): Promise<D> {
  const { data, error, response } = await call
  if (!response.ok) {
    const path = response.url ? new URL(response.url).pathname : ''
    throw httpError(response, error, path)
  }
  // An empty success (204) has no body: callers of such calls expect undefined.
  return data as D
}

/** The `Data` of a v2 envelope. */
export async function unwrapData<D extends { Data?: unknown }>(
  call: Promise<Outcome<D>>,
): Promise<D['Data']> {
  return (await unwrap(call))?.Data
}

/** The `data` of a v1 envelope. */
export async function unwrapContent<D extends { data?: unknown }>(
  call: Promise<Outcome<D>>,
): Promise<D['data']> {
  return (await unwrap(call))?.data
}
