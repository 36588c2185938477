/**
 * The HTTP application: the contract's operations that have a handler (mounted at their
 * documents' addresses: v2 under /api, v1 under /content-api, auth under /api/auth), the API
 * reference, the modules' own routes, then the built store. Operations without a handler are
 * not routed: they answer 404 like any unknown address.
 */
import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/types.ts'
import { coreMessages, defaultLanguage, type Lang } from '../i18n/index.ts'
import {
  bookPageInfrastructure,
  type BookPageInfrastructure,
} from '../modules/catalog/book-pages.ts'
import { allModules } from '../modules/index.ts'
import { GuestActivity } from '../modules/shared/guest-activity.ts'
import { RecentViews } from '../modules/shared/recent-views.ts'
import { KnownGuests } from './auth-context.ts'
import type { Background } from './background.ts'
import { acceptsCompression } from './compression.ts'
import {
  compileContract,
  documentNames,
  type CompiledOperation,
  type DocumentName,
} from './contract.ts'
import { dispatch } from './dispatch.ts'
import { mountDocs } from './docs.ts'
import { documentForPath, errorBody } from './envelope.ts'
import type { FastRoute } from './fast-path.ts'
import { mountHealth, Readiness } from './health.ts'
import { requestedLanguage } from './language.ts'
import { mountServerPageSecurity } from './security-headers.ts'
import type { AppDeps, AppEnv, Handler, Logger, ModuleFactory } from './operations.ts'
import { ApiError } from './reply.ts'
import { scheduledJob } from './scheduled-job.ts'
import { mountStore } from './store.ts'
import { pruneStoreChanges, StoreChanges } from './store-changes.ts'
import { TokenService } from './tokens.ts'

/** What createApp needs. */
export interface CreateAppOptions {
  db: Db
  config: ServerConfig
  /** The modules to serve; every module of src/modules by default. */
  modules?: readonly ModuleFactory[]
  /** Where log lines go; the console by default. */
  log?: Logger
  /** Where book pages are kept; made from the configuration by default. */
  bookPages?: BookPageInfrastructure
}

/** An app with what the server runs beside it. */
export interface BuiltApp {
  app: Hono<AppEnv>
  /** The app's services and state (see AppDeps). */
  deps: AppDeps
  /** Hot GETs answered before the app (see fast-path.ts; none while requests are logged). */
  fastRoutes: readonly FastRoute[]
  /** Work to start once the server listens (see background.ts), in order. */
  background: readonly Background[]
  /** What `/health` reports besides the database: set to draining when the server stops. */
  readiness: Readiness
}

/** How often the change logs are pruned (on one server). */
const PRUNE_CHANGES_EVERY_SECONDS = 600

/** Log lines on the console. */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
}

function languageOf(c: Context<AppEnv>): Lang {
  return (c.get('lang') as Lang | undefined) ?? requestedLanguage(c) ?? defaultLanguage
}

function documentOf(c: Context<AppEnv>): DocumentName {
  return (c.get('document') as DocumentName | undefined) ?? documentForPath(c.req.path)
}

function defaultMessage(status: number, lang: Lang): string {
  switch (status) {
    case 401:
      return coreMessages(lang, 'request.unauthorized')
    case 403:
      return coreMessages(lang, 'request.forbidden')
    case 404:
      return coreMessages(lang, 'request.notFound')
    case 413:
      return coreMessages(lang, 'request.tooLarge')
    default:
      return coreMessages(lang, 'request.badRequest')
  }
}

/**
 * A path of the contract asked with a method none of its operations takes answers 405 with the
 * methods it takes in `Allow` (HEAD with GET: Hono answers HEAD from the GET route).
 */
function refuseOtherMethods(app: Hono<AppEnv>, routed: readonly CompiledOperation[]) {
  for (const honoPath of new Set(routed.map((operation) => operation.honoPath))) {
    app.all(honoPath, (c) => {
      const methods = new Set(
        routed
          .filter((operation) => operation.pattern.test(c.req.path))
          .map((operation) => operation.method),
      )
      if (methods.has('GET')) methods.add('HEAD')
      const allowed = [...methods].sort().join(', ')
      const message = coreMessages(languageOf(c), 'request.methodNotAllowed', {
        method: c.req.method,
        allowed,
      })
      return c.json(errorBody(documentOf(c), [message]), 405, { Allow: allowed })
    })
  }
}

/** Builds the app alone (see buildApp). */
export async function createApp(options: CreateAppOptions): Promise<Hono<AppEnv>> {
  return (await buildApp(options)).app
}

