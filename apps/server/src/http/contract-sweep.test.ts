/**
 * The whole contract, swept: every operation of the three documents has a handler, and every
 * operation answers malformed input (wrong types, bad ids, ids not in plain decimal, missing or
 * wrong bodies, bodies in another media type, huge strings, broken JSON, control characters in
 * each of its text fields) with a documented 4xx carrying the document's error body, never a 500
 * and never a stack trace; every path answers a method it does not take with 405 and `Allow`.
 * Registered-only operations are called with a valid token, so what is checked is the input,
 * not the sign-in. contract-fuzz.test.ts sends generated requests on top of these.
 */
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coreMessages } from '../i18n/index.ts'
import { compileContract, documents, type CompiledOperation } from './contract.ts'
import { bookPageInfrastructure } from '../modules/catalog/book-pages.ts'
import { allModules } from '../modules/index.ts'
import { expectContractResponse } from '../testing/contract.ts'
import { fullSample, replacedAt, textFields } from '../testing/schema-arbitrary.ts'
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

/**
 * The path with each parameter filled: integers get `integer`, strings a plausible word, and the
 * parameters named in `given` their (encoded) text.
 */
function fill(
  operation: CompiledOperation,
  integer: string,
  given: Record<string, string> = {},
): string {
  const pathParams = (operation.spec.parameters as Json[] | undefined) ?? []
  return operation.fullPath.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name in given) return encodeURIComponent(given[name]!)
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
  init: { json?: unknown; body?: string; type?: string; headers?: Record<string, string> } = {},
) {
  return server.request(operation.method.toUpperCase(), path, {
    token,
    deviceId: '3f2b8c1e-7a4d-4c7e-9a51-2d6f0b9e4c11',
    language: 'en',
    ...(init.body !== undefined
      ? { body: init.body, headers: { 'Content-Type': init.type ?? 'application/json' } }
      : {}),
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
  })
}

/** The messages of an error body, whatever its document's envelope. */
function messagesOf(body: Json): string[] {
  if (Array.isArray(body.ErrorList)) return body.ErrorList as string[]
  return [String(body.message ?? body.error ?? '')]
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
    const deps = { ...server.deps, bookPages: bookPageInfrastructure(server.config) }
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
      for (const bad of ['abc', '-1', '0.5', '99999999999999999999', '2147483648']) {
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

const withNumericParameters = operations.filter((operation) =>
  operation.parameters.some((parameter) => parameter.numeric && parameter.in !== 'cookie'),
)

describe('numbers in paths, queries and headers are plain decimal, or 400 naming the parameter', () => {
  // Each of these is a number to JavaScript's Number(): 16, 1000, 5, 7, 7, 7.
  const unusual = ['0x10', '1e3', '+5', ' 7', '07', '7.0']
  it.each(withNumericParameters.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      for (const parameter of operation.parameters) {
        if (!parameter.numeric || parameter.in === 'cookie') continue
        for (const text of unusual) {
          if (parameter.numeric === 'number' && text === '7.0') continue
          // fetch trims a header value's spaces, as HTTP parsers do.
          if (parameter.in === 'header' && text !== text.trim()) continue
          let path = fill(operation, '1', parameter.in === 'path' ? { [parameter.name]: text } : {})
          const headers: Record<string, string> = {}
          if (parameter.in === 'query') {
            path += `?${parameter.name}=${encodeURIComponent(text)}`
          } else {
            headers[parameter.name] = text
          }
          const res = await call(operation, path, {
            ...(Object.keys(headers).length ? { headers } : {}),
          })
          await expectContractResponse(res)
          expect(res.status, `${parameter.name}=${JSON.stringify(text)}`).toBe(400)
          const messages = messagesOf((await res.json()) as Json).join('\n')
          expect(messages).toContain(
            coreMessages('en', 'validation.plainNumber', {
              field: parameter.name,
              type: parameter.numeric === 'integer' ? 'an integer' : 'a number',
            }),
          )
        }
      }
    },
  )
})

describe('a body in another media type than the operation takes answers 415', () => {
  const withBodies = operations.filter((operation) => operation.body)
  const others: [string, string][] = [
    ['text/plain', '{"Data":{}}'],
    ['application/x-www-form-urlencoded', 'Data=1'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="Data"\r\n\r\n1\r\n--x--\r\n',
    ],
    ['application/xml', '<Data><Email>a@b.cd</Email></Data>'],
    ['application/json', '{"Data":{}}'],
    ['', '{"Data":{}}'],
  ]
  it.each(withBodies.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      for (const [type, body] of others) {
        if (type === operation.body!.mediaType) continue
        const res = await call(operation, fill(operation, '1'), { body, type })
        await expectContractResponse(res)
        expect(res.status, `${operation.operationId} as '${type}'`).toBe(415)
        expect(messagesOf((await res.json()) as Json)).toEqual([
          coreMessages('en', 'request.unsupportedMediaType', { type: operation.body!.mediaType }),
        ])
      }
    },
  )
})

