import { useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { overlayStack, overlayZIndex, type DismissReason, type OverlayKind } from './overlayStack'

type OverlayLayerOptions = {
  /** Whether the overlay is open: only open overlays are on the stack. */
  open: boolean
  /** 'dialog' or 'popover'. */
  kind: OverlayKind
  /** Takes a history entry, so the browser's back button closes it; false for popovers. */
  history: boolean
  /** Asked to close for Escape or back navigation; returns false to stay open. */
  onDismiss: (reason: DismissReason) => boolean
}

type OverlayLayerState = {
  /** The overlay's place in the stack, 0 at the bottom (also 0 while closed). */
  level: number
  /** A popover's z-index, one `zIndex.step` higher per level (dialogs are in the top layer). */
  zIndex: number
  /** Records the dialog's `<dialog>` element on the stack while it is open (null: forget it). */
  setElement: (element: HTMLElement | null) => void
}

/**
 * Puts an overlay on the page's overlay stack while it is open: Escape and back navigation reach
 * only the top overlay, and popovers rise with depth.
 */
function useOverlayLayer({
  open,
  kind,
  history,
  onDismiss,
}: OverlayLayerOptions): OverlayLayerState {
  const key = useId()
  const dismissRef = useRef(onDismiss)

  useLayoutEffect(() => {
    dismissRef.current = onDismiss
  })

  // A layout effect: the overlay's level is known before it paints.
  useLayoutEffect(() => {
    if (!open) return
    overlayStack.add(key, { kind, history, dismiss: (reason) => dismissRef.current(reason) })
    return () => overlayStack.remove(key)
  }, [open, kind, history, key])

  const level = Math.max(
    useSyncExternalStore(
      overlayStack.subscribe,
      () => overlayStack.levelOf(key),
      () => -1,
    ),
    0,
  )

  return {
    level,
    zIndex: overlayZIndex(level),
    setElement: (element) => overlayStack.setElement(key, element),
  }
}

export { useOverlayLayer }
export type { OverlayLayerOptions, OverlayLayerState }