/** The app's services and state, made for it alone. */
async function appDeps(options: CreateAppOptions, log: Logger): Promise<AppDeps> {
  const { db, config } = options
  const deps: AppDeps = {
    db,
    config,
    log,
    tokens: await TokenService.create(db, config.tokenSecret),
    instance: randomUUID(),
    bookPages: options.bookPages ?? bookPageInfrastructure(config),
    changes: new StoreChanges(db, log),
    guests: new KnownGuests(),
    guestActivity: new GuestActivity(),
    recentViews: new RecentViews(db),
  }
  deps.changes.onChange(({ customers }) => {
    if (customers.length === 0) return
    deps.guestActivity.forget(...customers)
    deps.guests.forgetCustomers(customers)
  })
  return deps
}

/**
 * Builds the app with its fast routes and background work. Compiles the contract (once per
 * process) and registers every handler.
 */
export async function buildApp(options: CreateAppOptions): Promise<BuiltApp> {
  const log = options.log ?? consoleLogger
  const contract = compileContract()
  const deps = await appDeps(options, log)
  const app = new Hono<AppEnv>()

  app.onError((error, c) => {
    const lang = languageOf(c)
    const document = documentOf(c)
    if (error instanceof ApiError) {
      const messages = error.messages.length ? error.messages : [defaultMessage(error.status, lang)]
      return c.json(errorBody(document, messages, error.data), error.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (e.g. a malformed request line): the contract documents 400.
      return c.json(errorBody(document, [defaultMessage(error.status, lang)]), 400)
    }
    log.error(`${c.req.method} ${c.req.path} failed:`, error)
    return c.json(errorBody(document, [coreMessages(lang, 'request.serverError')]), 500)
  })

  app.notFound((c) =>
    c.json(errorBody(documentOf(c), [coreMessages(languageOf(c), 'request.notFound')]), 404),
  )

  // Answers of 1 KB and more go gzip'ed to browsers that take it (the home page's category rows
  // are 150 KB of JSON); the store's built files come precompressed (store.ts). A request that
  // takes no compression skips the middleware: reading the answer's headers would turn every
  // answer into a streamed Response (a third of a cached book page's cost).
  const compressAnswer = compress()
  app.use('*', (c, next) =>
    acceptsCompression(c.req.header('Accept-Encoding')) ? compressAnswer(c, next) : next(),
  )

  if (options.config.logRequests) {
    app.use('*', async (c, next) => {
      const started = performance.now()
      await next()
      log.info(
        `${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`,
      )
    })
  }

  const readiness = new Readiness()
  mountHealth(app, { db: deps.db, readiness })
  mountServerPageSecurity(app)
  mountDocs(app)

  const modules = (options.modules ?? allModules).map((factory) => factory(deps))
  const owner = new Map<string, string>()
  const routed: CompiledOperation[] = []
  for (const module of modules) {
    for (const document of documentNames) {
      const handlers = (module[document] ?? {}) as Record<string, Handler<never> | undefined>
      for (const [operationId, handler] of Object.entries(handlers)) {
        if (!handler) continue
        const operation = contract.find(document, operationId)
        if (!operation) {
          throw new Error(`Module ${module.name}: ${document} has no operation '${operationId}'.`)
        }
        const key = `${document}:${operationId}`
        if (owner.has(key)) {
          throw new Error(`${key} is handled by both ${owner.get(key)} and ${module.name}.`)
        }
        owner.set(key, module.name)
        routed.push(operation)
        app.on(operation.method, operation.honoPath, (c) => dispatch(c, operation, handler, deps))
      }
    }
  }
  for (const module of modules) module.routes?.(app)
  refuseOtherMethods(app, routed)

  const background: Background[] = [
    // First: the other work hears of changes from the start.
    deps.changes,
    scheduledJob(deps, {
      name: 'store changes pruning',
      everySeconds: PRUNE_CHANGES_EVERY_SECONDS,
      run: () => pruneStoreChanges(deps.db),
    }),
    ...modules.flatMap((module) => module.background ?? []),
  ]

  const storeRoutes = mountStore(app, { config: options.config, changes: deps.changes, log })
  // The request log sees every request only when every request goes through the app. The
  // store's routes come last: one of them takes every page address it holds.
  const fastRoutes = options.config.logRequests
    ? []
    : [...modules.flatMap((module) => module.fastRoutes ?? []), ...storeRoutes]
  return { app, deps, fastRoutes, background, readiness }
}
