/**
 * Turns ajv's errors into readable messages in the request's language, one per problem:
 * `Data.Email: must be a valid e-mail address`, `categoryId: must be an integer`.
 */
import type { ErrorObject } from 'ajv/dist/2020.js'
import { coreMessages, type CoreMessageKey, type Lang } from '../i18n/index.ts'
import { TEXT_KEYWORD } from './input-rules.ts'

/** `/Data/Items/0/Name` → `Data.Items[0].Name`. */
export function fieldName(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
  if (extra !== undefined) parts.push(extra)
  return parts.reduce(
    (name, part) => (/^\d+$/u.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  )
}

/** `integer` → "an integer" in the request's language; a list of types joined with "or". */
export function typeNames(lang: Lang, type: unknown): string {
  const types = (Array.isArray(type) ? type : String(type).split(',')) as string[]
  return types
    .map((name) => {
      const key = `validation.type.${name}` as CoreMessageKey
      return key in coreMessagesKeys ? coreMessages(lang, key) : name
    })
    .join(coreMessages(lang, 'validation.type.or'))
}

const coreMessagesKeys = Object.fromEntries(
  (
    [
      'validation.type.integer',
      'validation.type.number',
      'validation.type.string',
      'validation.type.boolean',
      'validation.type.array',
      'validation.type.object',
      'validation.type.null',
    ] as const
  ).map((key) => [key, true]),
)

const formats = new Set(['email', 'date-time', 'date', 'uuid', 'uri'])

function describe(error: ErrorObject, lang: Lang, field: string): string {
  const params = error.params as Record<string, unknown>
  const limit = params.limit as number
  switch (error.keyword) {
    case 'type':
      return coreMessages(lang, 'validation.type', { field, type: typeNames(lang, params.type) })
    case 'required':
      return coreMessages(lang, 'validation.required', {
        field: fieldName(error.instancePath, params.missingProperty as string),
      })
    case 'minLength':
      return limit === 1
        ? coreMessages(lang, 'validation.notEmpty', { field })
        : coreMessages(lang, 'validation.minLength', { field, limit })
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return coreMessages(lang, `validation.${error.keyword}`, { field, limit })
    case 'multipleOf':
      return coreMessages(lang, 'validation.multipleOf', {
        field,
        limit: params.multipleOf as number,
      })
    case 'uniqueItems':
      return coreMessages(lang, 'validation.uniqueItems', { field })
    case 'enum':
      return coreMessages(lang, 'validation.enum', {
        field,
        values: ((params.allowedValues as unknown[]) ?? []).map((v) => String(v)).join(', '),
      })
    case 'const':
      return coreMessages(lang, 'validation.const', { field, value: String(params.allowedValue) })
    case 'pattern':
      return coreMessages(lang, 'validation.pattern', { field })
    case 'format': {
      const format = params.format as string
      return formats.has(format)
        ? coreMessages(lang, `validation.format.${format}` as CoreMessageKey, { field })
        : coreMessages(lang, 'validation.format', { field, format })
    }
    case TEXT_KEYWORD:
      return coreMessages(lang, 'validation.controlCharacters', { field })
    case 'additionalProperties':
      return coreMessages(lang, 'validation.additionalProperties', {
        field: fieldName(error.instancePath, params.additionalProperty as string),
      })
    default:
      return coreMessages(lang, 'validation.invalid', { field })
  }
}

/**
 * Readable messages for a failed validation. `rootLabel` names the validated value itself (the
 * body) when an error is about the whole of it.
 */
export function validationMessages(
  errors: readonly ErrorObject[] | null | undefined,
  lang: Lang,
  rootLabel: string,
): string[] {
  if (!errors?.length) return []
  // A `oneOf: [X, {type: 'null'}]` that fails reports X's errors, the null branch's and a
  // summary; keep what says what is wrong with the value.
  const nullBranch = /\/(oneOf|anyOf)\/\d+\/type$/u
  const relevant = errors.filter(
    (error) =>
      !(
        error.keyword === 'type' &&
        error.params.type === 'null' &&
        nullBranch.test(error.schemaPath)
      ),
  )
  const kept = relevant.filter(
    (error) =>
      !(
        (error.keyword === 'oneOf' ||
          error.keyword === 'anyOf' ||
          error.keyword === 'if' ||
          error.keyword === 'propertyNames') &&
        relevant.some(
          (other) =>
            other !== error &&
            other.keyword !== 'oneOf' &&
            other.keyword !== 'anyOf' &&
            other.keyword !== 'if' &&
            other.instancePath.startsWith(error.instancePath),
        )
      ),
  )
  // A value of the wrong type gets one message: the type, not also the enum or pattern it misses.
  const typeWrong = new Set(kept.filter((e) => e.keyword === 'type').map((e) => e.instancePath))
  const focused = kept.filter(
    (error) =>
      error.keyword === 'type' ||
      error.keyword === 'required' ||
      !typeWrong.has(error.instancePath),
  )
  const messages = focused.map((error) =>
    describe(error, lang, fieldName(error.instancePath) || rootLabel),
  )
  return [...new Set(messages)]
}