describe('a method a path does not take answers 405 with Allow', () => {
  const paths = [...new Set(operations.map((operation) => operation.fullPath))]
  const takes = (path: string) =>
    operations
      .filter((operation) => operation.fullPath === path)
      .map((operation) => operation.method)

  it.each(paths)('%s', async (template) => {
    const operation = operations.find((candidate) => candidate.fullPath === template)!
    const path = fill(operation, '1')
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'].filter(
      (method) => !takes(template).includes(method),
    )) {
      const res = await server.request(method, path, { token, language: 'en' })
      await expectContractResponse(res)
      expect(res.status).toBe(405)
      const allow = res.headers.get('Allow')!.split(', ')
      expect(allow).toEqual(expect.arrayContaining(takes(template)))
      if (takes(template).includes('GET')) expect(allow).toContain('HEAD')
    }
  })

  it('answers TRACE on a socket (fetch cannot send it) with 405, not 404', async () => {
    const listener = createServer(getRequestListener(server.app.fetch))
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = listener.address() as AddressInfo
      const trace = (path: string) =>
        new Promise<{ status: number; allow: string | undefined; body: string }>(
          (resolve, reject) => {
            const req = httpRequest({ host: '127.0.0.1', port, path, method: 'TRACE' }, (res) => {
              let body = ''
              res.on('data', (chunk: Buffer) => (body += chunk.toString()))
              res.on('end', () =>
                resolve({ status: res.statusCode!, allow: res.headers.allow, body }),
              )
            })
            req.on('error', reject)
            req.end()
          },
        )
      const answer = await trace('/api/v2/customer/register')
      expect(answer.status).toBe(405)
      expect(answer.allow).toBe('POST')
      expect((JSON.parse(answer.body) as Json).ErrorList).toEqual([
        expect.stringContaining('TRACE'),
      ])
      const content = await trace('/content-api/v1/home/widgets')
      expect([content.status, content.allow]).toEqual([405, 'GET, HEAD'])
      expect((await trace('/api/no-such-address')).status).toBe(404)
    } finally {
      await new Promise((resolve) => listener.close(resolve))
    }
  })
})

/** Every text input of an operation: path, query and header parameters and body fields. */
function textInputsOf(operation: CompiledOperation) {
  const inputs: {
    where: 'path' | 'query' | 'header' | 'body'
    name: string
    path: (string | number)[]
    multiline: boolean
    constrained: boolean
  }[] = []
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || parameter.name === 'Token') continue
    for (const field of textFields(operation.document, parameter.schema)) {
      if (field.path.length > 0) continue // a repeated query parameter's items are not text here
      inputs.push({
        where: parameter.in as 'path',
        name: parameter.name,
        path: [],
        multiline: field.multiline,
        constrained: field.constrained,
      })
    }
  }
  if (operation.body) {
    for (const field of textFields(operation.document, operation.body.schema)) {
      inputs.push({
        where: 'body',
        name: field.path.join('.').replace(/\.(\d+)(?=\.|$)/g, '[$1]'),
        path: field.path,
        multiline: field.multiline,
        constrained: field.constrained,
      })
    }
  }
  return inputs
}

