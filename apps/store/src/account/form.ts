import { isApiError } from '@ebook/api'
import { isValidEmail } from '@ebook/ui'
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'
import type { TextKey } from '../i18n'

/** A validation message: a text key and its parameters, translated when shown. */
export type Problem = { key: TextKey; params?: Record<string, string | number> }
export type Problems<V> = Partial<Record<keyof V & string, Problem>>

const problem = (key: TextKey, params?: Problem['params']): Problem => ({ key, params })

// The server's rules (apps/server README, openapi/v2.yaml), checked as the user types.
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const PASSWORD_DISTINCT = 4
const USERNAME = /^[A-Za-z0-9._-]{3,50}$/
const PHONE = /^(0[0-9]{8,9}|\+66[0-9]{8,9})$/

export const rules = {
  required: (value: string): Problem | undefined =>
    value.trim() ? undefined : problem('account_form.required'),
  email: (value: string): Problem | undefined =>
    !value.trim()
      ? problem('account_form.required')
      : isValidEmail(value.trim()) && value.trim().length <= 254
        ? undefined
        : problem('account_form.email_invalid'),
  username: (value: string): Problem | undefined =>
    !value || USERNAME.test(value) ? undefined : problem('account_form.username_invalid'),
  name: (value: string): Problem | undefined =>
    !value.trim()
      ? problem('account_form.required')
      : value.trim().length > 100
        ? problem('account_form.too_long', { max: 100 })
        : undefined,
  phone: (value: string, required = false): Problem | undefined =>
    !value.trim()
      ? required
        ? problem('account_form.required')
        : undefined
      : PHONE.test(value.trim().replace(/[\s-]/g, ''))
        ? undefined
        : problem('account_form.phone_invalid'),
  /** A new password: 8-128 characters, 4 different ones, not the e-mail or username. */
  newPassword: (value: string, identities: readonly string[] = []): Problem | undefined => {
    if (!value) return problem('account_form.required')
    if (value.length < PASSWORD_MIN)
      return problem('account_form.password_short', { min: PASSWORD_MIN })
    if (value.length > PASSWORD_MAX) return problem('account_form.too_long', { max: PASSWORD_MAX })
    if (new Set(value).size < PASSWORD_DISTINCT)
      return problem('account_form.password_simple', { distinct: PASSWORD_DISTINCT })
    const lower = value.toLowerCase()
    if (identities.some((identity) => identity && identity.trim().toLowerCase() === lower))
      return problem('account_form.password_identity')
    return undefined
  },
  confirmation: (value: string, password: string): Problem | undefined =>
    !value
      ? problem('account_form.required')
      : value === password
        ? undefined
        : problem('account_form.password_mismatch'),
}

/** The messages a failed call carries (its ErrorList), or none. */
export function serverMessages(error: unknown): string[] {
  if (!error) return []
  if (isApiError(error)) return error.messages
  return error instanceof Error ? [error.message] : [String(error)]
}

type FormOptions<V> = {
  initial: V
  /** Every problem of the values, recomputed as they change. */
  validate: (values: V) => Problems<V>
}

/**
 * A form's values and their problems, checked as the user types: a field shows its problem
 * once it was changed or left, and every field does after a submit. A failed call never resets
 * the values, so nothing typed is lost.
 */
export function useAccountForm<V extends Record<string, unknown>>({
  initial,
  validate,
}: FormOptions<V>) {
  const t = useT()
  const formId = useId()
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof V, true>>>({})
  const [submitted, setSubmitted] = useState(false)
  const problems = useMemo(() => validate(values), [validate, values])

  const idOf = useCallback((name: keyof V & string) => `${formId}-${name}`, [formId])

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }))
  }, [])

  const touch = useCallback((name: keyof V & string) => {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }))
  }, [])

  /** The translated problem of a field, once it is to be shown. */
  const errorOf = (name: keyof V & string): string | undefined => {
    const found = problems[name]
    if (!found || !(submitted || touched[name])) return undefined
    return t(found.key, found.params)
  }

  /** The props of a text input: its id, value, change and blur. */
  const text = (name: keyof V & string) => ({
    id: idOf(name),
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { currentTarget: { value: string } }) =>
      set(name, event.currentTarget.value as V[typeof name]),
    onBlur: () => touch(name),
  })

  /** A submit handler: with problems it shows them all and focuses the first; else `send`. */
  const submit = (send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const first = (Object.keys(values) as (keyof V & string)[]).find((name) => problems[name])
    if (first) {
      document.getElementById(idOf(first))?.focus()
      return
    }
    send(values)
  }

  /** Starts again from these values (after a successful save). */
  const reset = (next: V = initial) => {
    setValues(next)
    setTouched({})
    setSubmitted(false)
  }

  return { values, set, touch, errorOf, text, submit, reset, idOf, problems }
}
