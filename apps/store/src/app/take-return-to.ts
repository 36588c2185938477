import { RETURN_TO_KEY, session, storePath, type Remembered } from './return-to'

// The way back after signing in, apart from return-to.ts: the first load remembers pages (a page
// that needs an account sends the visitor away), only the sign-in pages take them.

/**
 * SPEC §9 "Redirect fallback waits 60 s", as this store gives it a meaning: when the app sends a
 * visitor away to sign in (the need-login modal's OK, a page that needs an account, the trip to an
 * external sign-in provider), it remembers the page they were on, with the time. After signing in
 * (or out) the app goes back to that page only if it was remembered less than 60 s before; later
 * than that, or with nothing remembered, it goes to the fallback, the home page (SPEC §2). A
 * remembered page is used once. A page remembered long ago (a login form left open for an hour,
 * a sign-in abandoned and done again another day) is not where the visitor means to be now.
 */
export const RETURN_TO_WINDOW_MS = 60_000

/** The fallback after signing in or out (SPEC §2). */
export const FALLBACK_PATH = '/'

/**
 * Where to go after signing in or out: the remembered page when it was remembered less than 60 s
 * ago, else the home page. The remembered page is forgotten either way.
 */
export function takeReturnTo(now: () => number = Date.now): string {
  const storage = session()
  let remembered: Partial<Remembered> | null = null
  try {
    remembered = JSON.parse(storage?.getItem(RETURN_TO_KEY) ?? 'null') as Partial<Remembered>
    storage?.removeItem(RETURN_TO_KEY)
  } catch {
    /* damaged or refused: nothing remembered */
  }
  const path = storePath(remembered?.path)
  const at = remembered?.at
  if (!path || typeof at !== 'number') return FALLBACK_PATH
  const age = now() - at
  return age >= 0 && age < RETURN_TO_WINDOW_MS ? path : FALLBACK_PATH
}
