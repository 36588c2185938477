// In the browser no sanitiser comes with the app: a hydrated page keeps the server's sanitised
// HTML, and HTML the server did not send loads it (src/lib/safe-html.ts).
export const sanitizerAtStart = undefined
