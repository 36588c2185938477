/**
 * The whole contract, swept: every operation of the three documents has a handler, and every
 * operation answers malformed input (wrong types, bad ids, missing or wrong bodies, huge
 * strings, broken JSON) with a documented 4xx carrying the document's error body, never a 500
 * and never a stack trace. Registered-only operations are called with a valid token, so what is
 * checked is the input, not the sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileContract, documents, type CompiledOperation } from './contract.ts'
import { allModules } from '../modules/index.ts'
import { createTestServer, type TestServer } from '../testing/server.ts'

const contract = compileContract()
const operations = contract.operations

let server: TestServer
let token: string
beforeAll(async () => {
  server = await createTestServer()
  token = (await server.addCustomer()).token
})
afterAll(() => server?.close())

type Json = Record<string, unknown>

/** The schema a `$ref` points to inside v2/v1/auth (local refs only). */
function deref(operation: CompiledOperation, schema: Json | undefined): Json | undefined {
  let current = schema
  for (let i = 0; i < 10 && current && typeof current.$ref === 'string'; i++) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/')
    current = path.reduce<unknown>(
      (node, key) => (node as Json | undefined)?.[key],
      documents[operation.document],
    ) as Json | undefined
  }
  return current
}

/** The path with each parameter filled: integers get `value`, strings a plausible word. */
function fill(operation: CompiledOperation, integer: string): string {
  const pathParams = (operation.spec.parameters as Json[] | undefined) ?? []
  return operation.fullPath.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = pathParams
      .map((p) => deref(operation, p))
      .find((p) => p?.name === name && p.in === 'path')
    const schema = deref(operation, param?.schema as Json | undefined)
    return schema?.type === 'integer' ? integer : 'x'
  })
}

/** The names of the string properties of an operation's `Data`. */
function dataStringFields(operation: CompiledOperation): string[] {
  const requestBody = deref(operation, operation.spec.requestBody as Json | undefined)
  const content = requestBody?.content as Record<string, { schema?: Json }> | undefined
  const body = deref(operation, content?.['application/json']?.schema)
  const data = deref(operation, (body?.properties as Json | undefined)?.Data as Json | undefined)
  const properties = (data?.properties ?? {}) as Record<string, Json>
  return Object.entries(properties)
    .filter(([, property]) => {
      const type = deref(operation, property)?.type
      return type === 'string' || (Array.isArray(type) && type.includes('string'))
    })
    .map(([name]) => name)
}

const hasIntegerPathParam = (operation: CompiledOperation) =>
  fill(operation, '§') !== fill(operation, '1')

function call(
  operation: CompiledOperation,
  path: string,
  init: { json?: unknown; body?: string } = {},
) {
  return server.request(operation.method.toUpperCase(), path, {
    token,
    deviceId: '3f2b8c1e-7a4d-4c7e-9a51-2d6f0b9e4c11',
    ...(init.body !== undefined
      ? { body: init.body, headers: { 'Content-Type': 'application/json' } }
      : {}),
    ...(init.json !== undefined ? { json: init.json } : {}),
  })
}

/** A refused request: a 4xx with the document's error body, no 500, no internals. */
async function expectRefused(operation: CompiledOperation, res: Response, statuses = [400, 404]) {
  const text = await res.text()
  expect(res.status, `${operation.operationId}: ${text.slice(0, 200)}`).not.toBe(500)
  expect(
    statuses,
    `${operation.operationId} answered ${res.status}: ${text.slice(0, 200)}`,
  ).toContain(res.status)
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/)
  const body = JSON.parse(text) as Json
  if (operation.document === 'v2') {
    expect(Array.isArray(body.ErrorList) && body.ErrorList.length > 0).toBe(true)
  } else if (operation.document === 'v1') {
    expect(typeof body.message).toBe('string')
  } else {
    expect(typeof body.error).toBe('string')
  }
}

describe('every operation of the contract', () => {
  it('has a handler', async () => {
    const deps = { db: server.db, config: server.config, tokens: server.tokens, log: console }
    const handled = new Set(
      allModules.flatMap((factory) => {
        const module = factory(deps)
        return (['v2', 'v1', 'auth'] as const).flatMap((doc) =>
          Object.keys(module[doc] ?? {}).map((id) => `${doc}.${id}`),
        )
      }),
    )
    const missing = operations
      .map((operation) => `${operation.document}.${operation.operationId}`)
      .filter((id) => !handled.has(id))
    expect(missing).toEqual([])
  })
})

const withIntegerIds = operations.filter(hasIntegerPathParam)
const withJsonBodies = operations.filter(
  (operation) => operation.body?.mediaType === 'application/json',
)

describe('bad ids in the path answer 400 or 404, never 500', () => {
  it.each(withIntegerIds.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      for (const bad of ['abc', '-1', '0.5', '99999999999999999999']) {
        await expectRefused(operation, await call(operation, fill(operation, bad)))
      }
      // A well-formed id of nothing: 404 (or 400 where the call validates it as a reference).
      await expectRefused(
        operation,
        await call(operation, fill(operation, '2147480000')),
        [400, 404],
      )
    },
  )
})

describe('malformed JSON bodies answer 400, never 500', () => {
  it.each(withJsonBodies.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      const path = fill(operation, '1')
      await expectRefused(operation, await call(operation, path, { body: '{"Data": ' }), [400])
      await expectRefused(operation, await call(operation, path, { json: [] }), [400])
      await expectRefused(
        operation,
        await call(operation, path, { json: { Data: 'not an object' } }),
        [400],
      )
      // Every string field of Data far over any sane length.
      const stringFields = dataStringFields(operation)
      if (stringFields.length > 0) {
        const huge = 'ก'.repeat(100_000)
        const Data = Object.fromEntries(stringFields.map((name) => [name, huge]))
        await expectRefused(operation, await call(operation, path, { json: { Data } }), [400])
      }
    },
  )
})

describe('registered-only operations refuse a guest with 401', () => {
  const registeredOnly = operations.filter((operation) => operation.registeredOnly)
  it.each(registeredOnly.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      const res = await server.request(operation.method.toUpperCase(), fill(operation, '1'), {
        deviceId: '3f2b8c1e-7a4d-4c7e-9a51-2d6f0b9e4c11',
        ...(operation.body?.mediaType === 'application/json' ? { json: { Data: {} } } : {}),
      })
      expect(res.status).toBe(401)
      const body = (await res.json()) as Json
      if (operation.document === 'v2') expect(body.ErrorList).toEqual(expect.any(Array))
      else expect(typeof body.message).toBe('string')
    },
  )
})
