/**
 * Dialogs callable from code, inside React or not (like sonner's `toast`): `confirm`, `prompt`
 * and `alert` put a request in this store and return a promise; `<DialogHost />`, rendered once
 * by the app, shows the requests and settles them.
 */
import type { ReactNode } from 'react'

/** The kinds of value a prompt asks for; email and url are checked before OK is accepted. */
type PromptInputType = 'text' | 'email' | 'url'

type ConfirmOptions = {
  /** The question, as the dialog's title. */
  title: ReactNode
  /** More detail under the title, none by default. */
  message?: ReactNode
  /** The confirming button's text, the kit's 'OK' by default. */
  confirmLabel?: string
  /** The refusing button's text, the kit's 'No' by default. */
  cancelLabel?: string
  /** Paints the confirming button as destructive (delete, remove), false by default. */
  destructive?: boolean
}

type PromptOptions = {
  /** The question, as the dialog's title. */
  title: ReactNode
  /** More detail under the title, none by default. */
  message?: ReactNode
  /** What to ask for: 'text' (by default), 'email' or 'url'. */
  input?: PromptInputType
  /** The field's visible label; by default the field is named by the title. */
  label?: string
  /** The field's starting value, empty by default. */
  defaultValue?: string
  /** Refuses an empty answer, false by default. */
  required?: boolean
  /** A hint shown in the empty field, none by default. */
  placeholder?: string
  /** The submitting button's text, the kit's 'OK' by default. */
  confirmLabel?: string
  /** The cancelling button's text, the kit's 'Cancel' by default. */
  cancelLabel?: string
}

type AlertOptions = {
  /** The notice, as the dialog's title. */
  title: ReactNode
  /** More detail under the title, none by default. */
  message?: ReactNode
  /** The button's text, the kit's 'OK' by default. */
  confirmLabel?: string
}

type DialogRequest =
  | { id: number; type: 'confirm'; options: ConfirmOptions; settle: (value: boolean) => void }
  | { id: number; type: 'prompt'; options: PromptOptions; settle: (value: string | null) => void }
  | { id: number; type: 'alert'; options: AlertOptions; settle: (value: undefined) => void }

type Settles = {
  confirm: boolean
  prompt: string | null
  alert: undefined
}

let requests: readonly DialogRequest[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function open<T extends keyof Settles>(
  type: T,
  options: Extract<DialogRequest, { type: T }>['options'],
): Promise<Settles[T]> {
  return new Promise((resolve) => {
    const id = nextId++
    const settle = (value: Settles[T]) => {
      requests = requests.filter((request) => request.id !== id)
      emit()
      resolve(value)
    }
    requests = [...requests, { id, type, options, settle } as DialogRequest]
    emit()
  })
}

/** The cancelled answer of each kind: false, null, nothing. */
function cancel(request: DialogRequest) {
  if (request.type === 'confirm') request.settle(false)
  else if (request.type === 'prompt') request.settle(null)
  else request.settle(undefined)
}

/** The store `<DialogHost />` reads; `dismissAll()` cancels every open request (on logout, say). */
const dialogStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot(): readonly DialogRequest[] {
    return requests
  },
  cancel,
  dismissAll() {
    for (const request of requests) cancel(request)
  },
}

/** Asks a yes/no question: true for OK, false for No, Escape, back or the close button. */
function confirm(options: ConfirmOptions): Promise<boolean> {
  return open('confirm', options)
}

/** Asks for one value: the answer, or null when cancelled. Email and url answers are checked. */
function prompt(options: PromptOptions): Promise<string | null> {
  return open('prompt', options)
}

/** Shows a notice with one OK button; resolves when it is closed. */
function alert(options: AlertOptions): Promise<void> {
  return open('alert', options)
}

export { alert, confirm, dialogStore, prompt }
export type { AlertOptions, ConfirmOptions, DialogRequest, PromptInputType, PromptOptions }
