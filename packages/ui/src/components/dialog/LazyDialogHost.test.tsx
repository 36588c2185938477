import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { whenOverlayHistorySettled } from '../../overlay/overlayStack'
import { Button } from '../button'
import { confirm, dialogStore } from './dialogStore'
import { LazyDialogHost } from './LazyDialogHost'

describe('LazyDialogHost', () => {
  afterEach(async () => {
    dialogStore.dismissAll()
    await whenOverlayHistorySettled()
  })

  it('renders nothing until a dialog is asked for, then the pending backdrop, then the dialog', async () => {
    const screen = await render(
      <>
        <Button onClick={() => void confirm({ title: 'Empty the basket?' })}>Empty basket</Button>
        <LazyDialogHost />
      </>,
    )
    expect(screen.container.querySelector('[data-slot="dialog-pending"]')).toBeNull()
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()

    // What appears on the page on the way to the dialog, in order.
    const seen: string[] = []
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-slot="dialog-pending"]') && !seen.includes('pending'))
        seen.push('pending')
      if (document.querySelector('[role="alertdialog"]') && !seen.includes('dialog'))
        seen.push('dialog')
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await page.getByRole('button', { name: 'Empty basket' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Empty the basket?' })
    await expect.element(dialog).toBeVisible()
    observer.disconnect()
    expect(seen).toEqual(['pending', 'dialog'])
    await expect.element(page.getByRole('status')).not.toBeInTheDocument()

    // The request made before the host's code arrived is the one the dialog answers.
    await dialog.getByRole('button', { name: 'ไม่' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Empty basket' })).toHaveFocus()
  })

  it('shows requests made before it mounted', async () => {
    const answer = confirm({ title: 'Leave?' })
    await render(<LazyDialogHost />)
    await page.getByRole('button', { name: 'ตกลง' }).click()
    await expect(answer).resolves.toBe(true)
  })
})
