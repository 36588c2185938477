import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { addAccount } from '../../testing/fixtures/customer.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { customerModule } from './index.ts'
import {
  ACCOUNT_ATTEMPTS_BEFORE_DELAY,
  accountDelaySeconds,
  ADDRESS_ATTEMPT_LIMIT,
  ATTEMPT_WINDOW_SECONDS,
  MAX_DELAY_SECONDS,
  PAIR_ATTEMPT_LIMIT,
  tooManyAttemptsMessage,
} from './login-limits.ts'
import type * as Passwords from './passwords.ts'

/** Every password the server checked (argon2 verifications), in order. */
const verified = vi.hoisted(() => [] as string[])
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>()
  return {
    ...original,
    verifyPassword: (hash: string | null, password: string) => {
      verified.push(password)
      return original.verifyPassword(hash, password)
    },
  }
})

// Two servers on one database, as several instances share one PostgreSQL.
let serverA: TestServer
let serverB: TestServer
beforeAll(async () => {
  serverA = await createTestServer({ modules: [customerModule] })
  serverB = await createTestServer({ db: serverA.db, modules: [customerModule] })
})
afterAll(async () => {
  await serverA?.close()
})
beforeEach(() => {
  verified.length = 0
})

interface Answer {
  status: number
  retryAfter: number | null
  errors: string[]
}

let accounts = 0
async function newAccount(password = 'owner-pass-1') {
  const email = `limited${++accounts}@example.com`
  const customerId = await addAccount(serverA.db, { email, password })
  return { email, password, customerId }
}

/** POSTs a v2 call as it comes from `address` (the socket's remote address). */
async function post(
  server: TestServer,
  path: string,
  Data: Record<string, unknown>,
  options: { address?: string; token?: string; language?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: options.language ?? 'en',
  }
  if (options.token) headers.Token = options.token
  const env = options.address ? { incoming: { socket: { remoteAddress: options.address } } } : {}
  const response = await server.app.request(
    path,
    { method: 'POST', headers, body: JSON.stringify({ Data }) },
    env,
  )
  const body = (await expectContractResponse(response, { method: 'POST', path })) as {
    ErrorList: string[]
  }
  const retryAfter = response.headers.get('Retry-After')
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    errors: body.ErrorList,
  }
}

const login = (
  server: TestServer,
  email: string,
  password: string,
  options: { address?: string; language?: string } = {},
) => post(server, '/api/v2/customer/login', { Email: email, Password: password }, options)

const wrong = (i: number) => `wrong-guess-${i}`
const count = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length

