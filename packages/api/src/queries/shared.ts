import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import type { paths as V1Paths } from '../generated/v1'
import type { paths as V2Paths } from '../generated/v2'
import { unwrapContent, unwrapData, type DataOf } from '../unwrap'
import { apiOf } from './bind'

type Method = 'get' | 'post'
/** The v2 paths that have the given method. */
export type PathWith<M extends Method> = {
  [P in keyof V2Paths]: V2Paths[P][M] extends object ? P : never
}[keyof V2Paths]
type Operation<P extends keyof V2Paths, M extends Method> = V2Paths[P][M]

/** The `Data` a successful (200 or 201) answer of an operation carries. */
type Answer<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? DataOf<B>
  : O extends { responses: { 201: { content: { 'application/json': infer B } } } }
    ? DataOf<B>
    : never

/** The path and query parameters of an operation (headers are the client's business). */
type Params<O> = O extends { parameters: infer X }
  ? { [K in keyof X & ('path' | 'query') as X[K] extends undefined ? never : K]: X[K] }
  : never

/** The JSON body of an operation. */
export type BodyOf<P extends PathWith<'post'>> =
  Operation<P, 'post'> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never

/** The query parameters of a v2 GET path. */
export type QueryOf<P extends PathWith<'get'>> =
  Operation<P, 'get'> extends {
    parameters: { query?: infer Q }
  }
    ? NonNullable<Q>
    : never

/**
 * The language an answer is asked for, sent as the call's `Language` header and kept as the last
 * part of its query key; `null` for an operation whose answer is the same in every language.
 */
export type AnswerLanguage = ApiLocale | null

/** A factory's key with the answer's language last: each language's answer is cached apart. */
export type KeyIn<K extends QueryKey, L extends AnswerLanguage> = [L] extends [ApiLocale]
  ? readonly [...K, L]
  : K

const keyIn = <K extends QueryKey, L extends AnswerLanguage>(queryKey: K, language: L) =>
  (language === null ? queryKey : [...queryKey, language]) as KeyIn<K, L>

/** The call's headers: its language when the answer depends on it (the client's otherwise). */
const languageHeader = (language: AnswerLanguage | undefined) =>
  language ? { headers: { Language: language } } : {}

// openapi-fetch's overloads cannot take a path that is itself generic; call sites stay typed
// through the signatures below.
type LooseCall = (path: string, init: object) => Promise<{ response: Response; data?: object }>

/** Sends a v2 call with the clients bound to the QueryClient; resolves its `Data`. */
export function call<P extends PathWith<'get'>>(
  client: QueryClient,
  method: 'GET',
  path: P,
  init?: { params?: Params<Operation<P, 'get'>>; signal?: AbortSignal; language?: AnswerLanguage },
): Promise<Answer<Operation<P, 'get'>>>
export function call<P extends PathWith<'post'>>(
  client: QueryClient,
  method: 'POST',
  path: P,
  init?: {
    params?: Params<Operation<P, 'post'>>
    body?: BodyOf<P>
    signal?: AbortSignal
    language?: AnswerLanguage
  },
): Promise<Answer<Operation<P, 'post'>>>
export function call(
  client: QueryClient,
  method: 'GET' | 'POST',
  path: string,
  { language, ...init }: { language?: AnswerLanguage } = {},
) {
  return unwrapData(
    (apiOf(client).v2[method] as LooseCall)(path, { ...init, ...languageHeader(language) }),
  )
}

/**
 * Query options of a v2 GET in a language: the key (the language last), and a query function
 * that asks for the answer in that language.
 */
export const getQuery = <P extends PathWith<'get'>, K extends QueryKey, L extends AnswerLanguage>(
  language: L,
  queryKey: K,
  path: P,
  params?: Params<Operation<P, 'get'>>,
) =>
  queryOptions({
    queryKey: keyIn(queryKey, language),
    queryFn: ({ client, signal }) => call(client, 'GET', path, { params, signal, language }),
  })

/** Query options of a v2 POST that reads (search, recent views, shelves), in a language. */
export const postQuery = <P extends PathWith<'post'>, K extends QueryKey, L extends AnswerLanguage>(
  language: L,
  queryKey: K,
  path: P,
  body: BodyOf<P>,
) =>
  queryOptions({
    queryKey: keyIn(queryKey, language),
    queryFn: ({ client, signal }) => call(client, 'POST', path, { body, signal, language }),
  })

/** The content API's home rows. */
type ContentPath = Exclude<keyof V1Paths, '/v1/cache/clear-all' | '/builds/latest.json'>
type ContentGet<P extends ContentPath> = V1Paths[P]['get']
type ContentAnswer<P extends ContentPath> =
  ContentGet<P> extends {
    responses: { 200: { content: { 'application/json': { data: infer D } } } }
  }
    ? D
    : never
type ContentParams<P extends ContentPath> = NonNullable<ContentGet<P>['parameters']['query']>

/** Query options of a v1 (content API) GET in a language; every v1 answer depends on it. */
export const contentQuery = <P extends ContentPath, K extends QueryKey, L extends ApiLocale>(
  language: L,
  queryKey: K,
  path: P,
  query?: ContentParams<P>,
) =>
  queryOptions({
    queryKey: keyIn(queryKey, language),
    queryFn: ({ client, signal }) =>
      unwrapContent(
        (apiOf(client).v1.GET as LooseCall)(path, {
          params: { query },
          signal,
          ...languageHeader(language),
        }),
      ) as Promise<ContentAnswer<P>>,
  })
