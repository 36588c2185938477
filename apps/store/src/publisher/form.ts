import { isApiError } from '@ebook/api'
import { useRef, useState, type RefObject } from 'react'

/** A form's problems, one message per field at most. */
export type Problems<V> = Partial<Record<keyof V, string>>

/**
 * The state of a form checked as it is typed: a field's problem shows once it was changed or
 * left (or a send was tried), and goes as soon as the value is right. What the server refuses
 * stays beside its field (its messages name the field: `Data.Email: ...`) or above the form,
 * and what was typed is never lost.
 */
export function useCheckedForm<V extends Record<string, unknown>>(
  initial: V,
  check: (values: V) => Problems<V>,
  /** The server's name of each field (`Email`, `BankAccount.AccountNumber`). */
  serverNames: Partial<Record<keyof V, string>> = {},
) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const [fromServer, setFromServer] = useState<Problems<V>>({})
  const [general, setGeneral] = useState<string[]>([])
  const formRef = useRef<HTMLFormElement>(null)
  const problems = check(values)

  const forget = (name: keyof V) =>
    setFromServer((before) => {
      if (!(name in before)) return before
      const { [name]: _, ...rest } = before
      return rest as Problems<V>
    })

  return {
    values,
    formRef: formRef as RefObject<HTMLFormElement>,
    /** The message to show beside a field, if any. */
    errorOf: (name: keyof V): string | undefined =>
      fromServer[name] ?? (touched[name] ? problems[name] : undefined),
    /** The server's messages that name no field. */
    general,
    set<K extends keyof V>(name: K, value: V[K]) {
      setValues((before) => ({ ...before, [name]: value }))
      setTouched((before) => ({ ...before, [name]: true }))
      forget(name)
    },
    touch: (name: keyof V) => setTouched((before) => ({ ...before, [name]: true })),
    /**
     * Before sending: shows every problem and moves to the first; true when there is none.
     */
    ready(): boolean {
      setGeneral([])
      setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as never)
      if (Object.values(problems).some(Boolean)) {
        // After React has drawn the messages.
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        )
        return false
      }
      return true
    },
    /** After a refused send: each message beside its field, or above the form. */
    refused(error: unknown) {
      const messages = isApiError(error)
        ? error.messages
        : [error instanceof Error ? error.message : String(error)]
      const byField: Problems<V> = {}
      const rest: string[] = []
      for (const message of messages) {
        const match = /^Data\.([\w.]+):\s*(.+)$/.exec(message)
        const field = match
          ? (Object.keys(serverNames) as (keyof V)[]).find((key) => serverNames[key] === match[1])
          : undefined
        if (field && match) byField[field] = match[2]
        else rest.push(message)
      }
      setFromServer(byField)
      setGeneral(rest)
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[data-form-problems], [aria-invalid="true"]')
          ?.focus(),
      )
    },
  }
}

/** A basic e-mail address: something@domain.tld. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** Digits only, without the spaces and dashes people type in numbers. */
export const digitsOf = (value: string) => value.replace(/[\s-]/g, '')
