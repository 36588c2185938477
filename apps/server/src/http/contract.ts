/**
 * The contract, compiled once per process: every operation of openapi/{v2,v1,auth}.yaml with
 * the address it is mounted at, whether it needs a signed-in customer, and ajv validators for
 * its path, query and header parameters and its body. Validators reference the documents'
 * components by JSON pointer (each document is added to ajv under `urn:ebook:<name>`), so
 * `$ref`s resolve exactly as in the document.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import {
  documents,
  operationsOf,
  type DocumentName,
  type OpenApiDocument,
} from '@ebook/openapi/documents'
import { addInputRules, withInputRules } from './input-rules.ts'

// ajv-formats is CommonJS; its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule

export type { DocumentName, OpenApiDocument }
export { documents }

/** The contract's documents, in the order they are mounted (auth before v2: a longer prefix). */
export const documentNames: readonly DocumentName[] = ['auth', 'v2', 'v1']

type Json = Record<string, unknown>

/** A parameter of an operation, $ref resolved. */
export interface ParameterSpec {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  /** Whether the schema is an array (a query parameter that repeats). */
  isArray: boolean
  /** Whether the value (or each item) is a number, which must be written in plain decimal. */
  numeric: 'integer' | 'number' | null
  /** The parameter's schema as the document writes it (a `$ref` resolves in that document). */
  schema: unknown
}

/** The body an operation takes. */
export interface BodySpec {
  required: boolean
  mediaType: 'application/json' | 'application/x-www-form-urlencoded'
  /** The body's schema as the document writes it (a `$ref` resolves in that document). */
  schema: unknown
  validate: ValidateFunction
}

/** One compiled operation. */
export interface CompiledOperation {
  document: DocumentName
  operationId: string
  method: string
  /** The path template as written in the document, e.g. `/v2/catalog/category/{categoryId}`. */
  path: string
  /** The full address template on this server, e.g. `/api/v2/catalog/category/{categoryId}`. */
  fullPath: string
  /** The same in Hono's syntax, e.g. `/api/v2/catalog/category/:categoryId`. */
  honoPath: string
  /** Matches the request paths the address template names (each parameter one segment). */
  pattern: RegExp
  /** Whether the operation requires a signed-in customer (`security: [{Token: []}]`). */
  registeredOnly: boolean
  /** How the success body is wrapped: v2 `{Data, Message, ErrorList}`, v1 `{data, message}`, or not. */
  successEnvelope: 'v2' | 'v1' | 'none'
  /** The documented success status (200, or 201 for creations). */
  successStatus: 200 | 201
  parameters: ParameterSpec[]
  validatePath: ValidateFunction | null
  validateQuery: ValidateFunction | null
  validateHeaders: ValidateFunction | null
  body: BodySpec | null
  /** The operation object itself, for anything else a caller wants to read. */
  spec: Json
}

/** The schema id a document is registered under in ajv. */
export function documentId(name: DocumentName): string {
  return `urn:ebook:${name}`
}

/** A JSON pointer to a location of a document, as a `$ref` ajv resolves. */
export function pointerRef(name: DocumentName, segments: readonly (string | number)[]): string {
  const escaped = segments.map((segment) =>
    encodeURIComponent(String(segment).replaceAll('~', '~0').replaceAll('/', '~1')),
  )
  return `${documentId(name)}#/${escaped.join('/')}`
}

/** Follows a local `$ref` (`#/components/...`) of a document; answers its target and pointer. */
export function resolveLocal(
  document: OpenApiDocument,
  value: unknown,
  at: (string | number)[],
): { value: Json; at: (string | number)[] } {
  let current = value as Json
  let pointer = at
  for (let hops = 0; typeof current?.$ref === 'string'; hops++) {
    const ref = current.$ref as string
    if (!ref.startsWith('#/') || hops > 20) throw new Error(`Cannot resolve ${ref}`)
    pointer = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    current = pointer.reduce<unknown>(
      (node, key) => (node as Json | undefined)?.[key],
      document,
    ) as Json
    if (current === undefined) throw new Error(`Cannot resolve ${ref}`)
  }
  return { value: current, at: pointer }
}

