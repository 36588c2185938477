/**
 * Whether a request takes a compressed answer: the app's compress middleware runs only then, and
 * the fast routes leave to the app every answer that middleware would change.
 */
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

/** Whether an Accept-Encoding header may take gzip or deflate (compress() decides exactly). */
export function acceptsCompression(header: string | undefined): boolean {
  return header !== undefined && /gzip|deflate|\*/iu.test(header)
}

/** The smallest answer compress() compresses (its default threshold). */
const COMPRESS_THRESHOLD = 1024

/** Whether compress() would compress an answer of this type and size for a client that takes it. */
export function compressesAnswer(contentType: string, bytes: number): boolean {
  return bytes >= COMPRESS_THRESHOLD && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)
}
