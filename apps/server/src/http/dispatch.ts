/**
 * Serving one operation: language, authentication (401 before anything else on registered-only
 * operations), request validation (400 with readable messages), the handler, and the answer in
 * the operation's envelope.
 */
import type { Context } from 'hono'
import { coreMessages, type Lang } from '../i18n/index.ts'
import { AuthContext } from './auth-context.ts'
import { clientAddress } from './client-address.ts'
import type { CompiledOperation } from './contract.ts'
import { successBody } from './envelope.ts'
import { resolveLanguage } from './language.ts'
import type { AppDeps, AppEnv, Handler, OperationInput } from './operations.ts'
import { isPlainNumber } from './input-rules.ts'
import { ApiError, Reply } from './reply.ts'
import { typeNames, validationMessages } from './validation.ts'

/** The largest request body taken (larger ones answer 400). */
export const MAX_BODY_BYTES = 1024 * 1024

type Validator = CompiledOperation['validatePath']

function check(
  validate: Validator,
  value: unknown,
  lang: Lang,
  rootLabel: string,
  errors: string[],
) {
  if (validate && !validate(value)) {
    errors.push(...validationMessages(validate.errors, lang, rootLabel))
  }
}

/** The media type of a Content-Type header, lower case, without its parameters. */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase()
}

async function readBody(c: Context, operation: CompiledOperation, lang: Lang) {
  const spec = operation.body!
  const declared = Number(c.req.header('Content-Length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new ApiError(400, [coreMessages(lang, 'request.tooLarge')])
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new ApiError(400, [coreMessages(lang, 'request.tooLarge')])
  }
  if (text.trim() === '') return { present: false, value: undefined }
  // A body in another media type (text/plain, a form, multipart, XML) is not what the
  // operation takes, even when its text happens to parse.
  if (mediaTypeOf(c.req.header('Content-Type')) !== spec.mediaType) {
    throw new ApiError(415, [
      coreMessages(lang, 'request.unsupportedMediaType', { type: spec.mediaType }),
    ])
  }
  if (spec.mediaType === 'application/x-www-form-urlencoded') {
    return { present: true, value: Object.fromEntries(new URLSearchParams(text)) }
  }
  try {
    return { present: true, value: JSON.parse(text) as unknown }
  } catch {
    throw new ApiError(400, [coreMessages(lang, 'request.malformedJson')])
  }
}

/**
 * Numbers in the path, query and headers must be plain decimal: ajv's coercion (Number()) would
 * read `0x10`, `1e1`, `+16`, `016` and ` 16` as numbers too. Only text that coercion would take
 * is reported here; for other text (`two`, `0.5` for an integer) ajv's own message says it.
 */
function checkPlainNumbers(
  operation: CompiledOperation,
  raw: Record<'path' | 'query' | 'header', Record<string, unknown>>,
  lang: Lang,
  errors: string[],
) {
  for (const parameter of operation.parameters) {
    if (!parameter.numeric || parameter.in === 'cookie') continue
    const value = raw[parameter.in][parameter.name]
    const texts = Array.isArray(value) ? value : value === undefined ? [] : [value]
    const coerced = (text: string) =>
      text !== '' &&
      (parameter.numeric === 'integer'
        ? Number.isInteger(Number(text))
        : Number.isFinite(Number(text)))
    if (
      texts.some(
        (text) =>
          typeof text === 'string' && coerced(text) && !isPlainNumber(text, parameter.numeric!),
      )
    ) {
      errors.push(
        coreMessages(lang, 'validation.plainNumber', {
          field: parameter.name,
          type: typeNames(lang, parameter.numeric),
        }),
      )
    }
  }
}

/** Reads and validates path, query, headers and body; throws one 400 listing every problem. */
export async function readRequest(c: Context, operation: CompiledOperation, lang: Lang) {
  const errors: string[] = []
  const params: Record<string, unknown> = { ...c.req.param() }

  const query: Record<string, unknown> = {}
  const headers: Record<string, unknown> = {}
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query') {
      const values = c.req.queries(parameter.name)
      if (values?.length) query[parameter.name] = parameter.isArray ? values : values[0]
    } else if (parameter.in === 'header') {
      const value = c.req.header(parameter.name)
      if (value !== undefined) headers[parameter.name] = value
    }
  }
  checkPlainNumbers(operation, { path: params, query, header: headers }, lang, errors)
  check(operation.validatePath, params, lang, 'path', errors)
  check(operation.validateQuery, query, lang, 'query', errors)
  check(operation.validateHeaders, headers, lang, 'headers', errors)

  let body: unknown = undefined
  if (operation.body) {
    const read = await readBody(c, operation, lang)
    if (!read.present) {
      if (operation.body.required) errors.push(coreMessages(lang, 'request.bodyRequired'))
    } else {
      body = read.value
      check(operation.body.validate, body, lang, coreMessages(lang, 'request.body'), errors)
    }
  }
  if (errors.length) throw new ApiError(400, [...new Set(errors)])
  return { params, query, headers, body }
}

/** Serves one request of an operation with its handler. */
export async function dispatch(
  c: Context<AppEnv>,
  operation: CompiledOperation,
  handler: Handler<never>,
  deps: AppDeps,
): Promise<Response> {
  c.set('document', operation.document)
  const auth = new AuthContext(
    deps.db,
    deps.tokens,
    deps.guests,
    { token: c.req.header('Token'), deviceId: c.req.header('deviceId') },
    () => coreMessages(c.get('lang'), 'request.unauthorized'),
    () => coreMessages(c.get('lang'), 'request.deviceRequired'),
  )
  const lang = await resolveLanguage(c, auth)
  c.set('lang', lang)
  if (operation.registeredOnly) await auth.requireSignedIn()
  const request = await readRequest(c, operation, lang)
  const input = {
    ...deps,
    ...request,
    lang,
    t: (key, params) => coreMessages(lang, key, params),
    auth,
    clientAddress: clientAddress(c, deps.config.trustedProxies),
    c,
    operation,
  } as OperationInput<unknown>
  const result: unknown = await (handler as (input: OperationInput<unknown>) => Promise<unknown>)(
    input,
  )
  if (result instanceof Response) return result
  const answer = result instanceof Reply ? result : new Reply(result)
  return c.json(
    successBody(
      operation.successEnvelope,
      answer.data,
      answer.options.message ?? null,
      answer.options.errorList ?? [],
    ),
    answer.options.status ?? operation.successStatus,
  )
}
