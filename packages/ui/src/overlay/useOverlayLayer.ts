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
  /** Its z-indexes: backdrop and content, one `zIndex.step` higher per level. */
  zIndex: { overlay: number; content: number }
  /** Focuses the element that had focus when the overlay opened; false when there is none. */
  restoreFocus: () => boolean
}

/**
 * Puts an overlay on the page's overlay stack while it is open: Escape and back navigation reach
 * only the top overlay, z-index grows with depth, and the opener is remembered for focus.
 */
function useOverlayLayer({
  open,
  kind,
  history,
  onDismiss,
}: OverlayLayerOptions): OverlayLayerState {
  const key = useId()
  const dismissRef = useRef(onDismiss)
  const openerRef = useRef<Element | null>(null)

  useLayoutEffect(() => {
    dismissRef.current = onDismiss
  })

  // A layout effect: it runs before the overlay's content mounts and moves focus into it.
  useLayoutEffect(() => {
    if (!open) return
    openerRef.current = document.activeElement
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
    restoreFocus: () => {
      const opener = openerRef.current
      const focusable =
        opener instanceof HTMLElement && opener.isConnected && opener !== document.body
      if (focusable) opener.focus({ preventScroll: true })
      return focusable
    },
  }
}

export { useOverlayLayer }
export type { OverlayLayerOptions, OverlayLayerState }
