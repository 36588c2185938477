/**
 * The real server in a process of its own, on a data folder of its own: production start-up
 * without gateway keys, and a crash (SIGKILL) between placing an order and the gateway's answer
 * followed by a restart. The folder is prepared before the server starts (a customer, books in
 * the basket, coins), so no catalogue is seeded.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { migrate, openDatabase } from '../../db/index.ts'
import type { Db } from '../../db/types.ts'
import { REMEMBER_ME_SECONDS, TokenService } from '../../http/tokens.ts'
import { addCheckoutBook, giveCoins, putInBasket } from '../../testing/fixtures/checkout.ts'
import { SANDBOX_CARDS } from './payments/sandbox.ts'

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url))
const TOKEN_SECRET = 'crash-test-token-secret'
let dataDir: string

/** A server process: its address once it listens, its output, its end. */
interface ServerProcess {
  child: ChildProcess
  url: Promise<string>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output(): string
}

/** Starts `src/main.ts` as `npm start` would, with only the given settings. */
function startProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      TOKEN_SECRET,
      RENDER_AHEAD: '0',
      STORE_DIST: join(dataDir, 'no-store'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /E-book store: (http:\/\/\S+)/u.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    void exited.then(() => reject(new Error(`The server ended before it listened:\n${output}`)))
  })
  url.catch(() => {})
  return { child, url, exited, output: () => output }
}

/** Stops a server process gracefully and waits for it. */
async function stop(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
  }
  await server.exited
}

/** Works on the data folder while no server holds it. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ ...loadConfig({ DATA_DIR: dataDir }), databaseUrl: null })
  try {
    await migrate(db)
    return await work(db)
  } finally {
    await db.close()
  }
}

interface Shopper {
  customerId: number
  token: string
}

/** A registered customer with a book of `price` in the basket and `coins` to pay with. */
async function prepareShopper(db: Db, price: number, coins: number): Promise<Shopper> {
  const row = await db.queryOne<{ id: number }>(
    `INSERT INTO customers (is_guest, email, first_name, last_name)
     VALUES (false, $1, 'มาลี', 'ใจดี') RETURNING id`,
    [`crash-${Math.random()}@example.com`],
  )
  const book = await addCheckoutBook(db, { price })
  await putInBasket(db, row!.id, [book.bookId])
  if (coins > 0) await giveCoins(db, row!.id, coins, true)
  const tokens = await TokenService.create(db, TOKEN_SECRET)
  const { token } = await tokens.issue(db, {
    customerId: row!.id,
    lifetimeSeconds: REMEMBER_ME_SECONDS,
  })
  return { customerId: row!.id, token }
}

async function call<T = unknown>(
  url: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      Language: 'en',
      ...(options.token ? { Token: options.token } : {}),
      ...(options.json ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(options.json ? { body: JSON.stringify(options.json) } : {}),
    redirect: 'manual',
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

interface Confirmed {
  Data: { OrderId: number; PaymentStatusEnum: number; RedirectUrl: string | null } | null
  ErrorList: string[]
}

async function checkoutTokenOf(url: string, token: string): Promise<string> {
  const answer = await call<{ Data: { CheckoutToken: string } }>(
    url,
    'GET',
    '/api/v2/checkout/checkoutbook',
    { token },
  )
  expect(answer.status).toBe(200)
  return answer.body.Data.CheckoutToken
}

async function cardToken(url: string): Promise<string> {
  const answer = await call<{ id: string }>(url, 'POST', '/sandbox/omise/tokens', {
    json: { card: { number: SANDBOX_CARDS.success } },
  })
  expect(answer.body.id).toMatch(/^tokn_test_/u)
  return answer.body.id
}

function confirmCard(url: string, shopper: Shopper, checkout: string, card: string) {
  return call<Confirmed>(url, 'POST', '/api/v2/checkout/confirmorderomise', {
    token: shopper.token,
    json: {
      Data: { CheckoutToken: checkout, OmiseToken: card, ReturnUrl: `${url}/payment` },
    },
  })
}

function confirmPgw(url: string, shopper: Shopper, checkout: string) {
  return call<Confirmed>(url, 'POST', '/api/v2/checkout/confirmorderpgwpayment', {
    token: shopper.token,
    json: { Data: { CheckoutToken: checkout, ReturnUrl: `${url}/payment` } },
  })
}

/** What the database holds of a customer's orders, payments, coins and books. */
function ledger(db: Db, customerId: number) {
  return db.queryOne<Record<string, number | string | null>>(
    `SELECT (SELECT count(*) FROM orders WHERE customer_id = $1)::int AS orders,
            (SELECT string_agg(o.payment_status::text, ',') FROM orders o WHERE customer_id = $1) AS order_payment,
            (SELECT string_agg(p.status, ',' ORDER BY p.id) FROM payments p JOIN orders o ON o.id = p.order_id
              WHERE o.customer_id = $1) AS payments,
            (SELECT count(*) FROM order_notes n JOIN orders o ON o.id = n.order_id
              WHERE o.customer_id = $1 AND n.note LIKE '%note.paymentResumed%')::int AS resumed,
            (SELECT count(*) FROM reward_points_history WHERE customer_id = $1 AND points < 0)::int AS coins_spent,
            (SELECT count(*) FROM reward_points_history WHERE customer_id = $1 AND order_id IS NOT NULL
               AND points > 0)::int AS coins_earned,
            (SELECT points_balance FROM reward_points_history WHERE customer_id = $1
              ORDER BY id DESC LIMIT 1) AS balance,
            (SELECT count(*) FROM library_items WHERE customer_id = $1 AND NOT is_sample)::int AS books`,
    [customerId],
  )
}

const running: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(running.map(stop))
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ebook-crash-'))
})

