// Plain Node: renders the app's component tree (built by `vite build --ssr src/App.tsx`, which
// leaves @ebook/ui and React as imports of the installed packages) with react-dom/server, in
// both languages, and checks the HTML holds what the browser shows.
import { readFile } from 'node:fs/promises'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from '../dist-ssr/App.js'

const appTexts = JSON.parse(await readFile(new URL('../src/texts.json', import.meta.url), 'utf8'))
const today = new Date(2025, 2, 15)
const monthCaption = { th: 'มีนาคม 2568', en: 'March 2025' }
const problems = []
for (const locale of ['th', 'en']) {
  const t = appTexts[locale]
  const html = renderToString(createElement(App, { locale, today }))
  const texts = [t.heading, t.openDialog, t.bookTitle, t.bookAuthor, monthCaption[locale], '฿159']
  const missing = texts.filter((text) => !html.includes(text))
  if (missing.length > 0) problems.push(`${locale}: the HTML lacks ${missing.join(', ')}`)
  for (const slot of ['date-picker', 'book-card', 'button', 'toaster'])
    if (!html.includes(`data-slot="${slot}"`)) problems.push(`${locale}: no data-slot="${slot}"`)
  if (!html.includes('data-day="2025-03-14"')) problems.push(`${locale}: no day 2025-03-14`)
  if (!/<article\b/.test(html)) problems.push(`${locale}: the book card is no <article>`)
  console.log(`${locale}: ${html.length} characters of HTML`)
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
