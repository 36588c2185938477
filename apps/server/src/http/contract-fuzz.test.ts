/**
 * The contract, fuzzed: for every operation of the three documents, fast-check generates
 * requests from the operation's schemas (src/testing/schema-arbitrary.ts), valid ones and ones
 * broken in one place, and sends them to the app on a database holding the catalogue fixture.
 * Every answer must be one the contract documents for that request (status, and body against
 * its schema: expectContractResponse), never a 5xx, never a stack trace.
 *
 * What a request is made of: the operation's method (one in ten another method, which must
 * answer 405); each path parameter from its schema, or a segment that is not one (`0x10`,
 * `%00`, `%ZZ`, `..`, ...); each query parameter left out, from its schema, or not one; the
 * declared headers (deviceId, Language, DeviceTypeId) likewise; a fresh customer's token, no
 * token or a forged one; and a body from its schema, mutated, left out, malformed, or in another
 * media type. The seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS the runs per operation), so
 * a run is repeatable; a failure prints its request, shrunk to the smallest that still fails.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileContract, type CompiledOperation } from './contract.ts'
import { expectContractResponse } from '../testing/contract.ts'
import { seedCatalogFixture } from '../testing/fixtures/catalog.ts'
import { arbitraryOf, mutationOf } from '../testing/schema-arbitrary.ts'
import { createTestServer, type TestServer } from '../testing/server.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261127)
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25)

const operations = compileContract().operations

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
  await seedCatalogFixture(server.db)
})

/** What the run sent and got, printed at the end (the README's figures come from it). */
const tally = { requests: 0, serverErrors: 0, statuses: new Map<number, number>() }
afterAll(async () => {
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b)
  console.log(
    `contract fuzz: seed ${SEED}, ${operations.length} operations × ${RUNS_PER_OPERATION} runs: ` +
      `${tally.requests} requests, ${tally.serverErrors} answered 5xx; by status: ` +
      statuses.map(([status, count]) => `${status} ×${count}`).join(', '),
  )
  await server?.close()
})

/** A generated request, before a token is made for it. */
interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  token: 'fresh' | 'none' | 'forged'
  body?: string
}

/** Path segments that are no valid value of any parameter, already URL-encoded. */
const junkSegments = [
  '0x10',
  '1e3',
  '%2B5',
  '%207',
  '07',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'abc',
  'a%00b',
  'a%01b',
  '%7F',
  '%C2%85',
  '%ED%A0%80',
  '%ZZ',
  '%FF',
  '%C0%80',
  '..',
  '%2F',
  '%E0%B8%81',
  'x'.repeat(3000),
]
/** Query values that break a rule. */
const junkQueryTexts = [
  '',
  ' ',
  '0x10',
  '1e3',
  '+5',
  ' 7',
  '07',
  '-1',
  'a\u0000b',
  'a\u0001b',
  'a\nb',
  '\u007f',
  '\ud800',
  'ก'.repeat(3000),
  'null',
  'true',
]
/** Header values that break a rule (a header is bytes: no NUL, CR, LF, nothing above U+00FF). */
const junkHeaderTexts = [
  '',
  '0x10',
  '1e3',
  '+5',
  '07',
  '-1',
  'a\u0001b',
  '\u007f',
  'x'.repeat(3000),
  '\u00e0\u00ff',
  'null',
]
/** A header value as HTTP carries it: characters above U+00FF cannot be sent. */
const headerText = (text: string) => text.replace(/[\u{100}-\u{10ffff}]/gu, '?')
const otherMethods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'GET', 'POST']
const otherMediaTypes = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json',
  'application/json; charset=utf-8',
]
const malformedBodies = [
  '{"Data": ',
  '[',
  '"',
  'null',
  '{"Data":{}}}',
  '\u0000',
  '{"Data":"\\ud800"}',
]

function weighted<T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: invalid })
}

/**
 * A URL component, lone surrogates too (encodeURIComponent throws on them): those become the
 * bytes a careless client would send, `\ud800` → `%ED%A0%80`.
 */
function encodeComponent(text: string): string {
  return text
    .split(/([\ud800-\udfff])/u)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part)
      const code = part.charCodeAt(0)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    })
    .join('')
}

/** A form body's text from an object (its values as text, as a browser sends them). */
function formText(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value)
  return new URLSearchParams(
    Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]),
  ).toString()
}