/** A request to the operation with `text` in one of its inputs and plausible values elsewhere. */
function withText(
  token: string,
  operation: CompiledOperation,
  input: ReturnType<typeof textInputsOf>[number],
  text: string,
) {
  let path = fill(operation, '1', input.where === 'path' ? { [input.name]: text } : {})
  const headers: Record<string, string> = {}
  if (input.where === 'query') {
    path += `?${input.name}=${encodeURIComponent(text)}`
  } else if (input.where === 'header') {
    headers[input.name] = text
  }
  let body: string | undefined
  if (operation.body) {
    let value = fullSample(operation.document, operation.body.schema)
    if (input.where === 'body') value = replacedAt(value, input.path, () => text)
    body =
      operation.body.mediaType === 'application/json'
        ? JSON.stringify(value)
        : new URLSearchParams(
            Object.entries(value as Json).map(([key, item]) => [key, String(item)]),
          ).toString()
  }
  return server.request(operation.method, path, {
    token,
    // The input itself when it is one of these headers, else a plausible value.
    ...(input.name === 'deviceId' ? {} : { deviceId: '3f2b8c1e-7a4d-4c7e-9a51-2d6f0b9e4c11' }),
    ...(input.name === 'Language' ? {} : { language: 'en' }),
    headers: {
      ...(operation.body ? { 'Content-Type': operation.body.mediaType } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body } : {}),
  })
}

describe('control characters in any text input answer 400 naming the field', () => {
  const withText_ = operations.filter((operation) => textInputsOf(operation).length > 0)

  it('finds the text inputs of the contract', () => {
    const count = withText_.reduce((sum, operation) => sum + textInputsOf(operation).length, 0)
    expect(count).toBeGreaterThan(150)
    const names = withText_.flatMap((operation) =>
      textInputsOf(operation).map((input) => `${operation.operationId}.${input.name}`),
    )
    expect(names).toEqual(
      expect.arrayContaining([
        'register.Data.FirstName',
        'addAddress.Data.Address.Address1',
        'contactVendor.Data.Enquiry',
      ]),
    )
  })

  it.each(withText_.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      // A customer of its own: a call that succeeds may sign it out or deactivate it.
      const { token } = await server.addCustomer()
      for (const input of textInputsOf(operation)) {
        // Headers cannot carry NUL; U+0001 stands for the C0 controls there.
        const text = input.where === 'header' ? 'a\u0001b' : 'a\u0000b'
        const res = await withText(token, operation, input, text)
        const context = `${operation.operationId} ${input.where} ${input.name}`
        await expectContractResponse(res)
        expect(res.status, context).toBe(400)
        const messages = messagesOf((await res.json()) as Json)
        expect(messages.join('\n'), context).toContain(`${input.name}: `)
        if (!input.constrained) {
          expect(messages.join('\n'), context).toContain(
            coreMessages('en', 'validation.controlCharacters', { field: input.name }),
          )
        }
      }
    },
  )
})

describe('which characters a text field takes', () => {
  const register = operations.find((operation) => operation.operationId === 'register')!
  const review = operations.find((operation) => operation.operationId === 'addProductReview')!
  const field = (operation: CompiledOperation, name: string) =>
    textInputsOf(operation).find((input) => input.name === name)!

  it('refuses C0 controls, DEL, C1 controls and lone surrogates in a one-line field, in Thai too', async () => {
    const firstName = field(register, 'Data.FirstName')
    for (const character of [
      '\u0000',
      '\u0001',
      '\t',
      '\n',
      '\r',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      '\udfff',
    ]) {
      const res = await withText(token, register, firstName, `สม${character}ชาย`)
      expect(res.status, JSON.stringify(character)).toBe(400)
      expect(messagesOf((await res.json()) as Json)).toContain(
        coreMessages('en', 'validation.controlCharacters', { field: 'Data.FirstName' }),
      )
    }
    const thai = await server.request('POST', '/api/v2/customer/register', {
      language: 'th',
      json: {
        Data: {
          ...(fullSample('v2', { $ref: '#/components/schemas/RegisterModel' }) as Json),
          FirstName: 'a\u0000',
        },
      },
    })
    expect(messagesOf((await thai.json()) as Json)).toContain(
      coreMessages('th', 'validation.controlCharacters', { field: 'Data.FirstName' }),
    )
  })

  it('takes tab, line breaks, emoji and Thai where the contract marks a field multi-line', async () => {
    const { token: fresh } = await server.addCustomer()
    const text = field(review, 'Data.ReviewText')
    expect(text.multiline).toBe(true)
    const res = await withText(fresh, review, text, 'บรรทัดแรก\r\n\tบรรทัดสอง 📚 1 < 2 && 3 > 2')
    const messages = messagesOf((await res.json()) as Json).join('\n')
    expect(messages).not.toContain('Data.ReviewText')
    const nul = await withText(fresh, review, text, 'บรรทัดแรก\n\u0000')
    expect(nul.status).toBe(400)
  })
})
