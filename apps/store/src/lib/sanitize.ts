import createDOMPurify from 'dompurify'

// The store's own instance, so its hook does not change a DOMPurify used elsewhere.
const purify = createDOMPurify(window)

// A link that opens a new tab must not hand that tab a handle on ours.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/**
 * HTML from the server (a topic's Body, a book's FullDescription) made safe to put in the page
 * with `dangerouslySetInnerHTML`: scripts, event handlers, `javascript:` addresses, forms and
 * styles are removed; text, headings, lists, tables, links and pictures stay.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  })
}