/** The URL prefix a document (or one path of it, with its own `servers`) is mounted at. */
export function mountPrefix(document: OpenApiDocument, pathItem?: Json, operation?: Json): string {
  const servers = (operation?.servers ?? pathItem?.servers ?? document.servers) as
    { url: string }[] | undefined
  const url = servers?.[0]?.url ?? ''
  return url.replace(/\/+$/u, '')
}

/** `/api/x/{id}` → a RegExp matching `/api/x/7` (a parameter is one non-empty segment). */
export function addressPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/u)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`, 'u')
}

/** `/v2/x/{id}` → `/v2/x/:id`. */
export function toHonoPath(template: string): string {
  return template.replace(/\{([^}]+)\}/gu, ':$1')
}

const hasType = (schema: Json, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type))

function schemaIsArray(schema: Json | undefined, document: OpenApiDocument): boolean {
  if (!schema) return false
  return hasType(resolveLocal(document, schema, []).value, 'array')
}

/** Whether a parameter's value (or each of its items) is an integer or a number. */
function schemaNumeric(
  schema: Json | undefined,
  document: OpenApiDocument,
): ParameterSpec['numeric'] {
  if (!schema) return null
  let resolved = resolveLocal(document, schema, []).value
  if (hasType(resolved, 'array') && resolved.items) {
    resolved = resolveLocal(document, resolved.items, []).value
  }
  return hasType(resolved, 'integer') ? 'integer' : hasType(resolved, 'number') ? 'number' : null
}

/**
 * An ajv for the 2020-12 dialect with the formats the documents use, the shared e-mail rule and
 * the text keyword (input-rules.ts).
 */
export function createAjv(options: { coerceTypes?: boolean | 'array'; useDefaults?: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: options.coerceTypes ?? false,
    useDefaults: options.useDefaults ?? false,
  })
  addFormats(ajv)
  addInputRules(ajv)
  return ajv
}

function effectiveSecurity(document: OpenApiDocument, operation: Json): Json[] {
  const security = (operation.security ?? (document as unknown as Json).security ?? []) as Json[]
  return security
}

function successOf(document: OpenApiDocument, operation: Json) {
  const responses = (operation.responses ?? {}) as Json
  const status = '200' in responses ? 200 : '201' in responses ? 201 : 200
  const response = responses[String(status)]
  let envelope: CompiledOperation['successEnvelope'] = 'none'
  if (response) {
    const resolved = resolveLocal(document, response, []).value
    const schema = (resolved.content as Json | undefined)?.['application/json'] as Json | undefined
    if (schema?.schema) {
      const body = resolveLocal(document, schema.schema, []).value
      const properties = (body.properties ?? {}) as Json
      if ('Data' in properties && 'ErrorList' in properties) envelope = 'v2'
      else if ('data' in properties && 'message' in properties) envelope = 'v1'
    }
  }
  return { status: status as 200 | 201, envelope }
}

function compileDocument(name: DocumentName, paramsAjv: Ajv2020, bodyAjv: Ajv2020) {
  const document = documents[name]
  const compiled: CompiledOperation[] = []
  for (const { method, path, operation } of operationsOf(document)) {
    const lower = method.toLowerCase()
    const pathItem = document.paths[path] as Json
    const operationId = operation.operationId as string
    const at: (string | number)[] = ['paths', path, lower]

    // Parameters: the path item's, overridden by the operation's of the same name and place.
    const declared = new Map<string, { spec: Json; at: (string | number)[] }>()
    const collect = (list: unknown, base: (string | number)[]) => {
      ;((list ?? []) as unknown[]).forEach((raw, index) => {
        const { value, at: where } = resolveLocal(document, raw, [...base, 'parameters', index])
        declared.set(`${value.in as string}:${value.name as string}`, { spec: value, at: where })
      })
    }
    collect(pathItem.parameters, ['paths', path])
    collect(operation.parameters, at)

    const parameters: ParameterSpec[] = []
    const groups: Record<'path' | 'query' | 'header', { properties: Json; required: string[] }> = {
      path: { properties: {}, required: [] },
      query: { properties: {}, required: [] },
      header: { properties: {}, required: [] },
    }
    for (const { spec, at: where } of declared.values()) {
      const location = spec.in as ParameterSpec['in']
      const parameter: ParameterSpec = {
        name: spec.name as string,
        in: location,
        required: Boolean(spec.required) || location === 'path',
        isArray: schemaIsArray(spec.schema as Json | undefined, document),
        numeric: schemaNumeric(spec.schema as Json | undefined, document),
        schema: spec.schema,
      }
      parameters.push(parameter)
      if (location === 'cookie') continue
      const group = groups[location]
      group.properties[parameter.name] = spec.schema
        ? { $ref: pointerRef(name, [...where, 'schema']) }
        : {}
      if (parameter.required) group.required.push(parameter.name)
    }
    const compileGroup = (group: { properties: Json; required: string[] }) =>
      lazily(() =>
        Object.keys(group.properties).length === 0
          ? null
          : paramsAjv.compile({
              type: 'object',
              properties: group.properties,
              required: group.required,
            }),
      )

    let body: BodySpec | null = null
    if (operation.requestBody) {
      const { value: requestBody, at: where } = resolveLocal(document, operation.requestBody, [
        ...at,
        'requestBody',
      ])
      const content = (requestBody.content ?? {}) as Json
      const mediaType = (['application/json', 'application/x-www-form-urlencoded'] as const).find(
        (type) => type in content,
      )
      if (mediaType) {
        const media = content[mediaType] as Json
        const validate = lazily(() =>
          bodyAjv.compile(
            media.schema
              ? { $ref: pointerRef(name, [...where, 'content', mediaType, 'schema']) }
              : {},
          ),
        )
        body = {
          required: Boolean(requestBody.required),
          mediaType,
          schema: media.schema,
          get validate() {
            return validate()
          },
        }
      }
    }

    // Validators are compiled on an operation's first request: compiling all of them (some 300
    // schemas) would add a second to every start.
    const validatePath = compileGroup(groups.path)
    const validateQuery = compileGroup(groups.query)
    const validateHeaders = compileGroup(groups.header)
    const security = effectiveSecurity(document, operation)
    const success = successOf(document, operation)
    const prefix = mountPrefix(document, pathItem, operation)
    compiled.push({
      document: name,
      operationId,
      method,
      path,
      fullPath: `${prefix}${path}`,
      honoPath: toHonoPath(`${prefix}${path}`),
      pattern: addressPattern(`${prefix}${path}`),
      registeredOnly:
        security.length > 0 &&
        !security.some((requirement) => Object.keys(requirement).length === 0),
      successEnvelope: success.envelope,
      successStatus: success.status,
      parameters,
      get validatePath() {
        return validatePath()
      },
      get validateQuery() {
        return validateQuery()
      },
      get validateHeaders() {
        return validateHeaders()
      },
      body,
      spec: operation,
    })
  }
  return compiled
}

/** A value made on first use, then kept. */
function lazily<T>(make: () => T): () => T {
  let made = false
  let value: T
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value
  }
}

/** Every compiled operation of the contract. */
export interface CompiledContract {
  operations: CompiledOperation[]
  find(document: DocumentName, operationId: string): CompiledOperation | undefined
}

let compiledContract: CompiledContract | null = null

/** Compiles the contract (once per process) and answers it. */
export function compileContract(): CompiledContract {
  if (compiledContract) return compiledContract
  const paramsAjv = createAjv({ coerceTypes: 'array', useDefaults: true })
  const bodyAjv = createAjv({ useDefaults: true })
  for (const name of documentNames) {
    // The documents' integers carry the bounds the server enforces (openapi's tests check it).
    const ruled = { ...(withInputRules(documents[name]) as Json), $id: documentId(name) }
    // Not checked against JSON Schema's meta-schema here: that took most of a second at every
    // start, and the contract's tests check the documents (openapi/test, src/testing/contract.ts).
    paramsAjv.addSchema(ruled, undefined, undefined, false)
    bodyAjv.addSchema(ruled, undefined, undefined, false)
  }
  const operations = documentNames.flatMap((name) => compileDocument(name, paramsAjv, bodyAjv))
  const byKey = new Map(operations.map((op) => [`${op.document}:${op.operationId}`, op]))
  compiledContract = {
    operations,
    find: (document, operationId) => byKey.get(`${document}:${operationId}`),
  }
  return compiledContract
}

export type { ErrorObject }
