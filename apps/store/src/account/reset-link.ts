// The reset link's address (`/reset-password/$token/$guid`). The route's `params` use it and are
// not split out of the first load, so this module imports only the router.
import { notFound } from '@tanstack/react-router'

/** The link's parts: the secret (URL-safe, 16-128 characters) and the customer's GUID. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The route's `params`: a link that cannot be one is the 'Page Not Found: {path}' page. */
export const resetLinkParams = {
  parse: ({ token, guid }: { token: string; guid: string }) => {
    if (!TOKEN.test(token) || !GUID.test(guid)) throw notFound()
    return { token, guid }
  },
  stringify: ({ token, guid }: { token: string; guid: string }) => ({ token, guid }),
}
