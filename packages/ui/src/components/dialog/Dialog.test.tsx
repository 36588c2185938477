import { StrictMode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { clickBackdrop } from '../../test/backdrop'
import { whenOverlayHistorySettled } from '../../overlay/overlayStack'
import { Button } from '../button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog'

function overlayDepth(): number {
  const state = window.history.state as { __ebookOverlay?: { depth: number } } | null
  return state?.__ebookOverlay?.depth ?? 0
}

/** Two dialogs, the second opened from inside the first. */
function NestedDialogs() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open first</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>First</DialogTitle>
          <DialogDescription>The lower dialog</DialogDescription>
        </DialogHeader>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Open second</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Second</DialogTitle>
              <DialogDescription>The upper dialog</DialogDescription>
            </DialogHeader>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  )
}

async function openBoth() {
  await render(<NestedDialogs />)
  await page.getByRole('button', { name: 'Open first' }).click()
  await page.getByRole('button', { name: 'Open second' }).click()
  await expect.element(page.getByRole('dialog', { name: 'Second' })).toBeVisible()
  await whenOverlayHistorySettled()
}

describe('Dialog', () => {
  afterEach(async () => {
    // Every test leaves history as it found it.
    await whenOverlayHistorySettled()
    expect(overlayDepth()).toBe(0)
  })

  it('closes only the top dialog on Escape', async () => {
    await openBoth()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'Second' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'First' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'First' })).not.toBeInTheDocument()
  })

  it('closes only the top dialog on back navigation, and the page stays', async () => {
    const url = window.location.href
    await openBoth()
    expect(overlayDepth()).toBe(2)

    window.history.back()
    await expect.element(page.getByRole('dialog', { name: 'Second' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'First' })).toBeVisible()
    expect(window.location.href).toBe(url)

    window.history.back()
    await expect.element(page.getByRole('dialog', { name: 'First' })).not.toBeInTheDocument()
    expect(window.location.href).toBe(url)
    await expect.element(page.getByRole('button', { name: 'Open first' })).toBeVisible()
  })

  it('gives back its history entry when closed another way, ignoring the popstate that causes', async () => {
    await openBoth()
    expect(overlayDepth()).toBe(2)
    await page.getByRole('button', { name: 'Done' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Second' })).not.toBeInTheDocument()
    await whenOverlayHistorySettled()
    expect(overlayDepth()).toBe(1)
    // The step back did not close the first dialog.
    await expect.element(page.getByRole('dialog', { name: 'First' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'First' })).not.toBeInTheDocument()
  })

  it('leaves history alone when the app navigated while the dialog was open', async () => {
    const url = window.location.href
    await openBoth()
    // The app's router pushes a page of its own; closing the dialogs must not undo it.
    window.history.pushState({ page: 'login' }, '', '#login')
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await whenOverlayHistorySettled()
    expect(window.location.hash).toBe('#login')
    expect(window.history.state).toEqual({ page: 'login' })
    window.history.replaceState(null, '', url)
  })

  it('returns focus to the opener of each dialog', async () => {
    await openBoth()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('button', { name: 'Open second' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('button', { name: 'Open first' })).toHaveFocus()
  })

  it('returns focus to a plain button that opened a controlled dialog', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onClick={() => setOpen(true)}>Edit address</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Address</DialogTitle>
            </DialogContent>
          </Dialog>
        </>
      )
    }
    await render(<Controlled />)
    await page.getByRole('button', { name: 'Edit address' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Address' })).toBeVisible()
    await page.getByRole('button', { name: 'ปิด' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Edit address' })).toHaveFocus()
  })

  it('opens each dialog as a modal <dialog> in the top layer, everything under the top one inert', async () => {
    await openBoth()
    const [lower, upper] = document.querySelectorAll<HTMLElement>('[data-slot="dialog-content"]')
    if (!lower || !upper) throw new Error('two dialogs expected')
    expect(lower.matches('dialog:modal') && upper.matches('dialog:modal')).toBe(true)
    // The page and the lower dialog no longer take focus; the upper dialog does.
    const opener = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Open first',
    )
    const lowerButton = lower.querySelector('button')
    if (!opener || !lowerButton) throw new Error('buttons expected')
    opener.focus()
    lowerButton.focus()
    expect(upper.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps the page from scrolling while a dialog is open, and gives scrolling back', async () => {
    const root = document.documentElement
    await openBoth()
    expect(getComputedStyle(root).overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'Second' })).not.toBeInTheDocument()
    expect(getComputedStyle(root).overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(root.style.overflow).toBe('')
  })

  it('dims the dialog under another with the upper dialog’s backdrop', async () => {
    function WideUnderNarrow() {
      return (
        <Dialog defaultOpen>
          <DialogContent size="lg">
            <DialogTitle>Lower</DialogTitle>
            <p className="h-64">Text under the upper dialog’s backdrop</p>
            <Dialog defaultOpen>
              <DialogContent size="xs" className="mt-8">
                <DialogTitle>Upper</DialogTitle>
              </DialogContent>
            </Dialog>
          </DialogContent>
        </Dialog>
      )
    }
    await render(<WideUnderNarrow />)
    await expect.element(page.getByRole('dialog', { name: 'Upper' })).toBeVisible()
    const titled = (title: string) =>
      [...document.querySelectorAll('[data-slot="dialog-content"]')].find(
        (dialog) => dialog.querySelector('h2')?.textContent === title,
      )
    const [lower, upper] = [titled('Lower'), titled('Upper')]
    if (!lower || !upper) throw new Error('two dialogs expected')
    // A point of the lower dialog that the upper one does not cover: its bottom centre.
    const box = lower.getBoundingClientRect()
    const point = { x: box.left + box.width / 2, y: box.bottom - 16 }
    const upperBox = upper.getBoundingClientRect()
    expect(point.y).toBeGreaterThan(upperBox.bottom)
    // What is painted there is the upper dialog's backdrop (which hit-tests as its dialog).
    expect(document.elementFromPoint(point.x, point.y)).toBe(upper)
    // The backdrop is a see-through tint, so the dialog below shows, dimmed.
    const tint = getComputedStyle(upper, '::backdrop').backgroundColor
    expect(tint).toMatch(/^(rgba|color)\(.*\b0?\.\d+\)$/)
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('ignores a click outside when closeOnOutsideClick is false, and closes on one otherwise', async () => {
    function Pair({ closeOnOutsideClick }: { closeOnOutsideClick: boolean }) {
      return (
        <Dialog defaultOpen closeOnOutsideClick={closeOnOutsideClick}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Terms</DialogTitle>
          </DialogContent>
        </Dialog>
      )
    }
    const screen = await render(<Pair closeOnOutsideClick={false} />)
    const outside = () => clickBackdrop(document.querySelector('[data-slot="dialog-content"]')!)
    await expect.element(page.getByRole('dialog', { name: 'Terms' })).toBeVisible()
    await outside()
    await expect.element(page.getByRole('dialog', { name: 'Terms' })).toBeVisible()

    await screen.rerender(<Pair closeOnOutsideClick />)
    await outside()
    await expect.element(page.getByRole('dialog', { name: 'Terms' })).not.toBeInTheDocument()
  })

  it('stays open under StrictMode, whose second effect run closes and reopens it', async () => {
    const onOpenChange = vi.fn()
    // The `close` event of the first run's cleanup comes after the second run reopened it.
    const echo = new Promise((resolve) =>
      window.addEventListener('close', resolve, { capture: true, once: true }),
    )
    await render(
      <StrictMode>
        <Dialog defaultOpen onOpenChange={onOpenChange}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Basket</DialogTitle>
          </DialogContent>
        </Dialog>
      </StrictMode>,
    )
    await echo
    await expect.element(page.getByRole('dialog', { name: 'Basket' })).toBeVisible()
    expect(onOpenChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('stays open on Escape and back when closeOnEscape is false', async () => {
    const onOpenChange = vi.fn()
    await render(
      <Dialog defaultOpen closeOnEscape={false} onOpenChange={onOpenChange}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Payment</DialogTitle>
          <DialogClose>Leave</DialogClose>
        </DialogContent>
      </Dialog>,
    )
    await whenOverlayHistorySettled()
    await userEvent.keyboard('{Escape}')
    window.history.back()
    await whenOverlayHistorySettled()
    await expect.element(page.getByRole('dialog', { name: 'Payment' })).toBeVisible()
    expect(onOpenChange).not.toHaveBeenCalled()
    // Back was refused: the dialog took a history entry again.
    expect(overlayDepth()).toBe(1)
    await page.getByRole('button', { name: 'Leave' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('labels its close button from the kit texts', async () => {
    await render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Cart</DialogTitle>
        </DialogContent>
      </Dialog>,
    )
    await page.getByRole('button', { name: 'ปิด' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('labels its close button in the provider’s language, or with the app’s own word', async () => {
    const dialog = (
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Cart</DialogTitle>
        </DialogContent>
      </Dialog>
    )
    const screen = await render(<UiProvider locale="en">{dialog}</UiProvider>)
    await expect.element(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible()
    await screen.rerender(
      <UiProvider locale="en" texts={{ common: { close: 'Dismiss' } }}>
        {dialog}
      </UiProvider>,
    )
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })
})
