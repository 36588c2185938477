/**
 * Response checks against the contract: `await expectContractResponse(res)` fails the test when
 * the status is not documented for the operation that was called, or the body does not match
 * the documented schema. Unknown addresses must answer 404 with the document's error body.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js'
import {
  compileContract,
  createAjv,
  documentId,
  documentNames,
  documents,
  pointerRef,
  resolveLocal,
  type CompiledOperation,
  type DocumentName,
} from '../http/contract.ts'
import { documentForPath } from '../http/envelope.ts'

/** The request a response answered (recorded by the test server's `request`). */
export interface CalledAddress {
  method: string
  path: string
}

const called = new WeakMap<Response, CalledAddress>()

/** Remembers which request a response answers, for expectContractResponse. */
export function recordCall(response: Response, address: CalledAddress): void {
  called.set(response, address)
}

let ajv: ReturnType<typeof createAjv> | null = null
const validators = new Map<string, ValidateFunction>()

function validatorFor(ref: string): ValidateFunction {
  if (!ajv) {
    ajv = createAjv({})
    for (const name of documentNames) ajv.addSchema({ ...documents[name], $id: documentId(name) })
  }
  let validate = validators.get(ref)
  if (!validate) {
    validate = ajv.compile({ $ref: ref })
    validators.set(ref, validate)
  }
  return validate
}

/** The contract operation an address names, if any (the most literal template wins). */
export function operationFor(method: string, path: string): CompiledOperation | undefined {
  const pathname = new URL(path, 'http://localhost').pathname
  return compileContract()
    .operations.filter((op) => op.method === method.toUpperCase() && op.pattern.test(pathname))
    .sort((a, b) => a.fullPath.split('{').length - b.fullPath.split('{').length)[0]
}

const errorSchemas: Record<DocumentName, string> = {
  v2: 'ErrorResponse',
  v1: 'ErrorResponse',
  auth: 'AuthError',
}

function fail(message: string, body: string): never {
  throw new Error(`${message}\nbody: ${body.length > 2000 ? `${body.slice(0, 2000)}…` : body}`)
}

function check(ref: string, text: string, context: string): unknown {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    fail(`${context}: the body is not JSON`, text)
  }
  const validate = validatorFor(ref)
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 10)
      .map(
        (error) =>
          `  ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
      )
      .join('\n')
    fail(`${context}: the body does not match the contract:\n${problems}`, text)
  }
  return body
}

/**
 * Checks a response against the contract and answers its parsed body (null when it has none).
 * The request is the one the test server's `request` made, or `address` when given.
 */
export async function expectContractResponse(
  response: Response,
  address?: CalledAddress,
): Promise<unknown> {
  const target = address ?? called.get(response)
  if (!target) {
    throw new Error(
      'expectContractResponse: pass { method, path } for a response not made by the test server.',
    )
  }
  const text = await response.clone().text()
  const operation = operationFor(target.method, target.path)
  const status = response.status
  if (!operation) {
    const pathname = new URL(target.path, 'http://localhost').pathname
    const document = documentForPath(pathname)
    const pathTakes = compileContract().operations.filter((op) => op.pattern.test(pathname))
    if (pathTakes.length > 0) {
      // A path of the contract asked with a method it does not take.
      if (status !== 405)
        fail(
          `${target.method} ${target.path}: a method the path does not take answered ${status}`,
          text,
        )
      const allow = response.headers.get('Allow') ?? ''
      const missing = pathTakes.filter((op) => !allow.split(/,\s*/u).includes(op.method))
      if (missing.length > 0)
        fail(`${target.method} ${target.path}: Allow '${allow}' lacks ${missing[0]!.method}`, text)
      return check(
        pointerRef(document, [
          'components',
          'responses',
          'MethodNotAllowed',
          'content',
          'application/json',
          'schema',
        ]),
        text,
        `${target.method} ${target.path} 405`,
      )
    }
    if (status !== 404)
      fail(`${target.method} ${target.path} is no operation but answered ${status}`, text)
    return check(
      pointerRef(document, ['components', 'schemas', errorSchemas[document]]),
      text,
      `${target.method} ${target.path} (unknown address) 404`,
    )
  }
  const context = `${operation.document} ${operation.operationId} ${status}`
  const document = documents[operation.document]
  const responses = (operation.spec.responses ?? {}) as Record<string, unknown>
  const key =
    String(status) in responses ? String(status) : 'default' in responses ? 'default' : null
  if (key === null) {
    fail(
      `${context}: status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
      text,
    )
  }
  const { value: spec, at } = resolveLocal(document, responses[key], [
    'paths',
    operation.path,
    operation.method.toLowerCase(),
    'responses',
    key,
  ])
  const json = (spec.content as Record<string, { schema?: unknown }> | undefined)?.[
    'application/json'
  ]
  if (!json?.schema) {
    // A file answer (the reader's EPUBs): the Content-Type is one the contract names.
    const types = Object.keys((spec.content as Record<string, unknown> | undefined) ?? {})
    const type = response.headers.get('Content-Type') ?? ''
    if (types.length > 0 && !types.includes(type))
      fail(`${context}: Content-Type is '${type}', not ${types.join(' or ')}`, '')
    if (types.length === 0 && text.length > 0)
      fail(`${context}: the contract documents no body`, text)
    return null
  }
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json'))
    fail(`${context}: Content-Type is '${type}', not JSON`, text)
  return check(
    pointerRef(operation.document, [...at, 'content', 'application/json', 'schema']),
    text,
    context,
  )
}