/** Requests to one operation, valid and not. */
function requestOf(operation: CompiledOperation): fc.Arbitrary<FuzzRequest> {
  const { document } = operation
  const parameter = (name: string, where: string) =>
    operation.parameters.find((candidate) => candidate.name === name && candidate.in === where)!
  const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

  const pathNames = [...operation.fullPath.matchAll(/\{([^}]+)\}/gu)].map((match) => match[1]!)
  const segments = fc.tuple(
    ...pathNames.map((name) =>
      weighted(
        arbitraryOf(document, parameter(name, 'path').schema).map((value) =>
          encodeComponent(textOf(value)),
        ),
        fc.constantFrom(...junkSegments),
      ),
    ),
  )

  const queryParameters = operation.parameters.filter((candidate) => candidate.in === 'query')
  const query = fc.tuple(
    ...queryParameters.map((spec) =>
      fc.option(
        weighted(
          arbitraryOf(document, spec.schema).map((value) =>
            Array.isArray(value) ? value.map(textOf) : [textOf(value)],
          ),
          fc.constantFrom(...junkQueryTexts).map((text) => [text]),
        ),
        { nil: undefined },
      ),
    ),
  )

  const headerParameters = operation.parameters.filter(
    (candidate) => candidate.in === 'header' && candidate.name !== 'Token',
  )
  const headers = fc.tuple(
    ...headerParameters.map((spec) =>
      fc.option(
        weighted(
          spec.name === 'deviceId'
            ? fc.uuid()
            : arbitraryOf(document, spec.schema).map((value) => headerText(textOf(value))),
          fc.constantFrom(...junkHeaderTexts),
        ),
        { nil: undefined },
      ),
    ),
  )

  const body: fc.Arbitrary<{ text: string; type: string } | undefined> = operation.body
    ? (() => {
        const spec = operation.body
        const encode = (value: unknown) =>
          spec.mediaType === 'application/json' ? JSON.stringify(value) : formText(value)
        const valid = arbitraryOf(document, spec.schema)
        return fc.oneof(
          {
            weight: 4,
            arbitrary: valid.map((value) => ({ text: encode(value), type: spec.mediaType })),
          },
          {
            weight: 4,
            arbitrary: mutationOf(valid).map((value) => ({
              text: encode(value),
              type: spec.mediaType,
            })),
          },
          { weight: 1, arbitrary: fc.constant(undefined) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...malformedBodies)
              .map((text) => ({ text, type: spec.mediaType })),
          },
          {
            weight: 1,
            arbitrary: fc
              .tuple(valid, fc.constantFrom(...otherMediaTypes))
              .map(([value, type]) => ({ text: encode(value), type })),
          },
        )
      })()
    : fc.constant(undefined)

  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(operation.method) },
    { weight: 1, arbitrary: fc.constantFrom(...otherMethods) },
  )
  const token = operation.registeredOnly
    ? fc.constantFrom<FuzzRequest['token']>('fresh', 'fresh', 'fresh', 'fresh', 'none', 'forged')
    : fc.constantFrom<FuzzRequest['token']>('fresh', 'none', 'none', 'forged')

  return fc
    .record({ method, segments, query, headers, body, token })
    .map(({ method, segments, query, headers: headerValues, body, token }) => {
      let index = 0
      let path = operation.fullPath.replace(/\{[^}]+\}/gu, () => segments[index++]!)
      const search = queryParameters.flatMap((spec, at) =>
        (query[at] ?? []).map((value) => `${encodeComponent(spec.name)}=${encodeComponent(value)}`),
      )
      if (search.length > 0) path += `?${search.join('&')}`
      const headers: Record<string, string> = {}
      headerParameters.forEach((spec, at) => {
        if (headerValues[at] !== undefined) headers[spec.name] = headerValues[at]
      })
      const sendsBody = body !== undefined && method !== 'GET' && method !== 'HEAD'
      if (sendsBody && body.type) headers['Content-Type'] = body.type
      return { method, path, headers, token, ...(sendsBody ? { body: body.text } : {}) }
    })
}

async function send(request: FuzzRequest): Promise<Response> {
  const token =
    request.token === 'fresh'
      ? (await server.addCustomer()).token
      : request.token === 'forged'
        ? 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'
        : undefined
  return server.request(request.method, request.path, {
    headers: request.headers,
    ...(token !== undefined ? { token } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
  })
}

describe('every operation answers generated requests as the contract says', () => {
  it.each(
    operations.map(
      (operation, index) =>
        [`${operation.document} ${operation.operationId}`, operation, index] as const,
    ),
  )('%s', async (_, operation, index) => {
    await fc.assert(
      fc.asyncProperty(requestOf(operation), async (request) => {
        const res = await send(request)
        tally.requests++
        tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1)
        const text = await res.clone().text()
        if (res.status >= 500) {
          tally.serverErrors++
          throw new Error(`${res.status}: ${text.slice(0, 300)}\n${server.logs.slice(-1)[0] ?? ''}`)
        }
        expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/u)
        await expectContractResponse(res)
      }),
      { seed: SEED + index, numRuns: RUNS_PER_OPERATION },
    )
  })
})
