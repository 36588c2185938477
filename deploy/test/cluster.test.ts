/**
 * The store on the cluster: Debian's PostgreSQL, two server instances (a and b) and HAProxy in
 * front, all real processes started by startCluster() as `npm run cluster` starts them. Every
 * request goes through the balancer; "at A" means the balancer sends it to instance a (the
 * X-Ebook-Instance rule), so what one instance did must hold on the other.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCluster, type Cluster } from '../cluster.ts'
import { Browser, closeConnections, dataOf, formValues, send, type Answer } from './browser.ts'

let cluster: Cluster
const storeDir = join(import.meta.dirname, '../../apps/store/dist')

beforeAll(async () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'ebook-cluster-'))
  const [port, statsPort, postgresPort, portA, portB] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  )
  cluster = await startCluster({
    stateDir,
    postgresName: `ebook-test-${process.pid}`,
    postgresPort: postgresPort!,
    port: port!,
    statsPort: statsPort!,
    instancePorts: [portA!, portB!],
    storeDir,
    ephemeral: true,
    seedWithoutCovers: true,
    env: {
      AUTH_LOCAL_OIDC: '1',
      PAYMENT_SANDBOX: '1',
      TEST_OUTBOX: '1',
      // A payment attempt whose instance died while asking the gateway is taken over by another
      // after twice this (the kill test waits for that, as a shopper's order page does).
      PAYMENT_GATEWAY_TIMEOUT_SECONDS: '3',
    },
    // Within the hook's guard, so that a failed start stops what it started.
    startTimeoutMs: 240_000,
    onOutput(source, line) {
      if (source === 'cluster' || process.env.CLUSTER_LOG) console.log(`[${source}] ${line}`)
    },
  })
})
afterAll(async () => {
  closeConnections()
  await cluster?.stop()
})

const PASSWORD = 'cluster-pass-2569'
let customers = 0

/** A new registered customer (register signs in: the browser holds the token). */
async function registered(instance: string, from?: string) {
  const browser = new Browser(cluster.url, from ? { from } : {})
  const email = `cluster-${process.pid}-${++customers}@example.com`
  const { Token } = await browser.call<{ Token: string }>({
    method: 'POST',
    path: '/api/v2/customer/register',
    instance,
    json: {
      Data: {
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        FirstName: 'Cluster',
        LastName: 'Reader',
        AcceptPrivacyPolicy: true,
      },
    },
  })
  browser.token = Token
  return { browser, email }
}

const login = (browser: Browser, email: string, password: string, instance: string) =>
  browser.send({
    method: 'POST',
    path: '/api/v2/customer/login',
    instance,
    json: { Data: { Email: email, Password: password } },
  })

const statusCount = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length

/**
 * Polls `check` on instance b until it holds; answers the milliseconds since `since`. Fails
 * after the deadline (never waits a fixed time).
 */