describe('concurrent logins', () => {
  it('50 at once to one account from one address (over two servers): 5 checked, 45 refused with 429, the right password among them refused', async () => {
    const owner = await newAccount()
    const address = '203.0.113.10'
    const passwords = [...Array.from({ length: 49 }, (_, i) => wrong(i)), owner.password]
    const answers = await Promise.all(
      passwords.map((password, i) =>
        login(i % 2 ? serverB : serverA, owner.email, password, { address }),
      ),
    )
    expect(verified).toHaveLength(PAIR_ATTEMPT_LIMIT)
    expect(verified).not.toContain(owner.password)
    expect(count(answers, 400)).toBe(PAIR_ATTEMPT_LIMIT)
    expect(count(answers, 429)).toBe(50 - PAIR_ATTEMPT_LIMIT)
    expect(answers.at(-1)!.status).toBe(429)
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.retryAfter).toBeGreaterThan(ATTEMPT_WINDOW_SECONDS - 120)
      expect(refused.retryAfter).toBeLessThanOrEqual(ATTEMPT_WINDOW_SECONDS)
      expect(refused.errors).toEqual([
        'Too many failed sign-in attempts. Please try again in 15 minutes.',
      ])
    }
    // Sent again on its own, from that address, through either server: still refused, unchecked.
    verified.length = 0
    expect((await login(serverB, owner.email, owner.password, { address })).status).toBe(429)
    expect((await login(serverA, owner.email, owner.password, { address })).status).toBe(429)
    expect(verified).toHaveLength(0)
  })

  it('whatever the right password’s place among 50, at most 5 wrong ones are checked', async () => {
    for (const place of [0, 3, 25]) {
      verified.length = 0
      const owner = await newAccount()
      const passwords = Array.from({ length: 49 }, (_, i) => wrong(i))
      passwords.splice(place, 0, owner.password)
      const answers = await Promise.all(
        passwords.map((password) => login(serverA, owner.email, password, { address: '::1' })),
      )
      const wrongChecked = verified.filter((password) => password !== owner.password)
      expect(wrongChecked.length).toBeLessThanOrEqual(PAIR_ATTEMPT_LIMIT)
      expect(count(answers, 429)).toBe(50 - verified.length)
      // The right one signs in only when it was checked within the limit.
      expect(answers[place]!.status).toBe(verified.includes(owner.password) ? 200 : 429)
    }
  })

  it('50 wrong logins at once from one address to many accounts: 20 checked', async () => {
    const owner = await newAccount()
    const address = '198.51.100.20'
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(i % 2 ? serverB : serverA, i % 5 ? `nobody${i}@example.com` : owner.email, wrong(i), {
          address,
        }),
      ),
    )
    expect(verified).toHaveLength(ADDRESS_ATTEMPT_LIMIT)
    expect(count(answers, 400)).toBe(ADDRESS_ATTEMPT_LIMIT)
    expect(count(answers, 429)).toBe(50 - ADDRESS_ATTEMPT_LIMIT)
    // The owner elsewhere is not concerned.
    expect((await login(serverA, owner.email, owner.password, { address: '::2' })).status).toBe(200)
  })
})

