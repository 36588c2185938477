// The sanitiser a render has from the start, by where it runs (package.json `imports`): on the
// server its renders sanitise synchronously; the browser's build has none (the `browser` variant,
// sanitizer-at-start.browser.ts) and loads it when it needs it (src/lib/safe-html.ts).
import { sanitizeHtml } from './sanitize'

export const sanitizerAtStart: typeof sanitizeHtml | undefined = sanitizeHtml
