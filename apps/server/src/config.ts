/** The server's settings, read once from the environment (all optional). */
import { resolve } from 'node:path'
import type { components } from '@ebook/api/generated/v2'
import { fileURLToPath } from 'node:url'
import { parseAddressRanges, type AddressRange } from './http/client-address.ts'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

export interface ServerConfig {
  /** PORT, 8080 by default. */
  port: number
  /** HOST, 127.0.0.1 by default (0.0.0.0 to listen on every interface). */
  host: string
  /** DATA_DIR, apps/server/.data by default; PGlite keeps its database in `<dataDir>/pglite`. */
  dataDir: string
  /** DATABASE_URL: when set, PostgreSQL at this address instead of PGlite. */
  databaseUrl: string | null
  /**
   * STORE_DIST, apps/store/dist by default: the built store (`client/` its browser files,
   * `server/entry.js` its server renderer), served when both exist.
   */
  storeDir: string
  /**
   * STORE_HTML_CACHE_MB (64): memory for the store's guest pages made by its renderer;
   * STORE_HTML_CACHE=off (or 0 MB) renders every page (to measure renders).
   */
  storeHtmlCacheMb: number
  /** PUBLIC_URL: the address shoppers reach the server at (links in e-mails, image URLs). */
  publicUrl: string
  /** TOKEN_SECRET: signs session tokens; without it a secret is made once and kept in the database. */
  tokenSecret: string | null
  /** NODE_ENV: 'production', 'test' or 'development' (default). */
  environment: 'production' | 'test' | 'development'
  /** LOG_REQUESTS=1 prints one line per request. */
  logRequests: boolean
  /**
   * TEST_OUTBOX=1 serves `GET /api/test/outbox?to=` (the queued e-mails to an address), so
   * end-to-end tests can follow a password-reset link. Never set it on a real store.
   */
  testOutbox: boolean
  /**
   * RENDER_AHEAD (on unless `0`): every book page made in advance and kept in a file in
   * `<dataDir>/book-pages` (see src/modules/catalog/pages-ahead.ts).
   */
  renderAhead: boolean
  /**
   * SEED_COVERS (on unless `0`): the first start draws every book's cover into the database; off,
   * it leaves each to be drawn when it is first asked for (a store for tests starts sooner).
   */
  seedCovers: boolean
  /**
   * TRUSTED_PROXIES: addresses and CIDR ranges of the proxies in front of the server (the load
   * balancer), comma-separated. A request from one of them is from the client its
   * `X-Forwarded-For` names (src/http/client-address.ts); none by default, so a client that
   * connects directly is always known by its own address.
   */
  trustedProxies: AddressRange[]
  /**
   * SHUTDOWN_DRAIN_SECONDS (0): after SIGTERM, `/health` answers 503 for this long before the
   * server stops listening, so a load balancer checking it takes the instance out first.
   */
  shutdownDrainSeconds: number
  /** The payment gateways and the sandbox (see README "Payments"). */
  payments: PaymentSettings
}

/** The payment methods a shopper may choose. */
type PaymentMethodName = components['schemas']['PaymentMethodSystemName']

/** Payment settings: real gateways when their keys are set, the in-server sandbox otherwise. */
export interface PaymentSettings {
  /** OMISE_SECRET_KEY (and OMISE_API_URL): Omise plays Payments.Omise. */
  omise: { secretKey: string; apiUrl: string } | null
  /** TWOC2P_MERCHANT_ID + TWOC2P_SECRET_KEY (and TWOC2P_API_URL): 2C2P plays PGW and 123. */
  twoCTwoP: { merchantId: string; secretKey: string; apiUrl: string } | null
  /**
   * PAYMENT_SANDBOX=1: the sandbox may play the methods without a gateway in production. Outside
   * production it always may.
   */
  sandboxInProduction: boolean
  /** PAYMENT_SANDBOX_SECRET: the sandbox's callback secret (made once and kept otherwise). */
  sandboxSecret: string | null
  /** PAYMENT_SANDBOX_SETTLE_SECONDS (10): when the sandbox's bank confirms a pending card. */
  sandboxSettleSeconds: number
  /** PAYMENT_CODE_HOURS (48): how long a 123 payment code / PGW page stays valid. */
  codeHours: number
  /**
   * PAYMENT_GATEWAY_TIMEOUT_SECONDS (30): a call to a gateway is abandoned after this long; a
   * payment attempt still without the gateway's answer after twice as long was cut off (the
   * process died) and is resumed.
   */
  gatewayTimeoutSeconds: number
}

/** A setting the server cannot start with; main.ts prints the message alone and exits. */
export class ConfigError extends Error {}

