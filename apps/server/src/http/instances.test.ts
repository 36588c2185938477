/**
 * Two apps on one database behave as one store: what one server writes or keeps is what the
 * other answers, as soon as the other hears of the change for what it keeps in memory (several
 * server instances behind a balancer on one PostgreSQL; on PGlite, two apps of one process). The
 * one-second bound on hearing of it is the cluster tests' (deploy/test) and the cluster
 * benchmark's, measured on real instances; here the waits are guards against a hang, so a busy
 * machine does not fail them. Each app has its own data folder (its page store) and runs its
 * background work as a server does.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/types.ts'
import { TestBrowser } from '../modules/external-auth/test-browser.ts'
import { expectContractResponse } from '../testing/contract.ts'
import { createTestDb } from '../testing/db.ts'
import {
  addPaidOrder,
  seedCatalogFixture,
  type CatalogFixture,
} from '../testing/fixtures/catalog.ts'
import { createTestServer, memoryLogger, type TestServer } from '../testing/server.ts'
import { startBackground, stopBackground } from './background.ts'
import { scheduledJob } from './scheduled-job.ts'
import type { ChangeSet } from './store-changes.ts'

let db: Db
let a: TestServer
let b: TestServer
let books: CatalogFixture
const dirs: string[] = []

async function instance(): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ebook-instance-'))
  dirs.push(dataDir)
  const server = await createTestServer({ db, config: { dataDir, renderAhead: true } })
  await startBackground(server.background, memoryLogger(server.logs))
  return server
}

beforeAll(async () => {
  db = await createTestDb()
  books = await seedCatalogFixture(db)
  a = await instance()
  b = await instance()
})
afterAll(async () => {
  for (const server of [a, b]) if (server) await stopBackground(server.background)
  await db?.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** What `read` answers once `done` holds of it, checked again until `withinMs` have passed. */
