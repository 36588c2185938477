/**
 * The contract's documents are valid OpenAPI 3.1, resolve every reference, and follow the house
 * rules: each operation has an id, one tag of its document, a summary, and the error answers its
 * kind of call can give; every schema and property says what it is; v2 calls declare the store's
 * headers.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  documentFiles,
  documents,
  operationsOf,
  type DocumentName,
  type OpenApiDocument,
} from '../documents'

const names = Object.keys(documents) as DocumentName[]

type Schema = Record<string, unknown>

/** Follows `#/a/b/c` inside the document. */
function resolve(document: OpenApiDocument, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document)
}

function collectRefs(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, found))
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value)
      else collectRefs(value, found)
    }
  return found
}

/** Every object schema's properties, named `Schema.Property`, walking nested schemas too. */
function propertiesOf(name: string, schema: Schema, out: [string, Schema][] = []) {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  for (const [key, value] of Object.entries(properties)) {
    out.push([`${name}.${key}`, value])
    propertiesOf(`${name}.${key}`, value, out)
  }
  if (schema.items && typeof schema.items === 'object')
    propertiesOf(`${name}[]`, schema.items as Schema, out)
  for (const key of ['oneOf', 'anyOf', 'allOf'])
    for (const [i, part] of ((schema[key] as Schema[] | undefined) ?? []).entries())
      propertiesOf(`${name}<${key}${i}>`, part, out)
  return out
}

const parameterName = (document: OpenApiDocument, parameter: Schema) =>
  (parameter.$ref ? (resolve(document, parameter.$ref as string) as Schema) : parameter)
    ?.name as string

describe.each(names)('%s.yaml', (name) => {
  const document = documents[name]
  const operations = operationsOf(document)
  const tagNames = new Set((document.tags ?? []).map((tag) => tag.name))

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toMatch(/^3\.1\./)
  })

  it('resolves every $ref', () => {
    const unresolved = [...collectRefs(document)].filter(
      (ref) => resolve(document, ref) === undefined,
    )
    expect(unresolved).toEqual([])
  })

  it('has operations, each with a unique operationId, one known tag and a summary', () => {
    expect(operations.length).toBeGreaterThan(0)
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    const bad = operations.filter(({ operation }) => {
      const tags = operation.tags as string[] | undefined
      return tags?.length !== 1 || !tagNames.has(tags[0]!) || !operation.summary
    })
    expect(bad.map(({ method, path }) => `${method} ${path}`)).toEqual([])
  })

  it('describes every schema and every property', () => {
    const schemas = Object.entries((document.components.schemas ?? {}) as Record<string, Schema>)
    const missing = [
      ...schemas.filter(([, schema]) => !schema.description).map(([key]) => key),
      ...schemas
        .flatMap(([key, schema]) => propertiesOf(key, schema))
        .filter(([, property]) => !property.description && !property.$ref)
        .map(([key]) => key),
    ]
    expect(missing).toEqual([])
  })
})

describe('error answers', () => {
  const responsesOf = (operation: Record<string, unknown>) =>
    Object.keys((operation.responses ?? {}) as Record<string, unknown>)

  it.each(['v2', 'v1'] as const)(
    '%s: every operation answers 500, and 401 when it needs a token',
    (name) => {
      const document = documents[name]
      const problems = operationsOf(document)
        .filter(({ path }) => path !== '/builds/latest.json')
        .flatMap(({ method, path, operation }) => {
          const codes = responsesOf(operation)
          const needsToken = ((operation.security ?? []) as Record<string, unknown>[]).some(
            (requirement) => 'Token' in requirement,
          )
          const found: string[] = []
          if (!codes.includes('500')) found.push(`${method} ${path}: no 500`)
          if (needsToken && !codes.includes('401')) found.push(`${method} ${path}: no 401`)
          if (name === 'v2' && !codes.includes('400')) found.push(`${method} ${path}: no 400`)
          return found
        })
      expect(problems).toEqual([])
    },
  )

  it('v2: every call taking an entity id in its path can answer 404', () => {
    const document = documents.v2
    const missing = operationsOf(document)
      .filter(({ path }) => /\{(id|productId|orderId|addressId|categoryId)\}/i.test(path))
      .filter(({ operation }) => !responsesOf(operation).includes('404'))
      .map(({ method, path }) => `${method} ${path}`)
    expect(missing).toEqual([])
  })

  it('v2: error answers carry the ErrorList envelope', () => {
    const envelope = documents.v2.components.schemas as Record<string, Schema>
    expect(envelope.ErrorResponse?.required).toEqual(['Data', 'Message', 'ErrorList'])
    const responses = documents.v2.components.responses as Record<string, Schema>
    for (const key of ['BadRequest', 'Unauthorized', 'NotFound', 'ServerError'])
      expect(JSON.stringify(responses[key])).toContain('#/components/schemas/ErrorResponse')
  })
})

