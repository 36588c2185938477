/**
 * Request values from the contract's schemas, for tests that sweep or fuzz every operation:
 *
 * - `arbitraryOf(document, schema)`: a fast-check arbitrary of values the schema accepts (the
 *   schema's own example among them), following `$ref`, `oneOf`/`anyOf`/`allOf`, enums, formats,
 *   lengths and bounds. Integers lean to small values, which name the fixtures' rows.
 * - `mutationOf(value)`: an arbitrary of the same value broken in one place (a control character,
 *   a value of another type, an oversized value, a required field dropped, a field added).
 * - `fullSample(document, schema)` and `textFields(document, schema)`: one value with every
 *   property present, and where in it the text fields are, to put a bad character in each.
 */
import fc from 'fast-check'
import { documents, resolveLocal, type DocumentName } from '../http/contract.ts'

type Json = Record<string, unknown>
type Path = (string | number)[]

/** How deep optional properties are still generated (the rest: required ones only). */
const DEEP = 4
/** The longest string and array generated (larger ones come from mutations). */
const LONGEST = 24
const ITEMS = 3

function resolve(document: DocumentName, schema: unknown): Json {
  if (schema === true || schema === undefined) return {}
  return resolveLocal(documents[document], schema, []).value
}

function typesOf(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[]
  if (typeof schema.type === 'string') return [schema.type]
  if (schema.properties) return ['object']
  if (schema.items) return ['array']
  return []
}

/** An allOf's parts merged into one object schema (properties and required lists). */
function merged(document: DocumentName, schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema
  const parts = (schema.allOf as unknown[]).map((part) => merged(document, resolve(document, part)))
  const { allOf: _, ...rest } = schema
  return parts.reduce<Json>(
    (all, part) => ({
      ...part,
      ...all,
      properties: { ...(part.properties as Json), ...(all.properties as Json) },
      required: [...((part.required as string[]) ?? []), ...((all.required as string[]) ?? [])],
    }),
    rest,
  )
}

const textUnit = fc.constantFrom(...'abcxyzABC019 -_.,กขคงจอาิีเแ่้ๆ@<&"\''.split(''))

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0
  const max = Math.max(min, Math.min((schema.maxLength as number | undefined) ?? LONGEST, LONGEST))
  switch (schema.format) {
    case 'email':
      return fc.constantFrom('somchai@example.com', 'jane.reader+books@example.co.th', 'a@b.cd')
    case 'uuid':
      return fc.uuid()
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString())
    case 'date':
      return fc
        .date({ min: new Date('1930-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10))
    case 'uri':
      return fc.webUrl()
  }
  if (typeof schema.pattern === 'string') {
    // Not filtered by length: a pattern and a length that rarely meet would never end.
    return fc.stringMatching(new RegExp(schema.pattern as string, 'u'))
  }
  return fc.string({ unit: textUnit, minLength: min, maxLength: max })
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const low = (schema.minimum as number | undefined) ?? (integer ? -1000 : -1000)
  const high = (schema.maximum as number | undefined) ?? 2_147_483_647
  if (integer) {
    const small = fc.integer({ min: low, max: Math.min(high, Math.max(low, 0) + 12) })
    return fc.oneof(
      { weight: 4, arbitrary: small },
      { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
    )
  }
  return fc
    .integer({ min: Math.ceil(low * 100), max: Math.floor(Math.min(high, 1e7) * 100) })
    .map((n) => n / 100)
}

/** Values the schema accepts (as far as fast-check can tell without solving the schema). */
export function arbitraryOf(
  document: DocumentName,
  raw: unknown,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = merged(document, resolve(document, raw))
  const generated = generatedOf(document, schema, depth)
  return 'example' in schema && depth < DEEP
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constant(schema.example) },
        { weight: 3, arbitrary: generated },
      )
    : generated
}

function generatedOf(document: DocumentName, schema: Json, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(document, branch, depth)))
  const types = typesOf(schema)
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => generatedOf(document, { ...schema, type }, depth)))
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const item = arbitraryOf(document, schema.items, depth + 1)
      const constraints = {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.max(
          (schema.minItems as number | undefined) ?? 0,
          Math.min((schema.maxItems as number | undefined) ?? ITEMS, ITEMS),
        ),
      }
      return schema.uniqueItems
        ? fc.uniqueArray(item, { ...constraints, selector: (value) => JSON.stringify(value) })
        : fc.array(item, constraints)
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Json
      const required = (schema.required as string[] | undefined) ?? []
      const kept = Object.keys(properties).filter((key) => depth < DEEP || required.includes(key))
      const record = Object.fromEntries(
        kept.map((key) => [key, arbitraryOf(document, properties[key], depth + 1)]),
      )
      return fc.record(record, { requiredKeys: required.filter((key) => key in record) })
    }
    default:
      return fc.constantFrom<unknown>(null, 'x', 1, {})
  }
}

