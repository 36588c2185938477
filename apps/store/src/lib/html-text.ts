import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic'
import { toText } from 'hast-util-to-text'

/**
 * The words of HTML from the server without its markup (a listing's blurb, a page's meta
 * description): what a reader sees, so no script, style or template text; paragraphs, list items
 * and line breaks as single spaces. Parsed as `sanitizeHtml` parses (src/lib/sanitize.ts), so a
 * server render and the browser give the same text. Nothing in the HTML runs or loads.
 */
export function textOfHtml(html: string | null | undefined): string {
  if (!html) return ''
  return toText(fromHtmlIsomorphic(html, { fragment: true }))
    .replace(/\s+/g, ' ')
    .trim()
}
