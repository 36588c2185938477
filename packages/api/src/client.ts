/**
 * The one factory of the store's API clients: the v2 (storefront) and v1 (content) openapi-fetch
 * clients with the store's request rules.
 *
 * - Every call carries `deviceId` (a UUID kept in browser storage), `Token` when the customer is
 *   signed in, `Language`, and a JSON content type; v1 calls carry `Language` and `DeviceTypeId`.
 *   `Language` is `locale()` unless the call names its own (the query factories do).
 * - The first call is `POST /appstart` with `Data.DeviceTypeId` 20 and no device id; every other
 *   call waits for it. If it fails, calls still go out, and the next call tries it again.
 * - SPEC §8: 401 clears browser storage and calls `onUnauthorized`; 500 calls `onServerError`;
 *   any failure comes back as an `ApiError` (see `unwrap`), a network failure included.
 */
import type { Client, Middleware } from 'openapi-fetch'
import type { paths as V2Paths } from './generated/v2'
import type { paths as V1Paths } from './generated/v1'
import { ApiError, httpError, networkError, readBody } from './errors'
import { createLazyClient } from './lazy-client'
import { createClientStorage, type ClientStorage } from './storage'

/** The web app's device type, sent to app start and to every v1 call. */
export const DEVICE_TYPE_ID = 20

export type ApiLocale = 'th' | 'en'

export type AppStartResult = { ok: true; data: AppStartData } | { ok: false; error: ApiError }

type AppStartData =
  V2Paths['/appstart']['post']['responses'][200]['content']['application/json']['Data']

export type ApiClientOptions = {
  /** Where the storefront API (v2, app start, language) lives. Default `/api`. */
  baseUrl?: string
  /** Where the content API (v1) lives. Default `/content-api`. */
  contentBaseUrl?: string
  /** The language of answers to calls that name none; read on every call. Default Thai. */
  locale?: () => ApiLocale
  /** Token and device id storage. Default: the browser's (or memory outside a browser). */
  storage?: ClientStorage
  /** Storage keys and cookie names that survive the 401 clean-up (e.g. the theme). */
  keepOnUnauthorized?: readonly string[]
  /** A 401 answer, after storage was cleared: the app opens the need-login modal. */
  onUnauthorized?: (error: ApiError) => void
  /** A 500 answer: the app shows 'Internal Server Error 500'. */
  onServerError?: (error: ApiError) => void
  /** The fetch to use (tests, server-side rendering). Default `globalThis.fetch`. */
  fetch?: typeof fetch
  /**
   * Whether calls wait for app start (SPEC §7); true by default, false when `anonymous`. A server
   * rendering a guest's page has no device to start: it reads the catalogue without it.
   */
  waitForAppStart?: boolean
  /**
   * Calls carry neither `deviceId` nor `Token`: a server rendering the guest's view of a page has
   * no visitor's device, and a made-up one per render would make the API look up (and remember
   * views of) a new guest each time. False by default.
   */
  anonymous?: boolean
}

export type ApiClients = {
  /** The storefront API: paths as in openapi/v2.yaml. */
  v2: Client<V2Paths>
  /** The content API: paths as in openapi/v1.yaml. */
  v1: Client<V1Paths>
  /** The token and device id store the clients read. */
  storage: ClientStorage
  /** Sends `POST /appstart` unless it already succeeded or is under way; never rejects. */
  start(): Promise<AppStartResult>
  /** Locale in use for the next call. */
  locale(): ApiLocale
}

const callName = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

export function createApiClients(options: ApiClientOptions = {}): ApiClients {
  const {
    baseUrl = '/api',
    contentBaseUrl = '/content-api',
    locale = () => 'th',
    storage = createClientStorage(),
    keepOnUnauthorized = [],
  } = options
  // Resolved per call, so tests and apps that patch `globalThis.fetch` later are honoured.
  const fetchImpl: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' }

  /** SPEC §8 on an answer that is not OK; the `ApiError` it makes. */
  async function answerRules(request: Request, response: Response): Promise<ApiError> {
    const error = httpError(response, await readBody(response), callName(request))
    if (response.status === 401) {
      // Only for the session the call was made in: a customer who signed in again (or out)
      // while it was under way keeps the new session.
      if (request.headers.get('Token') === storage.getToken()) {
        storage.clearAll(keepOnUnauthorized)
        options.onUnauthorized?.(error)
      }
    } else if (response.status === 500) {
      options.onServerError?.(error)
    }
    return error
  }

  /** SPEC §8 on every answer; network failures become `ApiError` too. */
  const errorRules: Middleware = {
    async onResponse({ request, response }) {
      if (!response.ok) await answerRules(request, response)
      return undefined
    },
    onError({ request, error }) {
      return error instanceof ApiError ? error : networkError(error, callName(request), locale())
    },
  }

  // App start goes out at once, not after openapi-fetch has loaded (SPEC §7: it is the first
  // call), with neither a device id nor a wait for itself; the same answer rules as every call.
  let startup: Promise<AppStartResult> | null = null
  let started = false

  async function postAppStart(): Promise<AppStartResult> {
    const request = new Request(`${baseUrl.replace(/\/+$/u, '')}/appstart`, {
      method: 'POST',
      headers: { ...jsonHeaders, Language: locale() },
      body: JSON.stringify({ Data: { DeviceTypeId: DEVICE_TYPE_ID } }),
    })
    const response = await fetchImpl(request)
    if (response.ok) {
      const body = (await response.json().catch(() => null)) as { Data: AppStartData } | null
      if (body) {
        started = true
        return { ok: true, data: body.Data }
      }
    } else await answerRules(request, response)
    return { ok: false, error: httpError(response, undefined, 'POST /appstart') }
  }

  function start(): Promise<AppStartResult> {
    if (started && startup) return startup
    startup ??= postAppStart()
      .catch((error: unknown): AppStartResult => ({
        ok: false,
        error: error instanceof ApiError ? error : networkError(error, 'POST /appstart', locale()),
      }))
      .then((result) => {
        if (!result.ok) startup = null // the next call tries again
        return result
      })
    return startup
  }

  // A call that names its language (a query keyed by it) keeps it; others ask in the app's.
  const setLanguage = (request: Request) => {
    if (!request.headers.has('Language')) request.headers.set('Language', locale())
  }

  const afterAppStart: Middleware = {
    async onRequest() {
      if (!started && (options.waitForAppStart ?? !options.anonymous)) await start()
      return undefined
    },
  }

  const v2 = createLazyClient<V2Paths>({ baseUrl, fetch: fetchImpl, headers: jsonHeaders })
  v2.use(
    afterAppStart,
    {
      onRequest({ request }) {
        setLanguage(request)
        if (options.anonymous) return request
        request.headers.set('deviceId', storage.getDeviceId())
        const token = storage.getToken()
        if (token) request.headers.set('Token', token)
        else request.headers.delete('Token')
        return request
      },
    },
    errorRules,
  )

  const v1 = createLazyClient<V1Paths>({
    baseUrl: contentBaseUrl,
    fetch: fetchImpl,
    headers: jsonHeaders,
    // `id=1&id=2`: the recent-view call repeats its id parameter.
    querySerializer: { array: { style: 'form', explode: true } },
  })
  v1.use(
    afterAppStart,
    {
      onRequest({ request }) {
        setLanguage(request)
        request.headers.set('DeviceTypeId', String(DEVICE_TYPE_ID))
        return request
      },
    },
    errorRules,
  )

  return { v2, v1, storage, start, locale }
}