async function within<T>(withinMs: number, read: () => Promise<T>, done: (value: T) => boolean) {
  const started = performance.now()
  for (;;) {
    const value = await read()
    const elapsed = performance.now() - started
    if (done(value)) return { value, elapsed }
    if (elapsed > withinMs)
      throw new Error(`Not seen within ${withinMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/**
 * How long after now `server` hears of a change that `matches` takes (its caches have forgotten
 * what changed by then: the app's own listeners come first).
 */
function hears(server: TestServer, matches: (changes: ChangeSet) => boolean): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    // A guard against waiting for ever.
    const never = setTimeout(() => reject(new Error('The change was never heard of.')), 30_000)
    const stop = server.deps.changes.onChange((changes) => {
      if (!matches(changes)) return
      stop()
      clearTimeout(never)
      resolve(performance.now() - started)
    })
  })
}

type Details = {
  ProductPrice: { PriceValue: number; PriceWithDiscountValue: number | null }
  ProductReviewOverview: { TotalReviews: number }
  AddToCart: { InCart: boolean }
}

async function details(server: TestServer, bookId: number, who: { deviceId?: string } = {}) {
  const response = await server.request('GET', `/api/v2/product/productdetails/${bookId}`, {
    language: 'en',
    ...who,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { Data: Details }).Data
}

describe('two servers on one database', () => {
  it('accept at B the token of a sign-in through A', async () => {
    const registered = await a.request('POST', '/api/v2/customer/register', {
      language: 'en',
      json: {
        Data: {
          Email: 'two-servers@example.com',
          Password: 'correct-horse-battery',
          ConfirmPassword: 'correct-horse-battery',
          FirstName: 'สมชาย',
          LastName: 'ใจดี',
          AcceptPrivacyPolicy: true,
        },
      },
    })
    expect(registered.status).toBe(200)
    const login = await a.request('POST', '/api/v2/customer/login', {
      language: 'en',
      json: { Data: { Email: 'two-servers@example.com', Password: 'correct-horse-battery' } },
    })
    const { Token } = ((await login.json()) as { Data: { Token: string } }).Data
    const info = await b.request('GET', '/api/v2/customer/login-info', { token: Token })
    expect(info.status).toBe(200)
    await expectContractResponse(info)
    // Signed out through B: A refuses the token at once.
    expect((await b.request('GET', '/api/v2/customer/logout', { token: Token })).status).toBe(200)
    expect((await a.request('GET', '/api/v2/customer/login-info', { token: Token })).status).toBe(
      401,
    )
  })

  it('complete at B an OpenID sign-in started at A, each step at the other server', async () => {
    let next = 0
    const servers = [a, b]
    // A browser whose every request goes to the other server than the one before.
    const browser = new TestBrowser({
      ...a,
      request: (...args) => servers[next++ % 2]!.request(...args),
    })
    const csrf = (await (await browser.request('GET', '/api/auth/csrf')).json()) as {
      csrfToken: string
    }
    const started = await browser.request('POST', '/api/auth/signin/local', {
      form: { csrfToken: csrf.csrfToken, callbackUrl: '/account' },
    })
    expect(started.status).toBe(302)
    const authorization = await browser.request('GET', started.headers.get('Location')!)
    expect(authorization.status).toBe(303)
    const interaction = browser.pathOf(authorization.headers.get('Location')!)
    expect((await browser.request('GET', interaction)).status).toBe(200)
    const submitted = await browser.request('POST', interaction, {
      form: { email: 'roaming@example.com', name: 'Roaming Reader' },
    })
    expect(submitted.status).toBe(303)
    const resumed = await browser.request('GET', submitted.headers.get('Location')!)
    expect(resumed.status).toBe(303)
    const callback = await browser.request('GET', resumed.headers.get('Location')!)
    expect(callback.status).toBe(302)
    expect(callback.headers.get('Location')).toBe('/account')
    const session = (await (await browser.request('GET', '/api/auth/session')).json()) as {
      user?: { email: string | null }
    }
    expect(session.user?.email).toBe('roaming@example.com')
  })

  // B hears of each change, and its next answer shows it.
  it('show at B a price changed and a review added through A', async () => {
    const before = await details(b, books.hobbit)
    // Kept by B (in memory and its page store) before the change.
    expect((await details(b, books.hobbit)).ProductPrice.PriceValue).toBe(
      before.ProductPrice.PriceValue,
    )
    let heard = hears(b, ({ books: changed }) => changed.includes(books.hobbit))
    await a.db.query('UPDATE books SET price = price + 7 WHERE id = $1', [books.hobbit])
    await heard
    expect((await details(b, books.hobbit)).ProductPrice.PriceValue).toBe(
      before.ProductPrice.PriceValue + 7,
    )

    const buyer = await a.addCustomer()
    await addPaidOrder(a.db, buyer.customerId, [books.hobbit])
    heard = hears(b, ({ books: changed }) => changed.includes(books.hobbit))
    const added = await a.request('POST', `/api/v2/product/productreviewsadd/${books.hobbit}`, {
      token: buyer.token,
      language: 'en',
      json: { Data: { Title: 'Read it twice', ReviewText: 'A fine journey.', Rating: 5 } },
    })
    expect(added.status).toBe(200)
    await heard
    expect((await details(b, books.hobbit)).ProductReviewOverview.TotalReviews).toBe(
      before.ProductReviewOverview.TotalReviews + 1,
    )
  })

  it('show at B a discount added to the catalogue through A', async () => {
    const before = await details(b, books.pride)
    expect(before.ProductPrice.PriceWithDiscountValue).toBeNull()
    const heard = hears(b, ({ catalogue }) => catalogue)
    await a.db.query(
      `WITH d AS (INSERT INTO discounts (name_th, applies_to, use_percentage, percentage, requires_coupon_code)
                  VALUES ('ลดสองเครื่อง', 'books', true, 10, false) RETURNING id)
       INSERT INTO discount_books (discount_id, book_id) SELECT id, $1 FROM d`,
      [books.pride],
    )
    await heard
    expect((await details(b, books.pride)).ProductPrice.PriceWithDiscountValue).not.toBeNull()
  })

  it('tell a guest at B what it put in its cart through A', async () => {
    const device = { deviceId: 'roaming-guest' }
    // B learns that the guest has done nothing (and keeps that).
    expect((await details(b, books.history, device)).AddToCart.InCart).toBe(false)
    const guest = b.deps.guests.known(device.deviceId)!
    const heard = hears(b, ({ customers }) => customers.includes(guest))
    const added = await a.request(
      'POST',
      `/api/v2/shoppingcart/addproducttocart/details/${books.history}/1`,
      { ...device, language: 'en' },
    )
    expect(added.status).toBe(200)
    await heard
    expect((await details(b, books.history, device)).AddToCart.InCart).toBe(true)
  })

  it('forget at B the guest of a device that registered through A', async () => {
    const deviceId = 'registering-device'
    // B makes the device's guest and remembers it.
    await details(b, books.history, { deviceId })
    const guest = b.deps.guests.known(deviceId)
    expect(guest).toBeTypeOf('number')
    const registered = await a.request('POST', '/api/v2/customer/register', {
      deviceId,
      language: 'en',
      json: {
        Data: {
          Email: 'from-device@example.com',
          Password: 'correct-horse-battery',
          ConfirmPassword: 'correct-horse-battery',
          FirstName: 'สุดา',
          LastName: 'รักอ่าน',
          AcceptPrivacyPolicy: true,
        },
      },
    })
    expect(registered.status).toBe(200)
    await within(
      30_000,
      async () => b.deps.guests.known(deviceId),
      (known) => known === undefined,
    )
    // The device's next request at B is a new guest's, not the account's.
    await details(b, books.history, { deviceId })
    const next = b.deps.guests.known(deviceId)
    expect(next).toBeTypeOf('number')
    expect(next).not.toBe(guest)
  })

  it('answer at B the books a visitor viewed through A', async () => {
    const deviceId = 'roaming-viewer'
    await details(a, books.khunChang, { deviceId })
    // Written by A within RECENT_VIEWS_FLUSH_MS.
    const viewed = await within(
      10_000,
      async () => {
        const response = await b.request('POST', '/api/v2/home/recentview', {
          deviceId,
          language: 'en',
          json: { Data: { ProductIds: [] } },
        })
        return ((await response.json()) as { Data: { Id: number }[] }).Data.map((book) => book.Id)
      },
      (ids) => ids.includes(books.khunChang),
    )
    expect(viewed.value).toEqual([books.khunChang])
  })
})

describe('a scheduled job on two servers', () => {
  const jobOf = (server: TestServer, runs: string[], run?: () => Promise<void>) =>
    scheduledJob(server.deps, {
      name: 'instances test job',
      // Long enough that two ticks in a row fall in one period on a busy machine.
      everySeconds: 2,
      run: run ?? (async () => void runs.push(server.deps.instance)),
    })

  it('runs on one of them at a time, once a period', async () => {
    const runs: string[] = []
    const [jobA, jobB] = [jobOf(a, runs), jobOf(b, runs)]
    const first = await Promise.all([jobA.tick(), jobB.tick()])
    expect(first.filter(Boolean)).toHaveLength(1)
    // Not due again at once, on either.
    expect(await Promise.all([jobA.tick(), jobB.tick()])).toEqual([false, false])
    // Due after the period: one of them runs it again.
    await within(
      30_000,
      async () => (await Promise.all([jobA.tick(), jobB.tick()])).filter(Boolean).length,
      (ran) => ran > 0,
    )
    expect(runs).toHaveLength(2)
  })

  it('is not taken by another server while a run holds it, however late', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const runs: string[] = []
    const jobA = jobOf(a, runs, async () => {
      runs.push('a')
      await held
    })
    const jobB = jobOf(b, runs)
    await db.query(`DELETE FROM scheduled_jobs WHERE name = 'instances test job'`)
    const running = jobA.tick()
    await within(
      30_000,
      async () => runs.length,
      (count) => count === 1,
    )
    // A period passes while A runs: B ticks and does not run it.
    await within(
      30_000,
      async () =>
        (await db.queryOne<{ due: boolean }>(
          `SELECT started_at <= now() - interval '2 seconds' AS due FROM scheduled_jobs
              WHERE name = 'instances test job'`,
        ))!.due,
      (due) => due,
    )
    expect(await jobB.tick()).toBe(false)
    release()
    expect(await running).toBe(true)
    // Once A is done, B takes it.
    await within(
      30_000,
      () => jobB.tick(),
      (ran) => ran,
    )
    expect(runs).toEqual(['a', b.deps.instance])
  })
})
