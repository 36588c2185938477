import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { whenOverlayHistorySettled } from '../../overlay/overlayStack'
import { clickBackdrop } from '../../test/backdrop'
import { NeedLoginModal } from './NeedLoginModal'

function overlayDepth(): number {
  const state = window.history.state as { __ebookOverlay?: { depth: number } } | null
  return state?.__ebookOverlay?.depth ?? 0
}

describe('NeedLoginModal', () => {
  afterEach(async () => {
    await whenOverlayHistorySettled()
  })

  it('shows a warning title, the message and OK, at most 300 px wide', async () => {
    await render(<NeedLoginModal open returnTo="/basket" onConfirm={() => {}} />)
    const modal = page.getByRole('alertdialog', { name: 'คำเตือน' })
    await expect.element(modal).toHaveAccessibleDescription('กรุณาเข้าสู่ระบบ')
    await expect.element(modal.getByRole('button', { name: 'ตกลง' })).toBeVisible()
    expect(modal.element().getBoundingClientRect().width).toBeLessThanOrEqual(300)
  })

  it('ignores a click outside and calls onConfirm with the page once its history entry is back', async () => {
    const onConfirm = vi.fn(() => {
      // The app navigates now: the modal's history entry must already be gone.
      expect(overlayDepth()).toBe(0)
    })
    await render(<NeedLoginModal open returnTo="/book-detail/42" onConfirm={onConfirm} />)
    await whenOverlayHistorySettled()
    expect(overlayDepth()).toBe(1)

    await clickBackdrop(document.querySelector('[data-slot="dialog-content"]')!)
    await expect.element(page.getByRole('alertdialog')).toBeVisible()

    await page.getByRole('button', { name: 'ตกลง' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('/book-detail/42'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('stays on Escape without onDismiss, and closes through onDismiss with it', async () => {
    const onConfirm = vi.fn()
    const onDismiss = vi.fn()
    const screen = await render(<NeedLoginModal open returnTo="/wishlist" onConfirm={onConfirm} />)
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('alertdialog')).toBeVisible()

    await screen.rerender(
      <NeedLoginModal open returnTo="/wishlist" onConfirm={onConfirm} onDismiss={onDismiss} />,
    )
    await userEvent.keyboard('{Escape}')
    expect(onDismiss).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
    await screen.rerender(
      <NeedLoginModal
        open={false}
        returnTo="/wishlist"
        onConfirm={onConfirm}
        onDismiss={onDismiss}
      />,
    )
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('speaks English under an English provider', async () => {
    await render(
      <UiProvider locale="en">
        <NeedLoginModal open returnTo="/" onConfirm={() => {}} />
      </UiProvider>,
    )
    const modal = page.getByRole('alertdialog', { name: 'Warning' })
    await expect.element(modal).toHaveAccessibleDescription('Please log in')
    await expect.element(modal.getByRole('button', { name: 'OK' })).toBeVisible()
  })
})
