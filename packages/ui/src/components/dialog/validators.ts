/**
 * Checks of the prompt dialog's inputs (SPEC §5), exported for the app's own forms.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
const TOP_LEVEL = /^[a-z]{2,63}$/i

/** True for a basic email address: something, '@', a domain with a dot, and no spaces. */
function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

/**
 * True for an http(s) address on a public domain name: labels of letters, digits and inner
 * hyphens, and a top-level domain of two or more letters. `localhost` and bare IP addresses are
 * refused: addresses typed into the store are shared with other people, for whom they would
 * not lead anywhere. Non-Latin names count by their punycode (`xn--`) form.
 */
function isValidHttpUrl(value: string): boolean {
  const text = value.trim()
  // The URL parser accepts 'http:example.com'; ask for the slashes people expect.
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return false
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const host = url.hostname.replace(/\.$/, '')
  if (host.length > 253) return false
  const labels = host.split('.')
  const topLevel = labels.at(-1) ?? ''
  return (
    labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(topLevel)
  )
}

export { isValidEmail, isValidHttpUrl }
