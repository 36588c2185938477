import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { SpinnerIcon } from '../../lib/icons/SpinnerIcon'
import { zIndex } from '../../theme/tokens'
import { dialogStore } from './dialogStore'

// The host with its dialogs, forms and their texts: a lazy part.
const DialogHost = lazy(() =>
  import('./DialogHost').then(({ DialogHost: Host }) => ({ default: Host })),
)

/**
 * What shows between the first `confirm()` / `prompt()` / `alert()` and its dialog, while the
 * host's code arrives: the dialog's backdrop with a turning ring. It covers the page, so a click
 * meant for the dialog cannot land on the page behind it; the request itself waits in the store.
 * Screen readers hear the dialog when it opens, a moment later (the ring is decoration).
 */
function DialogHostPending() {
  return (
    <div
      data-slot="dialog-pending"
      aria-busy="true"
      className="fixed inset-0 grid place-items-center bg-overlay"
      style={{ zIndex: zIndex.overlay }}
    >
      <SpinnerIcon className="size-10 text-primary motion-safe:animate-spin" />
    </div>
  )
}

/**
 * `<DialogHost />` whose code loads on the first request: render it once, near the root and
 * inside `UiProvider`, like the host itself. A page that never asks for a dialog never loads
 * its code; once loaded, the host stays.
 */
function LazyDialogHost() {
  const requests = useSyncExternalStore(
    dialogStore.subscribe,
    dialogStore.getSnapshot,
    dialogStore.getSnapshot,
  )
  const [wanted, setWanted] = useState(false)
  if (requests.length > 0 && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={<DialogHostPending />}>
      <DialogHost />
    </Suspense>
  )
}

export { LazyDialogHost }