describe('no lock-out of the owner', () => {
  it("an attacker's failures from other addresses neither lock the owner out nor keep them waiting long", async () => {
    const owner = await newAccount()
    /** 10 wrong passwords at once from each address; answers how many were checked at each. */
    const attack = async (addresses: string[]) => {
      const checked: number[] = []
      for (const address of addresses) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => login(serverA, owner.email, wrong(i), { address })),
        )
        checked.push(count(answers, 400))
        const refused = answers.filter((answer) => answer.status === 429)
        expect(refused).toHaveLength(10 - count(answers, 400))
        // Held back for the account's delay, or refused for the window after 5 checks.
        for (const answer of refused) {
          expect(answer.retryAfter).toBeLessThanOrEqual(
            count(answers, 400) < PAIR_ATTEMPT_LIMIT ? MAX_DELAY_SECONDS : ATTEMPT_WINDOW_SECONDS,
          )
        }
      }
      return checked
    }
    /** As if that many addresses had each failed once against the account meanwhile. */
    const spreadAttack = (attempts: number) =>
      serverA.db.query('UPDATE rate_limit_buckets SET hits = $2 WHERE key = $1', [
        `login:account:${owner.customerId}`,
        attempts,
      ])
    expect(await attack(['192.0.2.1'])).toEqual([5])
    await spreadAttack(40)
    // Past the account's first attempts each address is checked once, then held back a while.
    expect(await attack(['192.0.2.2', '192.0.2.3'])).toEqual([1, 1])

    // The owner's right password from home is checked at once.
    verified.length = 0
    const home = '203.0.113.50'
    expect((await login(serverB, owner.email, owner.password, { address: home })).status).toBe(200)
    expect(verified).toEqual([owner.password])

    // Under attack again, a typo from a new address waits a bounded delay, then gets in.
    await spreadAttack(40)
    const away = '203.0.113.51'
    expect((await login(serverA, owner.email, 'a-typo-here', { address: away })).status).toBe(400)
    const waiting = await login(serverB, owner.email, owner.password, { address: away })
    expect(waiting.status).toBe(429)
    expect(waiting.retryAfter).toBeGreaterThan(0)
    expect(waiting.retryAfter).toBeLessThanOrEqual(MAX_DELAY_SECONDS)
    expect(waiting.errors[0]).toMatch(/^Too many failed sign-in attempts\. Please try again in /)
    await serverA.db.query('UPDATE rate_limit_buckets SET not_before = now() WHERE key = $1', [
      `login:pair:${owner.customerId}:${away}`,
    ])
    expect((await login(serverA, owner.email, owner.password, { address: away })).status).toBe(200)

    // The attacker's first address stays refused for its window.
    const attacker = await login(serverA, owner.email, owner.password, { address: '192.0.2.1' })
    expect(attacker.status).toBe(429)
    expect(attacker.retryAfter).toBeGreaterThan(MAX_DELAY_SECONDS)
  })

  it('a right password forgives the failures before it', async () => {
    const owner = await newAccount()
    const address = '203.0.113.60'
    for (let i = 0; i < PAIR_ATTEMPT_LIMIT - 1; i++) {
      expect((await login(serverA, owner.email, wrong(i), { address })).status).toBe(400)
    }
    expect((await login(serverB, owner.email, owner.password, { address })).status).toBe(200)
    for (let i = 0; i < PAIR_ATTEMPT_LIMIT; i++) {
      expect((await login(serverA, owner.email, wrong(i), { address })).status).toBe(400)
    }
    expect((await login(serverB, owner.email, owner.password, { address })).status).toBe(429)
  })

  it('answers an unknown account exactly like a known one', async () => {
    const owner = await newAccount()
    const address = '203.0.113.70'
    const attempts = async (email: string) => {
      const answers: Answer[] = []
      for (let i = 0; i <= PAIR_ATTEMPT_LIMIT; i++) {
        answers.push(await login(serverA, email, wrong(i), { address, language: 'th' }))
      }
      return answers.map(({ status, errors }) => ({ status, errors }))
    }
    const known = await attempts(owner.email)
    expect(await attempts('nobody-here@example.com')).toEqual(known)
    expect(known.at(-1)).toEqual({
      status: 429,
      errors: ['มีการเข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งใน 15 นาที'],
    })
  })

  it('limits checking the old password when changing it', async () => {
    const owner = await newAccount()
    const { token } = await serverA.tokens.issue(serverA.db, {
      customerId: owner.customerId,
      lifetimeSeconds: 3600,
    })
    const change = (OldPassword: string) =>
      post(
        serverA,
        '/api/v2/customer/changepassword',
        { OldPassword, NewPassword: 'brand-new-pass-1', ConfirmNewPassword: 'brand-new-pass-1' },
        { token, address: '203.0.113.80' },
      )
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => change(wrong(i))))
    expect(count(answers, 400)).toBe(PAIR_ATTEMPT_LIMIT)
    expect(count(answers, 429)).toBe(10 - PAIR_ATTEMPT_LIMIT)
    expect((await change(owner.password)).status).toBe(429)
  })
})

describe('limit rules', () => {
  it('delays an account from its sixth attempt on: 2, 4, 8 … seconds, at most a minute', () => {
    const delays = Array.from({ length: 14 }, (_, i) => accountDelaySeconds(i + 1))
    expect(delays.slice(0, ACCOUNT_ATTEMPTS_BEFORE_DELAY)).toEqual([0, 0, 0, 0, 0])
    expect(delays.slice(ACCOUNT_ATTEMPTS_BEFORE_DELAY)).toEqual([2, 4, 8, 16, 32, 60, 60, 60, 60])
  })

  it('says how long to wait in seconds or minutes, in Thai and English', () => {
    expect(tooManyAttemptsMessage(1, 'en')).toBe(
      'Too many failed sign-in attempts. Please try again in 1 second.',
    )
    expect(tooManyAttemptsMessage(45, 'en')).toBe(
      'Too many failed sign-in attempts. Please try again in 45 seconds.',
    )
    expect(tooManyAttemptsMessage(61, 'en')).toBe(
      'Too many failed sign-in attempts. Please try again in 2 minutes.',
    )
    expect(tooManyAttemptsMessage(45, 'th')).toBe(
      'มีการเข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งใน 45 วินาที',
    )
  })
})
