/**
 * Handlers of the contract's operations, typed by the generated `operations` of each document.
 * A module groups handlers by document and operationId:
 *
 *   export const commonModule = defineModule((deps) => ({
 *     name: 'common',
 *     v2: { setLanguage: async ({ params, auth, lang }) => params.lang },
 *   }))
 *
 * Input is validated before the handler runs; the handler answers the success's Data (v2),
 * data (v1) or body (auth), a `reply(data, {message, errorList, status})`, or a Response of its
 * own; it throws `badRequest(...)`, `notFound()` etc. for 4xx answers.
 */
import type { Context, Hono } from 'hono'
import type { operations as AuthOperations } from '@ebook/api/generated/auth'
import type { operations as V1Operations } from '@ebook/api/generated/v1'
import type { operations as V2Operations } from '@ebook/api/generated/v2'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/types.ts'
import type { BookPageInfrastructure } from '../modules/catalog/book-pages.ts'
import type { CoreMessageKey, Lang, MessageParams } from '../i18n/index.ts'
import type { GuestActivity } from '../modules/shared/guest-activity.ts'
import type { RecentViews } from '../modules/shared/recent-views.ts'
import type { AuthContext, KnownGuests } from './auth-context.ts'
import type { CompiledOperation, DocumentName } from './contract.ts'
import type { Background } from './background.ts'
import type { FastRoute } from './fast-path.ts'
import type { Reply } from './reply.ts'
import type { StoreChanges } from './store-changes.ts'
import type { TokenService } from './tokens.ts'

/** The generated operations of each document, keyed by operationId. */
export interface DocumentOperations {
  v2: V2Operations
  v1: V1Operations
  auth: AuthOperations
}

type Part<Op, K extends 'path' | 'query' | 'header'> = Op extends {
  parameters: { [P in K]?: infer X }
}
  ? [X] extends [undefined]
    ? Record<string, never>
    : NonNullable<X>
  : Record<string, never>

type Content<B> = [B] extends [undefined]
  ? undefined
  : B extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'application/x-www-form-urlencoded': infer F }
        ? F
        : undefined
    : undefined

/** An operation's request body type (undefined when it takes none). */
export type BodyOf<Op> = Op extends { requestBody?: infer B } ? Content<B> : undefined

/** An operation's documented success body (200, else 201). */
export type SuccessBodyOf<Op> = Op extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : undefined
  : undefined

/** What a handler answers: the envelope's Data (v2) / data (v1), or the whole body (auth). */
export type DataOf<Op> =
  SuccessBodyOf<Op> extends { Data: infer D; ErrorList: unknown }
    ? D
    : SuccessBodyOf<Op> extends { data: infer D; message: unknown }
      ? D
      : SuccessBodyOf<Op>

/**
 * The services every handler can use, made per app. Whatever an app keeps in memory is here
 * (caches fed by `changes`, buffers written within a second), never in a module's own state:
 * several apps on one database behave as one store.
 */
export interface AppDeps {
  db: Db
  config: ServerConfig
  tokens: TokenService
  log: Logger
  /** This app's name among the servers on the database (scheduled jobs' claims). */
  instance: string
  /** Where the book pages are kept (memory cache, page store). */
  bookPages: BookPageInfrastructure
  /** The store's changes, whichever server made them (store-changes.ts). */
  changes: StoreChanges
  /** The guests of devices this app remembers. */
  guests: KnownGuests
  /** Guests known to have done nothing yet. */
  guestActivity: GuestActivity
  /** Views of book pages, written within a second. */
  recentViews: RecentViews
}

/** Where the server writes its log lines. */
export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string, error?: unknown): void
}

/** What a handler receives. */
export interface OperationInput<Op> extends AppDeps {
  /** Path parameters, validated and converted (ids are numbers). */
  params: Part<Op, 'path'>
  /** Query parameters, validated, converted, defaults applied. */
  query: Part<Op, 'query'>
  /** Declared header parameters (deviceId, Token, Language, ...), validated. */
  headers: Part<Op, 'header'>
  /** The body, validated (defaults applied). */
  body: BodyOf<Op>
  /** The answer's language: Language header, setlanguage cookie, the customer's choice, Thai. */
  lang: Lang
  /** A core message in the answer's language. */
  t: (key: CoreMessageKey, params?: MessageParams) => string
  /** The caller: signed-in customer or guest. */
  auth: AuthContext
  /** The client's IP address, when known. */
  clientAddress: string | null
  /** The raw Hono context (cookies, raw headers, redirects). */
  c: Context<AppEnv>
  /** The operation being served. */
  operation: CompiledOperation
}

/** What a handler may answer. */
export type OperationResult<Op> = DataOf<Op> | Reply<DataOf<Op>> | Response

/** A handler of one operation. */
export type Handler<Op> = (input: OperationInput<Op>) => Promise<OperationResult<Op>>

/** Handlers of a document's operations, by operationId. */
export type Handlers<D extends DocumentName> = {
  [K in keyof DocumentOperations[D]]?: Handler<DocumentOperations[D][K]>
}

/** The Hono environment of the app. */
export interface AppEnv {
  Variables: {
    /** The request's language, once known. */
    lang: Lang
    /** The document whose envelope an error answers in. */
    document: DocumentName
  }
}

/** A part of the server: handlers of operations and, optionally, routes outside the contract. */
export interface Module {
  /** A short name, for messages. */
  name: string
  v2?: Handlers<'v2'>
  v1?: Handlers<'v1'>
  auth?: Handlers<'auth'>
  /**
   * Routes that no document describes (pictures, file downloads, a payment sandbox page, ...),
   * added before the built store's files.
   */
  routes?: (app: Hono<AppEnv>) => void
  /**
   * Hot GETs of its operations answered before the app (see fast-path.ts): each must answer
   * exactly what the operation's handler answers, or hand the request on.
   */
  fastRoutes?: readonly FastRoute[]
  /** Work done while the server runs (see background.ts). */
  background?: readonly Background[]
}

/** Makes a module from the app's services (state kept in the closure is per app). */
export type ModuleFactory = (deps: AppDeps) => Module

/** Declares a module; the identity function, for its types. */
export function defineModule(factory: ModuleFactory): ModuleFactory {
  return factory
}
