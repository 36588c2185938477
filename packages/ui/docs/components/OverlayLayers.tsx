/**
 * The z-index layers of the overlay stack, from the tokens and from the stack's own function for
 * a level's z-indexes, so the page shows what the code does.
 */
import { overlayZIndex } from '../../src/overlay'
import { zIndex } from '../../src/theme/tokens'

const layers = [
  { name: 'progress', value: zIndex.progress, what: 'TopProgressBar, the page-load bar' },
  { name: 'toast', value: zIndex.toast, what: 'Toaster: toasts stay above any dialog' },
  { name: 'dialog', value: zIndex.dialog, what: 'DialogContent and PopoverContent at level 0' },
  { name: 'overlay', value: zIndex.overlay, what: "DialogOverlay, a dialog's backdrop, level 0" },
] as const

/** The four layers, highest first. */
export function OverlayLayers() {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-border text-start">
          <th className="py-2 text-start">layer</th>
          <th className="py-2 text-start">z-index</th>
          <th className="py-2 text-start">what lives there</th>
        </tr>
      </thead>
      <tbody>
        {layers.map(({ name, value, what }) => (
          <tr key={name} className="border-b border-border">
            <td className="py-2">
              <code>z-{name}</code>
            </td>
            <td className="py-2">{value}</td>
            <td className="py-2">{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A dialog's backdrop and content per level of the stack, as `overlayZIndex` gives them. */
export function StackLevels({ levels = 3 }: { levels?: number }) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-border">
          <th className="py-2 text-start">level</th>
          <th className="py-2 text-start">backdrop</th>
          <th className="py-2 text-start">content</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: levels }, (_, level) => {
          const { overlay, content } = overlayZIndex(level)
          return (
            <tr key={level} className="border-b border-border">
              <td className="py-2">
                {level}
                {level === 0 ? ' (first dialog)' : ` (opened over level ${level - 1})`}
              </td>
              <td className="py-2">{overlay}</td>
              <td className="py-2">{content}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
