/**
 * The store's HTML sanitiser, the same code on the server and in the browser: the HTML is parsed
 * into a tree (by the browser's own parser in the browser, by parse5 in Node: both follow the
 * HTML standard, `hast-util-from-html-isomorphic` picks one by the `browser` export condition),
 * filtered against the allow-list below (`hast-util-sanitize`) and written back out
 * (`hast-util-to-html`). The output is a balanced fragment, so a server render can put it inside
 * its own markup, and the browser's render of the same text is the same string, so hydration
 * matches.
 */
import type { Root } from 'hast'
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic'
import { sanitize, type Schema } from 'hast-util-sanitize'
import { toHtml } from 'hast-util-to-html'
import { elementsOf } from './hast-elements'

/** Prefixed to ids and names, so the server's HTML cannot take over the page's own ids. */
const ID_PREFIX = 'user-content-'

const URL_PROTOCOLS = ['http', 'https']

/**
 * DOMPurify's `html` profile (what the store allowed before), less forms and styles, less what
 * only lives in a document's head or in templates and shadow trees. Attributes are hast property
 * names. Left out on purpose: `style` and `class` (the store's stylesheet is utility classes a
 * description could borrow to cover or hide the page), `data-*`, event handlers, and data: URLs.
 */
const schema: Schema = {
  tagNames: [
    ...['a', 'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'audio', 'b', 'bdi'],
    ...['bdo', 'big', 'blink', 'blockquote', 'br', 'canvas', 'caption', 'center', 'cite'],
    ...['code', 'col', 'colgroup', 'data', 'dd', 'del', 'details', 'dfn', 'dialog', 'dir'],
    ...['div', 'dl', 'dt', 'em', 'fieldset', 'figcaption', 'figure', 'font', 'footer', 'h1'],
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i', 'img', 'ins', 'kbd'],
    ...['label', 'legend', 'li', 'main', 'map', 'mark', 'marquee', 'menu', 'meter', 'nav'],
    ...['nobr', 'ol', 'output', 'p', 'picture', 'pre', 'progress', 'q', 'rp', 'rt', 'ruby'],
    ...['s', 'samp', 'search', 'section', 'small', 'source', 'spacer', 'span', 'strike'],
    ...['strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead'],
    ...['time', 'tr', 'track', 'tt', 'u', 'ul', 'var', 'video', 'wbr'],
  ],
  // Removed with everything inside; any other element that is not allowed leaves its content.
  strip: [
    ...['script', 'style', 'noscript', 'template', 'iframe', 'frameset', 'object', 'embed'],
    ...['noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head', 'svg', 'math'],
  ],
  // Table parts outside a table would end up elsewhere than where they stand.
  ancestors: Object.fromEntries(
    ['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr'].map((tag) => [
      tag,
      ['table'],
    ]),
  ),
  attributes: {
    a: ['href', 'hrefLang', 'download', 'type', ['target', '_blank']],
    area: ['href', 'alt', 'coords', 'shape', 'hrefLang', ['target', '_blank']],
    img: ['src', 'srcSet', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'useMap'],
    source: ['src', 'srcSet', 'sizes', 'media', 'type', 'width', 'height'],
    audio: ['src', 'controls', 'loop', 'muted', 'preload'],
    video: ['src', 'poster', 'controls', 'loop', 'muted', 'preload', 'playsInline'],
    track: ['src', 'kind', 'label', 'srcLang', 'default'],
    ol: ['reversed', 'start', 'type'],
    ul: ['type'],
    li: ['value', 'type'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'dateTime'],
    ins: ['cite', 'dateTime'],
    time: ['dateTime'],
    data: ['value'],
    meter: ['value', 'min', 'max', 'low', 'high', 'optimum'],
    progress: ['value', 'max'],
    details: ['open'],
    dialog: ['open'],
    font: ['color', 'face', 'size'],
    hr: ['noShade', 'size', 'width'],
    map: ['name'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    table: ['border', 'cellPadding', 'cellSpacing', 'summary', 'width', 'bgColor'],
    td: ['colSpan', 'rowSpan', 'headers', 'noWrap', 'width', 'height', 'vAlign', 'bgColor'],
    th: ['colSpan', 'rowSpan', 'headers', 'scope', 'noWrap', 'width', 'height', 'vAlign'],
    '*': [
      ...['id', 'name', 'title', 'lang', 'dir', 'translate', 'align', 'hidden', 'role', 'rel'],
      ...['ariaLabel', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaHidden', 'clear'],
    ],
  },
  clobber: ['id', 'name', 'ariaLabelledBy', 'ariaDescribedBy'],
  clobberPrefix: ID_PREFIX,
  protocols: {
    href: [...URL_PROTOCOLS, 'mailto', 'tel'],
    src: URL_PROTOCOLS,
    srcSet: URL_PROTOCOLS,
    poster: URL_PROTOCOLS,
    cite: URL_PROTOCOLS,
  },
}

/**
 * What the allow-list cannot say alone: a link that opens a new tab gets no handle on ours
 * (`rel="noopener noreferrer"`), and references to an id inside the HTML (`#part`, `usemap`,
 * `headers`) follow the prefix its ids got.
 */
function finishElements(tree: Root) {
  for (const { tagName, properties } of elementsOf(tree)) {
    if ((tagName === 'a' || tagName === 'area') && properties.target === '_blank') {
      properties.rel = ['noopener', 'noreferrer']
    }
    for (const key of ['href', 'useMap'] as const) {
      const value = properties[key]
      if (typeof value === 'string' && value.startsWith('#') && value.length > 1) {
        properties[key] = `#${ID_PREFIX}${value.slice(1)}`
      }
    }
    if (Array.isArray(properties.headers)) {
      properties.headers = properties.headers.map((id) => ID_PREFIX + String(id))
    }
  }
}

/** A change to the safe tree before it is written out (RichText fits its headings so). */
export type SafeTreeEdit = (tree: Root) => void

/**
 * HTML from the server (a topic's Body, a book's FullDescription) made safe to put in the page
 * with `dangerouslySetInnerHTML`: scripts, event handlers, `javascript:` and data: addresses,
 * forms and styles are removed; text, headings, lists, tables, links and pictures stay.
 * `edit` may change the safe tree before it is written out; it runs after the allow-list, so it
 * never sees anything unsafe.
 */
export function sanitizeHtml(html: string | null | undefined, edit?: SafeTreeEdit): string {
  if (!html) return ''
  const tree = sanitize(fromHtmlIsomorphic(html, { fragment: true }), schema) as Root
  finishElements(tree)
  edit?.(tree)
  return toHtml(tree, { characterReferences: { useNamedReferences: true } })
}