describe('v2 request rules', () => {
  const document = documents.v2

  /** A success whose only media type is a file's, e.g. `application/epub+zip`. */
  const isFileAnswer = (content: Record<string, unknown>) => {
    const types = Object.keys(content)
    return types.length > 0 && types.every((type) => !type.endsWith('json'))
  }

  it('declares the deviceId and Token headers on every call but app start', () => {
    const missing = operationsOf(document)
      .filter(({ path }) => path !== '/appstart')
      .filter(({ operation }) => {
        const names = ((operation.parameters ?? []) as Schema[]).map((p) =>
          parameterName(document, p),
        )
        return !names.includes('deviceId') || !names.includes('Token')
      })
      .map(({ method, path }) => `${method} ${path}`)
    expect(missing).toEqual([])
  })

  it('wraps every JSON request body in Data or FormValues', () => {
    const bad = operationsOf(document).flatMap(({ method, path, operation }) => {
      const body = operation.requestBody as Schema | undefined
      const content = (body?.content ?? {}) as Record<string, { schema?: Schema }>
      const schema = content['application/json']?.schema
      if (!schema) return []
      const target = (schema.$ref ? resolve(document, schema.$ref as string) : schema) as Schema
      const properties = Object.keys((target.properties ?? {}) as Schema)
      return properties.includes('Data') || properties.includes('FormValues')
        ? []
        : [`${method} ${path}`]
    })
    expect(bad).toEqual([])
  })

  it('answers every JSON success inside the {Data, Message, ErrorList} envelope', () => {
    const bad = operationsOf(document).flatMap(({ method, path, operation }) => {
      const responses = (operation.responses ?? {}) as Record<string, Schema>
      return Object.entries(responses)
        .filter(([code]) => code.startsWith('2'))
        .flatMap(([code, response]) => {
          const content = (response.content ?? {}) as Record<string, { schema?: Schema }>
          // A file (the reader's EPUBs) is answered as itself; its errors are still envelopes.
          if (isFileAnswer(content)) return []
          const schema = content['application/json']?.schema
          const target = (schema?.$ref ? resolve(document, schema.$ref as string) : schema) as
            Schema | undefined
          const required = (target?.required ?? []) as string[]
          return ['Data', 'Message', 'ErrorList'].every((key) => required.includes(key))
            ? []
            : [`${method} ${path} ${code}`]
        })
    })
    expect(bad).toEqual([])
  })

  it('gives the main models an example', () => {
    const schemas = document.components.schemas as Record<string, Schema>
    const main = [
      'ProductOverviewModel',
      'ProductDetailsModel',
      'ShoppingCartModel',
      'OrderDetailsModel',
      'AddressModel',
      'CustomerInfo',
      'CustomerInfoModel',
      'PictureModel',
    ]
    expect(main.filter((key) => !schemas[key]?.example)).toEqual([])
  })

  it('uses the tags of the service groups of SPEC.md §3', () => {
    expect((document.tags ?? []).map((tag) => tag.name)).toEqual([
      'authentication',
      'home',
      'category',
      'customer',
      'address',
      'country',
      'catalog',
      'download',
      'vendor',
      'book shelf',
      'product',
      'payment',
      'search',
      'order history',
      'contact us',
      'order detail',
      'wish list',
      'dynamic content',
      'master data',
      'common',
      'reader',
    ])
  })
})

describe('auth.yaml', () => {
  it('refuses sign-out without a CSRF token with the SPEC message', () => {
    const signout = documents.auth.paths['/signout'] as { post: Schema }
    expect(JSON.stringify(signout.post)).toContain('Could not fetch CSRF Token for signing out')
  })
})

