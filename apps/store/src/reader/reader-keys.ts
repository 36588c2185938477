import type { OpenedBook } from './engine'

/** Elements whose keys are their own: typing, choosing, and open dialogs and popovers. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable="true"], dialog, [role="dialog"], [data-slot="popover-content"]'

/**
 * The reader's keys, from the page and from the book's frame: ← and → turn the page (in the
 * book's direction), Page Up and Page Down go back and forth, Escape goes back to the book's page.
 * The handler for the page's and the frame's `keydown`.
 */
export function readerKeys(book: OpenedBook | null, back: () => void) {
  return (event: KeyboardEvent) => {
    if (!book || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    // The frame's elements are of another window: no `instanceof Element` across it.
    const target = event.target as Partial<Element> | null
    if (typeof target?.closest === 'function' && target.closest(OWN_KEYS)) return
    switch (event.key) {
      case 'ArrowLeft':
        void book.goLeft()
        break
      case 'ArrowRight':
        void book.goRight()
        break
      case 'PageUp':
        void book.prev()
        break
      case 'PageDown':
        void book.next()
        break
      case 'Escape':
        back()
        break
      default:
        return
    }
    event.preventDefault()
  }
}