/** The payment methods the in-server sandbox plays (those without a configured gateway). */
export function sandboxMethods(payments: PaymentSettings): PaymentMethodName[] {
  return [
    ...(payments.omise ? [] : (['Payments.Omise'] as const)),
    ...(payments.twoCTwoP ? [] : (['Payments.PGW', 'Payments.2C2P123'] as const)),
  ]
}

/** Whether the sandbox may take payments: always outside production, on request in it. */
export function sandboxAllowed(config: Pick<ServerConfig, 'environment' | 'payments'>): boolean {
  return config.environment !== 'production' || config.payments.sandboxInProduction
}

const positive = (text: string | undefined, fallback: number) => {
  const value = Number(text)
  return text && Number.isFinite(value) && value > 0 ? value : fallback
}

const enabled = (text: string | undefined) => ['1', 'true', 'on'].includes(text ?? '')

function loadPayments(env: Record<string, string | undefined>): PaymentSettings {
  const url = (text: string | undefined, fallback: string) =>
    (text || fallback).replace(/\/+$/u, '')
  return {
    omise: env.OMISE_SECRET_KEY
      ? {
          secretKey: env.OMISE_SECRET_KEY,
          apiUrl: url(env.OMISE_API_URL, 'https://api.omise.co'),
        }
      : null,
    twoCTwoP:
      env.TWOC2P_MERCHANT_ID && env.TWOC2P_SECRET_KEY
        ? {
            merchantId: env.TWOC2P_MERCHANT_ID,
            secretKey: env.TWOC2P_SECRET_KEY,
            apiUrl: url(env.TWOC2P_API_URL, 'https://sandbox-pgw.2c2p.com'),
          }
        : null,
    sandboxInProduction: enabled(env.PAYMENT_SANDBOX),
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET || null,
    sandboxSettleSeconds: positive(env.PAYMENT_SANDBOX_SETTLE_SECONDS, 10),
    codeHours: positive(env.PAYMENT_CODE_HOURS, 48),
    gatewayTimeoutSeconds: positive(env.PAYMENT_GATEWAY_TIMEOUT_SECONDS, 30),
  }
}

/**
 * Production takes real money only: without a gateway's keys for every payment method it does
 * not start, unless PAYMENT_SANDBOX=1 says the sandbox is meant (a staging store, the e2e tests).
 */
function checkPayments(config: ServerConfig): void {
  const missing = sandboxMethods(config.payments)
  if (missing.length === 0 || sandboxAllowed(config)) return
  throw new ConfigError(
    `NODE_ENV=production, but no payment gateway is configured for ${missing.join(', ')} ` +
      '(set OMISE_SECRET_KEY for Payments.Omise; TWOC2P_MERCHANT_ID and TWOC2P_SECRET_KEY for ' +
      'Payments.PGW and Payments.2C2P123). The sandbox gateway takes test cards and no money, so ' +
      'it is off in production: set PAYMENT_SANDBOX=1 to run it anyway (a staging store, tests).',
  )
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : 8080
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not '${env.PORT}'.`)
  }
  const host = env.HOST || '127.0.0.1'
  let trustedProxies: AddressRange[]
  try {
    trustedProxies = parseAddressRanges(env.TRUSTED_PROXIES ?? '')
  } catch (error) {
    throw new ConfigError(`TRUSTED_PROXIES: ${(error as Error).message}.`)
  }
  const drain = Number(env.SHUTDOWN_DRAIN_SECONDS || '0')
  if (!Number.isFinite(drain) || drain < 0) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_SECONDS must be a number of seconds, not '${env.SHUTDOWN_DRAIN_SECONDS}'.`,
    )
  }
  const environment =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development'
  const config: ServerConfig = {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || resolve(serverRoot, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    storeDir: resolve(env.STORE_DIST || resolve(serverRoot, '../store/dist')),
    storeHtmlCacheMb: ['0', 'false', 'off'].includes(env.STORE_HTML_CACHE ?? '')
      ? 0
      : env.STORE_HTML_CACHE_MB === '0'
        ? 0
        : positive(env.STORE_HTML_CACHE_MB, 64),
    publicUrl: (
      env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    ).replace(/\/+$/u, ''),
    tokenSecret: env.TOKEN_SECRET || null,
    environment,
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    testOutbox: env.TEST_OUTBOX === '1',
    renderAhead: !['0', 'false', 'off'].includes(env.RENDER_AHEAD ?? ''),
    seedCovers: !['0', 'false', 'off'].includes(env.SEED_COVERS ?? ''),
    trustedProxies,
    shutdownDrainSeconds: drain,
    payments: loadPayments(env),
  }
  checkPayments(config)
  return config
}
