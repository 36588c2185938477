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

/** What a v2 envelope carries in `Data`; an empty answer (`Data: null`) gives null. */
export type DataOf<D> = D extends { Data: infer T } ? T : null

/** The `Data` of a v2 envelope. */
export async function unwrapData<D extends object>(call: Promise<Outcome<D>>): Promise<DataOf<D>> {
  const body = (await unwrap(call)) as { Data?: unknown } | undefined
  return (body?.Data ?? null) as DataOf<D>
}

/** The `data` of a v1 envelope. */
export async function unwrapContent<D extends { data?: unknown }>(
  call: Promise<Outcome<D>>,
): Promise<D['data']> {
  return (await unwrap(call))?.data
}
