import { Hono } from 'hono'
import { SignJWT, decodeJwt } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigError, loadConfig } from '../../../config.ts'
import type { Db } from '../../../db/types.ts'
import type { AppEnv } from '../../../http/operations.ts'
import { memoryLogger, testConfig } from '../../../testing/server.ts'
import { paymentProviders } from './index.ts'
import { createOmiseProvider } from './omise.ts'
import { createTwoCTwoPProvider } from './two-c-two-p.ts'
import type { PaymentNotification, PaymentRequest } from './types.ts'

const request: PaymentRequest = {
  paymentId: 7,
  paymentGuid: '0caeec17-b1b9-44d7-b0b7-233bfeb8ae48',
  method: 'Payments.Omise',
  amount: 189.5,
  currencyCode: 'THB',
  orderId: 12,
  orderNumber: 'EB-2026-000012',
  customerEmail: 'reader@example.com',
  customerName: 'สมชาย ใจดี',
  returnUrl: 'https://books.example.com/payment?step=return',
  cardToken: 'tokn_test_abc',
  channel: null,
  lang: 'th',
}

const noDb = {} as Db
const log = memoryLogger([])

/** Replaces fetch with a function answering JSON; records the calls. */
function fakeFetch(answer: (url: string, init: RequestInit) => unknown) {
  const calls: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(await answer(url, init)), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Omise provider', () => {
  const omise = createOmiseProvider(
    {
      secretKey: 'skey_test_1',
      apiUrl: 'https://api.omise.test',
      publicUrl: 'https://shop.test',
      timeoutSeconds: 30,
    },
    { db: noDb, log },
  )

  it('charges the card token in satang and reads the charge status', async () => {
    const calls = fakeFetch(() => ({
      object: 'charge',
      id: 'chrg_test_1',
      status: 'successful',
      authorized: true,
      paid: true,
      authorize_uri: null,
      failure_message: null,
    }))
    expect(await omise.start(request)).toEqual({
      status: 'paid',
      gatewayReference: 'chrg_test_1',
      redirectUrl: null,
    })
    expect(calls[0]!.url).toBe('https://api.omise.test/charges')
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('skey_test_1:').toString('base64')}`,
    )
    // Asked again under the same payment (a resumed attempt), Omise answers the same charge.
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe(
      request.paymentGuid,
    )
    const form = new URLSearchParams(calls[0]!.init.body as string)
    expect(form.get('amount')).toBe('18950')
    expect(form.get('card')).toBe('tokn_test_abc')
    expect(form.get('return_uri')).toBe(
      `https://shop.test/api/payments/omise/return/${request.paymentGuid}`,
    )
  })

  it('sends the shopper to 3-D Secure and reports declines', async () => {
    fakeFetch(() => ({
      object: 'charge',
      id: 'chrg_test_2',
      status: 'pending',
      authorized: false,
      paid: false,
      authorize_uri: 'https://api.omise.test/payments/3ds',
      failure_message: null,
    }))
    expect(await omise.start(request)).toMatchObject({
      status: 'pending',
      redirectUrl: 'https://api.omise.test/payments/3ds',
    })
    fakeFetch(() => ({
      object: 'charge',
      id: 'chrg_test_3',
      status: 'failed',
      authorized: false,
      paid: false,
      authorize_uri: null,
      failure_message: 'insufficient funds',
    }))
    expect(await omise.start(request)).toMatchObject({
      status: 'failed',
      failureMessage: 'insufficient funds',
    })
  })

  it('applies a webhook only after reading the charge from Omise', async () => {
    const calls = fakeFetch(() => ({
      object: 'charge',
      id: 'chrg_test_4',
      status: 'successful',
      authorized: true,
      paid: true,
      authorize_uri: null,
      failure_message: null,
    }))
    const seen: PaymentNotification[] = []
    const app = new Hono<AppEnv>()
    omise.routes!(app, async (_provider, notification) => {
      seen.push(notification)
      return 'applied'
    })
    const response = await app.request('/api/payments/omise/webhook', {
      method: 'POST',
      body: JSON.stringify({
        key: 'charge.complete',
        data: { object: 'charge', id: 'chrg_test_4' },
      }),
    })
    expect(response.status).toBe(200)
    expect(calls[0]!.url).toBe('https://api.omise.test/charges/chrg_test_4')
    expect(seen).toMatchObject([{ gatewayReference: 'chrg_test_4', status: 'paid' }])
  })
})

