/**
 * The z-index layers of the overlay stack, from the tokens and from the stack's own function for
 * a level's z-indexes, so the page shows what the code does.
 */
import { overlayZIndex } from '../../src/overlay'
import { zIndex } from '../../src/theme/tokens'
import { DocsTable } from './DocsTable'

const layers = [
  { name: 'progress', value: zIndex.progress, what: 'TopProgressBar, the page-load bar' },
  { name: 'toast', value: zIndex.toast, what: 'Toaster: toasts stay above any dialog' },
  { name: 'dialog', value: zIndex.dialog, what: 'DialogContent and PopoverContent at level 0' },
  { name: 'overlay', value: zIndex.overlay, what: "DialogOverlay, a dialog's backdrop, level 0" },
] as const

/** The four layers, highest first. */
export function OverlayLayers() {
  return (
    <DocsTable
      head={['layer', 'z-index', 'what lives there']}
      rows={layers.map(({ name, value, what }) => ({
        key: name,
        cells: [<code key="name">z-{name}</code>, value, what],
      }))}
    />
  )
}

/** A dialog's backdrop and content per level of the stack, as `overlayZIndex` gives them. */
export function StackLevels({ levels = 3 }: { levels?: number }) {
  return (
    <DocsTable
      head={['level', 'backdrop', 'content']}
      rows={Array.from({ length: levels }, (_, level) => {
        const { overlay, content } = overlayZIndex(level)
        const where = level === 0 ? 'first dialog' : `opened over level ${level - 1}`
        return { key: String(level), cells: [`${level} (${where})`, overlay, content] }
      })}
    />
  )
}