describe('production start-up', () => {
  it('refuses to start without gateway keys, saying how to run the sandbox', async () => {
    const server = startProcess({ NODE_ENV: 'production' })
    running.push(server)
    expect(await server.exited).toEqual({ code: 1, signal: null })
    expect(server.output()).toMatch(
      /The server did not start: NODE_ENV=production, but no payment gateway is configured for Payments\.Omise, Payments\.PGW, Payments\.2C2P123/u,
    )
    expect(server.output()).toContain('set PAYMENT_SANDBOX=1 to run it anyway')
    expect(server.output()).not.toMatch(/\n\s+at /u) // no stack trace
  }, 600_000)

  it('starts with PAYMENT_SANDBOX=1 and says loudly that the sandbox takes payments', async () => {
    await withDatabase((db) => addCheckoutBook(db)) // a filled store: nothing to seed
    const server = startProcess({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })
    running.push(server)
    const url = await server.url
    expect(server.output()).toMatch(
      /PAYMENT_SANDBOX=1: the SANDBOX gateway takes Payments\.Omise, Payments\.PGW, Payments\.2C2P123 in production/u,
    )
    expect((await fetch(`${url}/api/openapi/v2.yaml`)).status).toBe(200)
    await stop(server)
  }, 600_000)
})

describe('a crash between placing an order and the gateway', () => {
  it('is resumed after the restart: the card is charged once, the PGW shopper gets a way to pay', async () => {
    const [card, pgw] = await withDatabase(async (db) => [
      await prepareShopper(db, 300, 40),
      await prepareShopper(db, 150, 0),
    ])

    // 1. Pay by card; the server dies once the order and its attempt are committed.
    const first = startProcess({ EBOOK_FAULT: 'crash-after-order' })
    running.push(first)
    const url1 = await first.url
    const cardCheckout = await checkoutTokenOf(url1, card.token)
    const crashed = await confirmCard(url1, card, cardCheckout, await cardToken(url1)).catch(
      (error: unknown) => error,
    )
    expect(crashed, JSON.stringify(crashed)).toBeInstanceOf(Error) // the connection dropped
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })
    expect(await withDatabase((db) => ledger(db, card.customerId))).toMatchObject({
      orders: 1,
      order_payment: '10',
      payments: 'pending',
      coins_spent: 1,
      books: 0,
    })

    // 2. Restart (the fault still armed): the card attempt is resumed at start; then the PGW
    // shopper's confirm dies at the same point.
    const restartedAt = performance.now()
    const second = startProcess({ EBOOK_FAULT: 'crash-after-order' })
    running.push(second)
    const url2 = await second.url
    const listeningSeconds = (performance.now() - restartedAt) / 1000
    // The shopper confirms again (a new card token would not be used: the order has its attempt).
    let paid: Confirmed | null = null
    for (let tries = 0; tries < 50 && !paid; tries++) {
      const again = await confirmCard(url2, card, cardCheckout, 'tokn_not_used_again')
      expect(again.status).toBe(200)
      if (again.body.Data?.PaymentStatusEnum === 30) paid = again.body
      else await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(paid, 'the card order is paid after the restart').not.toBeNull()
    const reconciledSeconds = (performance.now() - restartedAt) / 1000
    expect(paid!.Data).toMatchObject({ PaymentStatusEnum: 30, RedirectUrl: null })
    const pgwCheckout = await checkoutTokenOf(url2, pgw.token)
    expect(
      await confirmPgw(url2, pgw, pgwCheckout).catch((error: unknown) => error),
    ).toBeInstanceOf(Error)
    expect(await second.exited).toEqual({ code: null, signal: 'SIGKILL' })

    // 3. Restart: a repeated confirm with the same checkout token gets the page to pay on.
    const third = startProcess({})
    running.push(third)
    const url3 = await third.url
    const again = await confirmPgw(url3, pgw, pgwCheckout)
    expect(again.status).toBe(200)
    expect(again.body.Data).toMatchObject({ PaymentStatusEnum: 10 })
    const page = again.body.Data!.RedirectUrl
    expect(page).toMatch(/\/sandbox\/pay\/[0-9a-f-]{36}$/u)
    // PUBLIC_URL names port 0 (any free port): the page is reached at the server's address.
    const paidOnPage = await fetch(`${url3}${new URL(page!).pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ card: SANDBOX_CARDS.success }),
      redirect: 'manual',
    })
    expect(paidOnPage.status).toBe(303)
    const after = await confirmPgw(url3, pgw, pgwCheckout)
    expect(after.body.Data).toMatchObject({ PaymentStatusEnum: 30 })
    await stop(third)

    // Nothing doubled: one order each, one attempt, one coin spending and one earning.
    const [cardLedger, pgwLedger] = await withDatabase(async (db) => [
      await ledger(db, card.customerId),
      await ledger(db, pgw.customerId),
    ])
    expect(cardLedger).toEqual({
      orders: 1,
      order_payment: '30',
      payments: 'paid',
      resumed: 1,
      coins_spent: 1,
      coins_earned: 1,
      balance: 26, // 40 spent on ฿300, ฿260 paid earns 26
      books: 1,
    })
    expect(pgwLedger).toMatchObject({
      orders: 1,
      order_payment: '30',
      payments: 'paid',
      resumed: 1,
      books: 1,
    })
    console.info(
      `kill -9 between order and charge, restart: order reconciled ${reconciledSeconds.toFixed(1)} s ` +
        `after the restart began (listening after ${listeningSeconds.toFixed(1)} s), ` +
        'the PGW shopper paid on re-confirm, 0 doubled',
    )
  }, 900_000)
})