async function seenOn(
  instance: string,
  since: number,
  check: () => Promise<boolean>,
  deadlineMs = 1000,
): Promise<number> {
  for (;;) {
    if (await check()) return performance.now() - since
    const waited = performance.now() - since
    if (waited > deadlineMs) {
      throw new Error(`not seen on ${instance} within ${deadlineMs} ms (${waited.toFixed(0)} ms)`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the balancer', () => {
  it('spreads requests over both instances, and checks their health', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(cluster.url, { path: '/api/v2/home/categorytree' })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']))
    expect(await cluster.balancerView()).toEqual({ a: 'UP', b: 'UP' })
    const pinned = await send(cluster.url, { path: '/robots.txt', instance: 'b' })
    expect(pinned.servedBy).toBe('b')
  })
})

describe('signing in', () => {
  it('a token from signing in at A works at B, and logging out at B ends it at A', async () => {
    const { browser, email } = await registered('a')
    browser.token = undefined
    const { Token } = dataOf<{ Token: string }>(await login(browser, email, PASSWORD, 'a'))
    browser.token = Token
    const info = await browser.call<{ Email: string }>({
      path: '/api/v2/customer/info',
      instance: 'b',
    })
    expect(info.Email).toBe(email)
    await browser.call({ path: '/api/v2/customer/logout', instance: 'b' })
    const after = await browser.send({ path: '/api/v2/customer/info', instance: 'a' })
    expect(after.status).toBe(401)
  })

  it('failed logins to one account through A and B count together: 5 checked, the rest refused', async () => {
    const { browser, email } = await registered('b')
    browser.token = undefined
    const answers = await Promise.all(
      Array.from({ length: 49 }, (_, i) =>
        login(browser, email, `wrong-guess-${i}`, i % 2 ? 'b' : 'a'),
      ),
    )
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']))
    expect(statusCount(answers, 400)).toBe(5)
    expect(statusCount(answers, 429)).toBe(44)
    // Now even the right password is refused unchecked, whichever instance it reaches.
    for (const instance of ['b', 'a']) {
      const refused = await login(browser, email, PASSWORD, instance)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
  })

  it('one address’s failed logins through the balancer do not refuse another address', async () => {
    // Two clients behind the balancer: the store must count each by its own address (the
    // balancer's X-Forwarded-For), not both as the balancer's.
    const owner = await registered('a', '127.0.0.3')
    owner.browser.token = undefined
    const attacker = new Browser(cluster.url, { from: '127.0.0.2' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(attacker, `nobody-${process.pid}-${i}@example.com`, `wrong-${i}`, i % 2 ? 'b' : 'a'),
      ),
    )
    expect(statusCount(answers, 400), 'the attacker’s 20 attempts are all checked').toBe(20)
    const next = await login(attacker, `nobody-${process.pid}-x@example.com`, 'wrong-x', 'b')
    expect(next.status, 'the attacker’s 21st attempt is refused').toBe(429)
    const ownerLogin = await login(owner.browser, owner.email, PASSWORD, 'a')
    expect(ownerLogin.status, 'another address signs in').toBe(200)
  })
})

describe('external sign-in', () => {
  it('an OpenID sign-in started at A completes at B', async () => {
    const browser = new Browser(cluster.url)
    const csrf = JSON.parse(
      (await browser.send({ path: '/api/auth/csrf', instance: 'a' })).text,
    ) as { csrfToken: string }
    // At A: the store's sign-in, the provider's authorisation, its sign-in page.
    const started = await browser.send({
      method: 'POST',
      path: '/api/auth/signin/local',
      instance: 'a',
      form: { csrfToken: csrf.csrfToken, callbackUrl: '/en' },
    })
    const page = await browser.follow(started, 'a')
    expect(page.status).toBe(200)
    expect(page.servedBy).toBe('a')
    const action = /<form[^>]*action="([^"]+)"/u.exec(page.text)?.[1]
    expect(action, 'the local provider shows its sign-in page').toBeTruthy()
    // At B: the identity submitted, the provider's answer, the store's callback.
    const email = `oidc-${process.pid}@example.com`
    const submitted = await browser.send({
      method: 'POST',
      path: action!.replaceAll('&amp;', '&'),
      instance: 'b',
      form: { email, name: 'Cluster Oidc' },
    })
    const done = await browser.follow(
      submitted,
      'b',
      (location) => new URL(location, cluster.url).pathname === '/en',
    )
    expect(done.status, done.text.slice(0, 300)).toBe(302)
    expect(new URL(done.headers.location!, cluster.url).pathname).toBe('/en')
    const session = JSON.parse(
      (await browser.send({ path: '/api/auth/session', instance: 'b' })).text,
    ) as { provider: string; providerAccountId: string; user: { email: string } }
    expect(session).toMatchObject({ provider: 'local', user: { email } })
    const signedIn = await browser.call<{ Token: string; CustomerInfo: { Email: string } }>({
      method: 'POST',
      path: '/api/v2/customer/externallogin',
      instance: 'b',
      json: {
        Data: {
          Email: email,
          ExternalDisplayIdentifier: '',
          ExternalIdentifier: session.providerAccountId,
          ProviderSystemName: 'ExternalAuth.Google',
        },
      },
    })
    expect(signedIn.CustomerInfo.Email).toBe(email)
  })
})

/** A signed-in shopper with a book in the basket, at its checkout: the token to confirm with. */
async function atCheckout(bookId: number) {
  const shopper = await registered('b')
  await shopper.browser.call({
    method: 'POST',
    path: `/api/v2/shoppingcart/addproducttocart/details/${bookId}/1`,
    instance: 'a',
    json: formValues({ [`addtocart_${bookId}.EnteredQuantity`]: 1 }),
  })
  const { CheckoutToken } = await shopper.browser.call<{ CheckoutToken: string }>({
    path: '/api/v2/checkout/checkoutbook',
    instance: 'b',
  })
  const card = JSON.parse(
    (
      await shopper.browser.send({
        method: 'POST',
        path: '/sandbox/omise/tokens',
        json: { card: { number: '4242424242424242' } },
      })
    ).text,
  ) as { id: string }
  const confirm = (instance?: string) =>
    shopper.browser.send({
      method: 'POST',
      path: '/api/v2/checkout/confirmorderomise',
      ...(instance ? { instance } : {}),
      json: {
        Data: { CheckoutToken, OmiseToken: card.id, ReturnUrl: `${cluster.url}/payment` },
      },
    })
  return { ...shopper, confirm }
}

