import { page, userEvent } from 'vitest/browser'

/**
 * Clicks a dialog's backdrop near the page's top-left corner, outside the dialog's box (a point
 * on the backdrop hit-tests as its `<dialog>`, so the click is aimed at the dialog with an offset).
 */
export async function clickBackdrop(dialog: Element): Promise<void> {
  const box = dialog.getBoundingClientRect()
  await userEvent.click(page.elementLocator(dialog), {
    position: { x: 4 - box.left, y: 4 - box.top },
  })
}
