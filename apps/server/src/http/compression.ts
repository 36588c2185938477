/**
 * Whether a request takes a compressed answer: the app's compress middleware runs only then, and
 * the fast routes leave to the app every answer that middleware would change.
 */

/** Whether an Accept-Encoding header may take gzip or deflate (compress() decides exactly). */
export function acceptsCompression(header: string | undefined): boolean {
  return header !== undefined && /gzip|deflate|\*/iu.test(header)
}
