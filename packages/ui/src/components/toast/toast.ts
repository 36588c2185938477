import type { ReactNode } from 'react'

/** The kinds of toast; each has its colour, icon and way of being announced. */
type ToastType = 'default' | 'success' | 'error' | 'info' | 'warning'

/** Identifies a toast, for `toast.dismiss(id)` or to replace it by showing another with that id. */
type ToastId = string | number

type ToastOptions = {
  /** Replaces the toast of that id in place (or shows a new one with it); a new id by default. */
  id?: ToastId
  /** Milliseconds before the toast goes away, 3000 by default; `Infinity` keeps it until dismissed. */
  duration?: number
  /** A quieter second line under the message, none by default. */
  description?: ReactNode
  /** Called once when the toast goes, by its timer, by `toast.dismiss` or pushed out; none by default. */
  onDismiss?: (id: ToastId) => void
}

/** One toast as the store holds it. */
type ToastData = {
  id: ToastId
  type: ToastType
  message: ReactNode
  description?: ReactNode
  duration: number
  onDismiss?: (id: ToastId) => void
}

/** How long a toast stays (SPEC.md §9). */
const TOAST_DURATION = 3000
/** The most toasts shown at once (SPEC.md §9): a new one beyond this pushes out the oldest. */
const TOAST_LIMIT = 20

type Timer = { handle?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number }

let toasts: readonly ToastData[] = []
let paused = false
let lastId = 0
const timers = new Map<ToastId, Timer>()
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function runTimer(id: ToastId, timer: Timer) {
  // A toast without a finite duration stays until it is dismissed.
  if (paused || !Number.isFinite(timer.remaining)) return
  timer.startedAt = Date.now()
  timer.handle = setTimeout(() => dismiss(id), Math.max(0, timer.remaining))
}

function stopTimer(timer: Timer) {
  if (timer.handle === undefined) return
  clearTimeout(timer.handle)
  timer.handle = undefined
  timer.remaining -= Date.now() - timer.startedAt
}

function forget(id: ToastId) {
  const timer = timers.get(id)
  if (timer?.handle !== undefined) clearTimeout(timer.handle)
  timers.delete(id)
}

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): ToastId {
  const { id = `toast-${++lastId}`, duration = TOAST_DURATION, description, onDismiss } = options
  const data: ToastData = { id, type, message, description, duration, onDismiss }
  forget(id)
  const index = toasts.findIndex((t) => t.id === id)
  let dropped: ToastData[] = []
  if (index >= 0) {
    toasts = toasts.map((t, i) => (i === index ? data : t))
  } else {
    const next = [...toasts, data]
    dropped = next.slice(0, Math.max(0, next.length - TOAST_LIMIT))
    toasts = next.slice(dropped.length)
  }
  for (const old of dropped) forget(old.id)
  const timer: Timer = { remaining: duration, startedAt: Date.now() }
  timers.set(id, timer)
  runTimer(id, timer)
  emit()
  for (const old of dropped) old.onDismiss?.(old.id)
  return id
}

function dismiss(id?: ToastId) {
  const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id)
  if (gone.length === 0) return
  for (const t of gone) forget(t.id)
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id)
  emit()
  for (const t of gone) t.onDismiss?.(t.id)
}

/**
 * The toasts' state, outside React so that any module can show one. `<Toaster />` reads it; the
 * app only uses `toast()`.
 */
const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: (): readonly ToastData[] => toasts,
  /** Holds every timer (while the toasts are hovered or focused) or lets them run again. */
  setPaused(value: boolean) {
    if (paused === value) return
    paused = value
    for (const [id, timer] of timers) {
      if (value) stopTimer(timer)
      else runTimer(id, timer)
    }
  },
}

type ToastFunction = {
  /** Shows a plain toast and returns its id. */
  (message: ReactNode, options?: ToastOptions): ToastId
  /** Shows a success toast (announced politely). */
  success: (message: ReactNode, options?: ToastOptions) => ToastId
  /** Shows an error toast (announced at once). */
  error: (message: ReactNode, options?: ToastOptions) => ToastId
  /** Shows an information toast (announced politely). */
  info: (message: ReactNode, options?: ToastOptions) => ToastId
  /** Shows a warning toast (announced at once). */
  warning: (message: ReactNode, options?: ToastOptions) => ToastId
  /** Removes the toast of that id, or every toast when no id is given. */
  dismiss: (id?: ToastId) => void
}

/**
 * Shows a toast from anywhere, React or not: `toast.error('Internal Server Error 500')`.
 * Toasts appear at the top centre in `<Toaster />` and go after 3 s unless told otherwise.
 */
const toast: ToastFunction = Object.assign(
  (message: ReactNode, options?: ToastOptions) => show('default', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
    error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
    info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
    warning: (message: ReactNode, options?: ToastOptions) => show('warning', message, options),
    dismiss,
  },
)

export { toast, toastStore, TOAST_DURATION, TOAST_LIMIT }
export type { ToastData, ToastFunction, ToastId, ToastOptions, ToastType }
