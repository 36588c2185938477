import { isApiError } from '@ebook/api'
import type { Mutation } from '@tanstack/react-query'
import { showToast } from './toasts'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** False when the page shows the mutation's errors itself (a form); true by default. */
      errorToast?: boolean
    }
  }
}

/** SPEC §8: 500 shows this for 3 s (the client calls it on every 500 answer). */
export function showServerError(): void {
  showToast('error', 'Internal Server Error 500', { id: 'server-error', duration: 3000 })
}

/**
 * A failed mutation shows its ErrorList messages as an error toast. 401 (the need-login modal)
 * and 500 (the server-error toast) are already shown by the client's rules.
 */
export function showMutationError(
  error: unknown,
  _variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
): void {
  if (mutation.meta?.errorToast === false) return
  if (isApiError(error)) {
    if (error.status === 401 || error.status === 500) return
    showToast('error', error.messages.join('\n'))
  } else if (error instanceof Error) {
    showToast('error', error.message)
  }
}
