/**
 * Rules for request input that JSON Schema alone does not state, kept in one place so the
 * contract's validators and the server's own checks apply the same ones:
 *
 * - text: no control characters (C0, DEL, C1) and no lone surrogates; tab, line feed and
 *   carriage return only in fields the contract marks `x-multiline: true`. PostgreSQL refuses
 *   U+0000 in text, and the others have no place in names, addresses or messages.
 * - numbers in paths, queries and headers: plain decimal (`16`), never `0x10`, `1e1`, `+16`,
 *   `016` or ` 16`, which JavaScript's Number() would read as the same number.
 * - e-mail addresses: exactly what the contract's `format: email` accepts.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js'
import { fullFormats } from 'ajv-formats/dist/formats.js'

/** The ajv keyword the request validators carry on every string schema. */
export const TEXT_KEYWORD = 'textCharacters'

/** Where a string schema takes line breaks and tabs (`x-multiline: true` in the contract). */
export type TextKind = 'line' | 'multiline'

// With the u flag a surrogate range matches only a surrogate that is not half of a pair.
/* eslint-disable no-control-regex -- control characters are what these find */
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u
const forbiddenInMultiline = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u
/* eslint-enable no-control-regex */

/** Whether `text` holds a character its kind of field does not take. */
export function hasControlCharacter(text: string, kind: TextKind = 'line'): boolean {
  return (kind === 'multiline' ? forbiddenInMultiline : forbiddenInLine).test(text)
}

const emailPattern = fullFormats.email as RegExp

/** The contract's `format: email` (ajv-formats' full email rule), for the server's own checks. */
export function isEmailAddress(text: string): boolean {
  return emailPattern.test(text)
}

const plainInteger = /^(?:0|-?[1-9][0-9]*)$/u
const plainNumber = /^(?:0|-?[1-9][0-9]*)(?:\.[0-9]+)?$/u

/** Whether a path, query or header value is a number written as the contract says. */
export function isPlainNumber(text: string, type: 'integer' | 'number'): boolean {
  return (type === 'integer' ? plainInteger : plainNumber).test(text)
}

/** Adds the text keyword and the shared e-mail rule to an ajv (after ajv-formats). */
export function addInputRules(ajv: Ajv2020): void {
  ajv.addFormat('email', isEmailAddress)
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    errors: false,
    validate: (kind: TextKind, data: string) => !hasControlCharacter(data, kind),
  })
}

type Json = Record<string, unknown>

const typeIncludes = (node: Json, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type))

/**
 * A copy of a document for request validation: every string schema carries the text keyword
 * (its kind from `x-multiline`), and every object's property names are checked the same way.
 */
export function withInputRules(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withInputRules)
  if (node === null || typeof node !== 'object') return node
  const copy: Json = {}
  for (const [key, value] of Object.entries(node)) {
    // Examples are data, not schemas.
    copy[key] = key === 'example' || key === 'examples' ? value : withInputRules(value)
  }
  if (typeIncludes(copy, 'string')) {
    copy[TEXT_KEYWORD] = copy['x-multiline'] === true ? 'multiline' : 'line'
  }
  if ((typeIncludes(copy, 'object') || 'properties' in copy) && !('propertyNames' in copy)) {
    copy.propertyNames = { [TEXT_KEYWORD]: 'line' }
  }
  return copy
}