describe('the 2C2P provider', () => {
  const secret = 'merchant-secret-0123456789'
  const key = new TextEncoder().encode(secret)
  const twoCTwoP = createTwoCTwoPProvider(
    {
      merchantId: 'JT01',
      secretKey: secret,
      apiUrl: 'https://pgw.2c2p.test',
      publicUrl: 'https://shop.test',
      codeHours: 48,
      timeoutSeconds: 30,
    },
    log,
  )

  it('asks for a payment token with a signed payload and answers the hosted page', async () => {
    const calls = fakeFetch(async () => ({
      payload: await new SignJWT({
        webPaymentUrl: 'https://pgw-ui.2c2p.test/payment/4.1/#/token/abc',
        paymentToken: 'abc',
        respCode: '0000',
      })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(key),
    }))
    const started = await twoCTwoP.start({
      ...request,
      method: 'Payments.2C2P123',
      cardToken: null,
      channel: 'ATM',
    })
    expect(started).toMatchObject({
      status: 'pending',
      redirectUrl: 'https://pgw-ui.2c2p.test/payment/4.1/#/token/abc',
      gatewayReference: request.paymentGuid.replace(/-/gu, ''),
    })
    expect(calls[0]!.url).toBe('https://pgw.2c2p.test/payment/4.3/paymentToken')
    const sent = decodeJwt(
      (JSON.parse(calls[0]!.init.body as string) as { payload: string }).payload,
    )
    expect(sent).toMatchObject({
      merchantID: 'JT01',
      amount: 189.5,
      paymentChannel: ['123'],
      agentChannel: ['ATM'],
      backendReturnUrl: 'https://shop.test/api/payments/2c2p/notify',
    })
  })

  it('accepts only notifications signed with the merchant secret', async () => {
    const seen: PaymentNotification[] = []
    const app = new Hono<AppEnv>()
    twoCTwoP.routes!(app, async (_provider, notification) => {
      seen.push(notification)
      return 'applied'
    })
    const notify = async (signWith: Uint8Array) =>
      app.request('/api/payments/2c2p/notify', {
        method: 'POST',
        body: JSON.stringify({
          payload: await new SignJWT({ invoiceNo: 'inv1', respCode: '0000', tranRef: 't1' })
            .setProtectedHeader({ alg: 'HS256' })
            .sign(signWith),
        }),
      })
    expect((await notify(new TextEncoder().encode('another-secret-0123456789'))).status).toBe(401)
    expect(seen).toHaveLength(0)
    expect((await notify(key)).status).toBe(200)
    expect(seen).toMatchObject([{ gatewayReference: 'inv1', status: 'paid' }])
  })
})

describe('choosing the providers', () => {
  it('uses the sandbox unless a gateway is configured', () => {
    const sandbox = paymentProviders({ db: noDb, config: testConfig(), log })
    expect(sandbox.all.map((p) => p.name)).toEqual(['sandbox'])
    const settings = loadConfig({
      OMISE_SECRET_KEY: 'skey_test',
      TWOC2P_MERCHANT_ID: 'JT01',
      TWOC2P_SECRET_KEY: 'secret',
    }).payments
    const real = paymentProviders({ db: noDb, config: testConfig({ payments: settings }), log })
    expect(real.forMethod('Payments.Omise').name).toBe('omise')
    expect(real.forMethod('Payments.PGW').name).toBe('2c2p')
    expect(real.forMethod('Payments.2C2P123').name).toBe('2c2p')
    expect(real.all.map((p) => p.name)).not.toContain('sandbox')
  })

  it('makes no sandbox in production unless PAYMENT_SANDBOX=1 asks for it', () => {
    const keyless = testConfig({ environment: 'production' })
    expect(() => paymentProviders({ db: noDb, config: keyless, log })).toThrow(ConfigError)
    const onlyOmise = testConfig({
      environment: 'production',
      payments: loadConfig({
        NODE_ENV: 'production',
        OMISE_SECRET_KEY: 'skey',
        PAYMENT_SANDBOX: '1',
      }).payments,
    })
    const played = paymentProviders({ db: noDb, config: onlyOmise, log })
    expect(played.forMethod('Payments.Omise').name).toBe('omise')
    expect(played.forMethod('Payments.PGW').name).toBe('sandbox')
  })
})