describe('request rules the server enforces', () => {
  /** Every schema a request of the document can carry (parameters and bodies), `$ref`s followed. */
  function requestSchemas(document: OpenApiDocument): { at: string; schema: Schema }[] {
    const found: { at: string; schema: Schema }[] = []
    const seen = new Set<string>()
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`))
      if (!node || typeof node !== 'object') return
      const schema = node as Schema
      if (typeof schema.$ref === 'string') {
        if (seen.has(schema.$ref)) return
        seen.add(schema.$ref)
        return walk(resolve(document, schema.$ref), schema.$ref)
      }
      found.push({ at, schema })
      for (const [key, value] of Object.entries(schema))
        if (key !== 'example' && key !== 'examples') walk(value, `${at}/${key}`)
    }
    for (const [path, item] of Object.entries(document.paths)) {
      walk(item.parameters, path)
      for (const { method, operation } of operationsOf(document).filter((op) => op.path === path)) {
        walk(operation.parameters, `${method} ${path}`)
        walk(operation.requestBody, `${method} ${path} body`)
      }
    }
    return found
  }

  const isInteger = (schema: Schema) =>
    schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'))

  it.each(names)('%s: every integer a request carries has a minimum and a maximum', (name) => {
    const unbounded = requestSchemas(documents[name])
      .filter(({ schema }) => isInteger(schema) && !schema.enum && !('const' in schema))
      .filter(
        ({ schema }) => typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number',
      )
      .map(({ at }) => at)
    expect(unbounded).toEqual([])
    // No maximum above PostgreSQL's integer, which the server's ids are.
    const tooLarge = requestSchemas(documents[name]).filter(
      ({ schema }) => isInteger(schema) && (schema.maximum as number) > 2147483647,
    )
    expect(tooLarge).toEqual([])
  })

  it.each(names)('%s: x-multiline marks text fields only', (name) => {
    const wrong = requestSchemas(documents[name])
      .filter(({ schema }) => 'x-multiline' in schema)
      .filter(({ schema }) => {
        const types = Array.isArray(schema.type) ? schema.type : [schema.type]
        return schema['x-multiline'] !== true || !types.includes('string')
      })
    expect(wrong).toEqual([])
  })

  it.each(names)(
    '%s: 405 is a shared answer with Allow; every operation with a body answers 415',
    (name) => {
      const document = documents[name]
      const responses = document.components.responses as Record<string, Schema>
      const methodNotAllowed = responses.MethodNotAllowed!
      expect(Object.keys(methodNotAllowed.headers as Schema)).toEqual(['Allow'])
      const missing = operationsOf(document)
        .filter(({ operation }) => operation.requestBody)
        .filter(({ operation }) => {
          const answer = (operation.responses as Record<string, Schema>)['415']
          return answer?.$ref !== '#/components/responses/UnsupportedMediaType'
        })
        .map(({ method, path }) => `${method} ${path}`)
      expect(missing).toEqual([])
    },
  )

  it('auth: the provider callback documents the 400 its validation answers', () => {
    const callback = documents.auth.paths['/callback/{provider}'] as Record<string, Schema>
    for (const method of ['get', 'post'])
      expect(Object.keys(callback[method]!.responses as Schema)).toContain('400')
  })

  it('v2: every e-mail a customer types is checked as format: email', () => {
    const schemas = documents.v2.components.schemas as Record<string, Schema>
    for (const [model, field] of [
      ['RegisterModel', 'Email'],
      ['PasswordRecoveryModel', 'Email'],
      ['ContactUsInput', 'Email'],
      ['ContactVendorInput', 'Email'],
    ] as const) {
      const properties = schemas[model]?.properties as Record<string, Schema>
      expect(properties[field]?.format, `${model}.${field}`).toBe('email')
    }
  })
})

describe('the parsed documents kept between processes', () => {
  it('are what the YAML says (the JSON kept under its hash is read back the same)', () => {
    for (const name of names) {
      const yaml = readFileSync(documentFiles[name], 'utf8')
      expect(documents[name], name).toEqual(parse(yaml))
      const hash = createHash('sha256').update(yaml).digest('hex').slice(0, 16)
      const kept = new URL(
        `../../node_modules/.cache/ebook-openapi/${name}-${hash}.json`,
        import.meta.url,
      )
      expect(JSON.parse(readFileSync(kept, 'utf8')), name).toEqual(parse(yaml))
    }
  })
})