/** The orders, payment attempts and sandbox charges of a customer (from the database). */
async function ordersOf(email: string) {
  const row = await cluster.sql(
    `SELECT (SELECT count(*) FROM orders o WHERE o.customer_id = c.id) || ',' ||
            (SELECT count(*) FROM payments p JOIN orders o ON o.id = p.order_id
              WHERE o.customer_id = c.id) || ',' ||
            (SELECT count(*) FROM payment_events e JOIN payments p
                 ON e.provider = 'sandbox' AND e.kind = 'start'
                AND e.event_key = 'start:' || p.payment_guid
               JOIN orders o ON o.id = p.order_id WHERE o.customer_id = c.id)
       FROM customers c WHERE c.email = '${email}'`,
  )
  const [orders, payments, charges] = row.trim().split(',').map(Number)
  return { orders, payments, charges }
}

/** A book of the seeded store that is on sale (the first of the home page's category). */
async function aBook(index: number): Promise<{ Id: number }> {
  const found = await new Browser(cluster.url).call<{
    CatalogProductsModel: { Products: { Id: number }[] }
  }>({ method: 'POST', path: '/api/v2/catalog/search', json: { Data: { q: 'the' } } })
  return found.CatalogProductsModel.Products[index]!
}

/** The shopper who bought a book in the confirm test (reviews need a purchase). */
let buyer: { browser: Browser; bookId: number } | undefined

describe('checkout', () => {
  it('50 concurrent confirms of one checkout over A and B make one order and one charge', async () => {
    const book = await aBook(0)
    const shopper = await atCheckout(book.Id)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => shopper.confirm(i % 2 ? 'b' : 'a')),
    )
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']))
    const results = answers.map((answer) =>
      dataOf<{ OrderId: number; PaymentStatusEnum: number }>(answer),
    )
    expect(new Set(results.map((result) => result.OrderId)).size).toBe(1)
    expect(results.every((result) => result.PaymentStatusEnum === 30)).toBe(true)
    expect(await ordersOf(shopper.email)).toEqual({ orders: 1, payments: 1, charges: 1 })
    buyer = { browser: shopper.browser, bookId: book.Id }
  })
})

describe('a change through one instance shows on the other within 1 s', () => {
  /** The book's page (server-rendered HTML) and its API answer, at an instance. */
  const bookPage = (bookId: number, instance: string) =>
    send(cluster.url, { path: `/en/book-detail/${bookId}`, instance })
  const details = async (bookId: number, instance: string) =>
    dataOf<{
      ProductPrice: { PriceValue: number }
      ProductReviewOverview: { TotalReviews: number }
    }>(
      await send(cluster.url, {
        path: `/api/v2/product/productdetails/${bookId}`,
        instance,
        headers: { Language: 'en' },
      }),
    )
  /** The book's review count as its page's data says. */
  const pageReviews = (html: string, bookId: number) =>
    Number(
      new RegExp(
        `ProductReviewOverview:\\$R\\[\\d+\\]=\\{ProductId:${bookId},RatingSum:\\d+,TotalReviews:(\\d+)`,
        'u',
      ).exec(html)?.[1] ?? NaN,
    )

  it('a review written at A: on B’s book page and API answer', async () => {
    expect(buyer, 'the confirm test bought a book').toBeDefined()
    const { browser, bookId } = buyer!
    // B has the book's page and answer in its caches before the change.
    const before = await details(bookId, 'b')
    expect(pageReviews((await bookPage(bookId, 'b')).text, bookId)).toBe(
      before.ProductReviewOverview.TotalReviews,
    )
    await browser.call({
      method: 'POST',
      path: `/api/v2/product/productreviewsadd/${bookId}`,
      instance: 'a',
      json: { Data: { Title: 'Read on the cluster', ReviewText: 'Seen everywhere.', Rating: 5 } },
    })
    const written = performance.now()
    const expected = before.ProductReviewOverview.TotalReviews + 1
    await seenOn('b', written, async () => {
      return (await details(bookId, 'b')).ProductReviewOverview.TotalReviews === expected
    })
    await seenOn('b', written, async () => {
      return pageReviews((await bookPage(bookId, 'b')).text, bookId) === expected
    })
  })

  it('a price changed in the database: on B’s book page and API answer', async () => {
    const book = await aBook(1)
    const before = await details(book.Id, 'b')
    expect((await bookPage(book.Id, 'b')).status).toBe(200)
    const price = Math.round(before.ProductPrice.PriceValue * 100 + 4321) / 100
    await cluster.sql(`UPDATE books SET price = ${price} WHERE id = ${book.Id}`)
    const changed = performance.now()
    await seenOn('b', changed, async () => {
      return (await details(book.Id, 'b')).ProductPrice.PriceValue === price
    })
    await seenOn('b', changed, async () => {
      return (await bookPage(book.Id, 'b')).text.includes(`PriceValue:${price}`)
    })
  })
})

