/**
 * Where the store's HTML sanitiser (src/lib/sanitize.ts) runs, for a component that shows HTML
 * from the API with `dangerouslySetInnerHTML`:
 *
 * - on the server, synchronously: the page's HTML carries the sanitised text;
 * - in the browser, while hydrating that page, not at all: the element keeps the DOM the server
 *   sent, which is already the sanitised text (no parser or sanitiser loads to hydrate a page);
 * - in the browser, for HTML the server did not send (a page reached by client navigation, a
 *   text that changed after hydration): the sanitiser, a lazy part, loads on first need (the
 *   component suspends until it is there) and sanitises here.
 */
import { sanitizerAtStart } from '#sanitizer-at-start'
import { use, useMemo, useState, useSyncExternalStore } from 'react'
import type { SafeTreeEdit, sanitizeHtml } from './sanitize'

type Sanitize = typeof sanitizeHtml
type InnerHtml = { __html: string }

/**
 * The element's HTML while it keeps the server's DOM. One object for every render: React sets
 * `innerHTML` again whenever it gets another object, and this one's text is not the DOM's.
 */
const KEEP_SERVER_DOM: InnerHtml = Object.freeze({ __html: '' })

/** The server's renders sanitise synchronously: the server has the sanitiser from the start. */
let loaded: Sanitize | undefined = sanitizerAtStart
let loading: Promise<Sanitize> | undefined

/** The browser's sanitiser, loaded once, on first need. */
function loadSanitizer(): Promise<Sanitize> {
  if (!loading) {
    loading = import('./sanitize').then((module) => (loaded = module.sanitizeHtml))
    // A failed load (offline, a stale build) is tried again by the next render that needs it.
    loading.catch(() => (loading = undefined))
  }
  return loading
}

const noSubscription = () => () => {}

/**
 * `html` made safe, as the `dangerouslySetInnerHTML` of the element that shows it; give that
 * element `suppressHydrationWarning` (while it keeps the server's DOM, React's own copy of its
 * HTML is empty). `edit` changes the safe tree before it is written out (memoise it: a new
 * function sanitises again).
 */
export function useSafeHtml(html: string | null | undefined, edit?: SafeTreeEdit): InnerHtml {
  // True on the server and while hydrating the server's HTML; false in any later render.
  const fromServer = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  // The text the server's DOM shows, until the component is asked to show another.
  const [serverText, setServerText] = useState(() => (fromServer ? (html ?? '') : undefined))
  // Only the browser keeps a DOM: a render on the server has the sanitiser at start.
  const inBrowser = sanitizerAtStart === undefined
  const keep = inBrowser && serverText !== undefined && serverText === (html ?? '')
  if (inBrowser && serverText !== undefined && !keep) setServerText(undefined)
  const sanitize = loaded
  const safe = useMemo(
    () => (keep ? KEEP_SERVER_DOM : sanitize ? { __html: sanitize(html, edit) } : undefined),
    [keep, sanitize, html, edit],
  )
  if (safe) return safe
  // HTML the server did not send, and the sanitiser not here yet: wait for it (Suspense).
  return { __html: use(loadSanitizer())(html, edit) }
}
