/**
 * The stack of open overlays (dialogs and popovers), one per page, shared by every kit overlay.
 *
 * Like Mantine's modal stack and Ionic's back-button handler, one place decides which overlay a
 * key or a back gesture belongs to: only the top overlay reacts to Escape, and the browser's back
 * button closes only the top dialog while the page stays.
 *
 * Back navigation works with history entries: a dialog that opens pushes one (same URL, the
 * current state copied, a marker added), so "back" lands on the page again and fires `popstate`,
 * upon which the top dialog closes. A dialog closed another way gives its entry back with
 * `history.go(-n)`, and the `popstate` that causes is ignored. The stack only goes back over
 * entries it can see are its own (the marker is in `history.state`): if the app navigated in the
 * meantime (a router push), the stack leaves history alone, and the page's entries pushed for
 * dialogs stay behind as harmless steps (going back onto one closes nothing).
 */
import { zIndex } from '../theme/tokens'

/** What kind of overlay a layer is: dialogs take a history entry, popovers do not. */
type OverlayKind = 'dialog' | 'popover'

/** Why the stack asks a layer to close. */
type DismissReason = 'escape' | 'back'

/** An overlay as the stack sees it. */
type OverlayLayer = {
  kind: OverlayKind
  /** Takes a history entry, so that the browser's back button closes it. */
  history: boolean
  /** Asked to close for Escape or back navigation; returns false when the layer refuses. */
  dismiss: (reason: DismissReason) => boolean
}

type Entry = OverlayLayer & { key: string; released: boolean }

const HISTORY_KEY = '__ebookOverlay'
/** Tells this page load's history entries from those a previous load left behind. */
const session = Math.random().toString(36).slice(2)

let entries: readonly Entry[] = []
/** The `<dialog>` elements of open dialogs by key (a dialog's content may mount before its entry). */
const elements = new Map<string, HTMLElement>()
const listeners = new Set<() => void>()
let listening = false
let awaitingPop = false
let popTimer: ReturnType<typeof setTimeout> | undefined
let syncQueued = false
const settledWaiters: Array<() => void> = []

type Marker = { session: string; depth: number }

/** How many of this page's overlay entries lie at and below the given history state. */
function depthOf(state: unknown): number {
  const marker = (state as { [HISTORY_KEY]?: Marker } | null)?.[HISTORY_KEY]
  return marker?.session === session ? marker.depth : 0
}

function emit() {
  lockScroll(entries.some((entry) => entry.kind === 'dialog'))
  listeners.forEach((listener) => listener())
}

/**
 * Keeps the page from scrolling under open dialogs (a modal `<dialog>` does not do it itself).
 * A page that shows a scrollbar keeps its gutter, so nothing behind the backdrop shifts sideways.
 */
function lockScroll(locked: boolean) {
  const root = document.documentElement
  if (locked === (root.dataset.overlayScrollLock !== undefined)) return
  if (locked) {
    root.dataset.overlayScrollLock = ''
    const hasScrollbar = window.innerWidth > root.clientWidth
    root.style.overflow = 'hidden'
    if (hasScrollbar) root.style.scrollbarGutter = 'stable'
  } else {
    delete root.dataset.overlayScrollLock
    root.style.overflow = ''
    root.style.scrollbarGutter = ''
  }
}

function openHistoryEntries() {
  return entries.filter((entry) => entry.history && !entry.released)
}

/** Brings history in line with the open dialogs: one pushed entry per dialog that wants one. */
function sync() {
  syncQueued = false
  if (awaitingPop) return
  const { history } = window
  const wanted = openHistoryEntries().length
  const current = depthOf(history.state)
  if (wanted < current) {
    awaitingPop = true
    // Stops waiting for the `popstate` of its own step back after a second.
    popTimer = setTimeout(() => {
      awaitingPop = false
      sync()
    }, 1000)
    history.go(wanted - current)
    return
  }
  const base: unknown = history.state
  for (let depth = current + 1; depth <= wanted; depth++) {
    const marker: Marker = { session, depth }
    history.pushState({ ...(typeof base === 'object' ? base : {}), [HISTORY_KEY]: marker }, '')
  }
  settledWaiters.splice(0).forEach((resolve) => resolve())
}

function scheduleSync() {
  if (syncQueued) return
  syncQueued = true
  queueMicrotask(sync)
}

function onPopState(event: PopStateEvent) {
  if (awaitingPop) {
    // The stack's own step back: nothing to close.
    awaitingPop = false
    clearTimeout(popTimer)
  } else {
    // One step back closes the top dialog; a longer jump (the browser's history menu) closes as
    // many, top first. A dialog that refuses keeps the page: sync pushes its entry again.
    for (const entry of openHistoryEntries().slice(depthOf(event.state)).reverse()) {
      entry.released = true
      entry.released = entry.dismiss('back')
    }
  }
  scheduleSync()
}

function onKeyDown(event: KeyboardEvent) {
  const top = entries.at(-1)
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || !top) return
  // Handled here, before Radix's own layers (the kit's overlays tell Radix to ignore Escape).
  event.preventDefault()
  top.released = top.dismiss('escape') || top.released
  scheduleSync()
}

/** Puts an overlay on top of the stack; `key` is unique per overlay (React's `useId`). */
function add(key: string, layer: OverlayLayer) {
  if (!listening) {
    listening = true
    addEventListener('keydown', onKeyDown, { capture: true })
    addEventListener('popstate', onPopState)
  }
  entries = [...entries.filter((entry) => entry.key !== key), { ...layer, key, released: false }]
  emit()
  if (layer.history) scheduleSync()
}

/** Takes an overlay off the stack (it closed or unmounted); its history entry is given back. */
function remove(key: string) {
  const entry = entries.find((candidate) => candidate.key === key)
  if (!entry) return
  entries = entries.filter((candidate) => candidate !== entry)
  emit()
  if (entry.history) scheduleSync()
}

/** Records the `<dialog>` element of an open dialog, or forgets it (null). */
function setElement(key: string, element: HTMLElement | null) {
  if (element) elements.set(key, element)
  else elements.delete(key)
  emit()
}

/**
 * The top open dialog's element, or null when no dialog is open. Everything outside a modal
 * dialog is inert and under its backdrop, so what must stay usable above dialogs (the toasts)
 * renders inside this element.
 */
function topDialogElement(): HTMLElement | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const element = elements.get(entries[i]!.key)
    if (element) return element
  }
  return null
}

/** The overlay's place in the stack, 0 at the bottom; -1 when it is not open. */
function levelOf(key: string): number {
  return entries.findIndex((entry) => entry.key === key)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The z-index of a popover at a level of the stack, one `zIndex.step` higher per level. Dialogs
 * need none: the browser's top layer stacks them, each over the ones opened before.
 */
function overlayZIndex(level: number): number {
  return zIndex.dialog + Math.max(level, 0) * zIndex.step
}

/**
 * Resolves once the history entries of closed dialogs have been given back. Navigate after it
 * when a dialog's button leads to another page, or the step back would undo the navigation.
 */
function whenOverlayHistorySettled(): Promise<void> {
  return new Promise((resolve) => {
    // A macrotask later: the dialog that just closed has left the stack by then.
    setTimeout(() => {
      settledWaiters.push(resolve)
      if (!awaitingPop) sync()
    }, 0)
  })
}

/** The stack's internals, for the overlay hooks and tests. */
const overlayStack = { add, remove, levelOf, setElement, subscribe, topDialogElement }

export { overlayStack, overlayZIndex, whenOverlayHistorySettled }
export type { DismissReason, OverlayKind, OverlayLayer }
