/**
 * The z-index layers under the browser's top layer, from the tokens and from the stack's own
 * function for a popover's level, so the page shows what the code does.
 */
import { overlayZIndex } from '../../src/overlay'
import { zIndex } from '../../src/theme/tokens'
import { DocsTable } from './DocsTable'

const layers = [
  { name: 'progress', value: zIndex.progress, what: 'TopProgressBar, the page-load bar' },
  {
    name: 'toast',
    value: zIndex.toast,
    what: 'Toaster (inside the top dialog while one is open, so toasts stay above it)',
  },
  { name: 'dialog', value: zIndex.dialog, what: 'PopoverContent at level 0' },
  {
    name: 'overlay',
    value: zIndex.overlay,
    what: "LazyDialogHost's backdrop while its code loads",
  },
] as const

/** The four layers, highest first; open dialogs are above all of them, in the top layer. */
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

/** A popover's z-index per level of the stack, as `overlayZIndex` gives it. */
export function StackLevels({ levels = 3 }: { levels?: number }) {
  return (
    <DocsTable
      head={['level', 'popover z-index']}
      rows={Array.from({ length: levels }, (_, level) => {
        const where = level === 0 ? 'first overlay' : `opened over level ${level - 1}`
        return { key: String(level), cells: [`${level} (${where})`, overlayZIndex(level)] }
      })}
    />
  )
}