describe('the change feed’s own connection', () => {
  /** The instances' listening connections (apps/server/src/db/postgres.ts names them). */
  const listeners = async () =>
    (
      await cluster.sql(
        `SELECT pid FROM pg_stat_activity
          WHERE application_name = 'ebook listener' AND query LIKE 'LISTEN %'`,
      )
    )
      .split('\n')
      .filter(Boolean)
      .sort()

  it('is opened again when PostgreSQL cuts it, and changes still reach B within 1 s', async () => {
    const before = await listeners()
    expect(before, 'one listening connection per instance').toHaveLength(2)
    await cluster.sql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'ebook listener'`,
    )
    // Each instance listens again on a new connection (after a second's pause; the deadline is
    // a guard for a busy machine, not a speed check).
    const deadline = performance.now() + 60_000
    let after = await listeners()
    while (after.length < 2 || after.some((pid) => before.includes(pid))) {
      expect(performance.now(), `listening again (now ${after.join(', ') || 'none'})`).toBeLessThan(
        deadline,
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
      after = await listeners()
    }
    const book = await aBook(2)
    const answer = async () =>
      dataOf<{ ProductPrice: { PriceValue: number } }>(
        await send(cluster.url, {
          path: `/api/v2/product/productdetails/${book.Id}`,
          instance: 'b',
          headers: { Language: 'en' },
        }),
      ).ProductPrice.PriceValue
    const price = Math.round((await answer()) * 100 + 1234) / 100
    await cluster.sql(`UPDATE books SET price = ${price} WHERE id = ${book.Id}`)
    const changed = performance.now()
    await seenOn('b', changed, async () => (await answer()) === price)
  })
})

describe('an instance dies under load', () => {
  it('loses no request the balancer can retry, and no order', async () => {
    const books = await Promise.all([2, 3, 4, 5, 6, 7].map(aBook))
    const shoppers = await Promise.all(books.map((book) => atCheckout(book.Id)))
    const paths = [
      '/api/v2/home/categorytree',
      '/api/v2/home/homepagecategorieswithproducts',
      ...books.map((book) => `/api/v2/product/productdetails/${book.Id}`),
    ]
    let loading = true
    const failures: string[] = []
    let served = 0
    // Readers: GETs back to back through the balancer until the test has seen it all.
    const readers = Array.from({ length: 8 }, async (_, reader) => {
      for (let i = reader; loading; i++) {
        const path = paths[i % paths.length]!
        try {
          const answer = await send(cluster.url, { path, headers: { Language: 'en' } })
          if (answer.status === 200) served++
          else failures.push(`${path}: ${answer.status}`)
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`)
        }
      }
    })
    // Buyers: each confirms its checkout, and again with the same token until it is paid (the
    // store app retries so): a POST is never sent again by the balancer. A confirm whose attempt
    // was under way at A when it died answers that the payment waits (10) until B takes the
    // attempt over.
    let retried = 0
    const buyers = shoppers.map(async (shopper, i) => {
      await new Promise((resolve) => setTimeout(resolve, 50 * i))
      for (let attempt = 0; attempt < 50; attempt++) {
        const answer = await shopper.confirm().catch(() => null)
        const result =
          answer?.status === 200
            ? dataOf<{ OrderId: number; PaymentStatusEnum: number }>(answer)
            : null
        if (result && result.PaymentStatusEnum !== 10) return result
        retried++
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`${shopper.email} could not confirm`)
    })
    // A is killed once the load runs and the first confirms are on their way.
    await new Promise((resolve) => setTimeout(resolve, 150))
    const servedBeforeKill = served
    await cluster.instances[0]!.stop('SIGKILL')
    await cluster.waitForBalancer({ a: 'DOWN', b: 'UP' }, 15_000)
    const confirmed = await Promise.all(buyers)
    const servedAtKill = served
    // Load goes on a moment on B alone (50 more answers, or 10 s of failing), then stops.
    const until = performance.now() + 10_000
    while (served < servedAtKill + 50 && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    loading = false
    await Promise.all(readers)

    expect(failures, `every GET answered (${served} served)`).toEqual([])
    expect(servedBeforeKill).toBeGreaterThan(0)
    expect(confirmed.every((result) => result.PaymentStatusEnum === 30)).toBe(true)
    for (const shopper of shoppers) {
      expect(await ordersOf(shopper.email), shopper.email).toEqual({
        orders: 1,
        payments: 1,
        charges: 1,
      })
    }
    const { retries, redispatches } = await cluster.balancerRetries()
    console.log(
      `killed a under load: ${served} GETs served, none lost (the balancer sent ${retries} again, ` +
        `${redispatches} to the other instance); ${shoppers.length} orders, ${retried} confirms ` +
        'sent again by the shoppers',
    )
    // A comes back and the balancer takes it in again.
    await cluster.instances[0]!.restart()
    await cluster.waitForBalancer({ a: 'UP', b: 'UP' }, 15_000)
  })
})