/** Characters no text field takes (and line breaks, which only multi-line fields take). */
export const badCharacters = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\ud800',
  '\n',
  '\t',
]

const otherTypes: unknown[] = [null, 0, -1, 1.5, 2 ** 53, '', 'x', '0x10', true, [], {}, [null]]

function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at)
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...at, index], out))
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out)
  }
  return out
}

/** A copy of `value` with what is at `path` replaced (`undefined`: removed). */
export function replacedAt(
  value: unknown,
  path: Path,
  replace: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return replace(value)
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Json) }) as Json
  const next = replacedAt(copy[head as string], rest, replace)
  if (next === undefined && !Array.isArray(copy)) delete copy[head as string]
  else copy[head as string] = next
  return copy
}

type Mutation = 'character' | 'type' | 'oversized' | 'drop' | 'extra'

/** The value broken in one place. */
export function mutationOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom<Mutation>('character', 'character', 'type', 'oversized', 'drop', 'extra'),
      fc.constantFrom(...badCharacters),
      fc.constantFrom(...otherTypes),
    )
    .map(([value, pick, mutation, character, other]) => {
      const paths = pathsOf(value)
      const path = paths[pick % paths.length]!
      return replacedAt(value, path, (old) => {
        switch (mutation) {
          case 'character':
            return typeof old === 'string'
              ? `${old.slice(0, 3)}${character}${old.slice(3)}`
              : `a${character}`
          case 'type':
            return other
          case 'oversized':
            return typeof old === 'number' ? 99_999_999_999 : 'ก'.repeat(20_000)
          case 'drop':
            return path.length === 0 ? null : undefined
          case 'extra':
            return old !== null && typeof old === 'object' && !Array.isArray(old)
              ? { ...old, [`Unknown${character}`]: 1 }
              : [old]
        }
      })
    })
}

/** A text field of a schema: where it is in `fullSample`'s value, and what else it checks. */
export interface TextField {
  path: Path
  /** Whether the contract marks it `x-multiline` (it takes tab, LF and CR). */
  multiline: boolean
  /** Whether its value is also held to an enum, format or pattern (which may speak first). */
  constrained: boolean
}

/** The branch of a oneOf/anyOf that fullSample and textFields take: the first that is not null. */
function branchOf(document: DocumentName, schema: Json): Json {
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined
  if (!branches) return schema
  const chosen = branches
    .map((branch) => resolve(document, branch))
    .find((branch) => !typesOf(branch).every((type) => type === 'null'))
  return merged(document, chosen ?? {})
}

function primaryType(schema: Json): string | undefined {
  return typesOf(schema).find((type) => type !== 'null')
}

/** One value of the schema with every property present and every array holding one item. */
export function fullSample(document: DocumentName, raw: unknown, depth = 0): unknown {
  const schema = branchOf(document, merged(document, resolve(document, raw)))
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null
  switch (primaryType(schema)) {
    case 'string':
      if (schema.format === 'email') return 'somchai@example.com'
      if (schema.format === 'uuid') return '3f2b8c1e-7a4d-4c7e-9a51-2d6f0b9e4c11'
      if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z'
      if (schema.format === 'date') return '1990-05-17'
      if (schema.format === 'uri') return 'https://example.com/'
      if (typeof schema.example === 'string') return schema.example
      return 'ก'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1))
    case 'integer':
    case 'number':
      return (schema.minimum as number | undefined) ?? 1
    case 'boolean':
      return true
    case 'array':
      return depth > DEEP ? [] : [fullSample(document, schema.items, depth + 1)]
    case 'object': {
      const properties = (schema.properties ?? {}) as Json
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => depth <= DEEP || ((schema.required as string[]) ?? []).includes(key))
          .map(([key, property]) => [key, fullSample(document, property, depth + 1)]),
      )
    }
    default:
      return null
  }
}

/** Where fullSample's value holds text, field by field. */
export function textFields(
  document: DocumentName,
  raw: unknown,
  at: Path = [],
  depth = 0,
): TextField[] {
  const schema = branchOf(document, merged(document, resolve(document, raw)))
  if ('const' in schema) return []
  switch (primaryType(schema)) {
    case 'string':
      return [
        {
          path: at,
          multiline: schema['x-multiline'] === true,
          constrained: Array.isArray(schema.enum) || 'format' in schema || 'pattern' in schema,
        },
      ]
    case 'array':
      return depth > DEEP ? [] : textFields(document, schema.items, [...at, 0], depth + 1)
    case 'object': {
      const properties = (schema.properties ?? {}) as Json
      return Object.entries(properties)
        .filter(([key]) => depth <= DEEP || ((schema.required as string[]) ?? []).includes(key))
        .flatMap(([key, property]) => textFields(document, property, [...at, key], depth + 1))
    }
    default:
      return []
  }
}
