import type { ToastOptions } from '@ebook/ui'
import { valueStore } from './store'

/**
 * True once a toast was asked for: the toaster then mounts at once, not only when idle. The
 * server's page has none (its render shows no toast).
 */
export const toasterWanted = valueStore(false, { serverValue: false })

type ToastKind = 'error' | 'success' | 'info' | 'warning'

/**
 * Shows one of the kit's toasts from the app's own code (errors of calls, sign-in). The toast
 * code is a lazy part: the first toast brings it in (a few ms), so the first load carries none
 * of it. Pages may call the kit's `toast` directly: their part brings it with them.
 */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  toasterWanted.set(true)
  import('../components/ToastPart')
    .then(({ toast }) => toast[kind](message, options))
    .catch(() => {
      /* offline or a stale build: the page reloads or the next toast tries again */
    })
}
