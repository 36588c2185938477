import { createContext, useContext } from 'react'

/**
 * The element overlays portal into: the open `<dialog>` around them, or null for `<body>`.
 * Outside a modal dialog the page is inert and under the dialog's backdrop, so a popover opened
 * from inside a dialog must render inside it.
 */
const OverlayContainerContext = createContext<HTMLElement | null>(null)

function useOverlayContainer(): HTMLElement | null {
  return useContext(OverlayContainerContext)
}

export { OverlayContainerContext, useOverlayContainer }
