import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { zIndex } from '../../theme/tokens'
import { UiProvider } from '../../i18n/UiProvider'
import { advance } from '../../test/fake-clock'
import { Dialog, DialogContent, DialogTitle } from '../dialog/Dialog'
import { SiteHeader } from '../layout/SiteHeader'
import { StoryLogo, StorySearch } from '../layout/story-parts'
import { toast, toastStore } from './toast'
import { Toaster } from './Toaster'

const shownToasts = () => [...document.querySelectorAll<HTMLElement>('[data-slot="toast"]')]
const shownMessages = () =>
  shownToasts().map((t) => t.querySelector('[data-slot="toast-message"]')?.lastChild?.textContent)

afterEach(() => {
  toast.dismiss()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Toaster timing', () => {
  beforeEach(async () => {
    // Only the page's timers and clock are faked; vitest's own polling keeps real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await render(
      <>
        <Toaster />
        <div data-testid="pointer-rest" className="fixed bottom-0 left-0 size-2" />
      </>,
    )
    // The pointer rests away from the toasts (a click of an earlier file may have left it where
    // they appear, and a toast under the pointer waits, as it should).
    await userEvent.hover(page.getByTestId('pointer-rest'))
  })

  it('removes a toast after 3000 ms and not before', async () => {
    await advance(0)
    toast('บันทึกแล้ว')
    await advance(2999)
    expect(shownMessages()).toEqual(['บันทึกแล้ว'])
    await advance(1)
    expect(shownToasts()).toHaveLength(0)
  })

  it('keeps a toast for its own duration', async () => {
    toast.info('Syncing your shelf', { duration: 5000 })
    await advance(4999)
    expect(shownToasts()).toHaveLength(1)
    await advance(1)
    expect(shownToasts()).toHaveLength(0)
  })

  it('keeps a toast without a finite duration until it is dismissed', async () => {
    const id = toast.warning('Offline', { duration: Infinity })
    await advance(60_000)
    expect(shownToasts()).toHaveLength(1)
    toast.dismiss(id)
    await advance(0)
    expect(shownToasts()).toHaveLength(0)
  })

  it('shows at most 20 toasts, dropping the oldest when a 21st arrives', async () => {
    const onDismiss = vi.fn()
    toast('Toast 1', { onDismiss })
    for (let n = 2; n <= 20; n++) toast(`Toast ${n}`)
    await advance(0)
    expect(shownToasts()).toHaveLength(20)
    expect(onDismiss).not.toHaveBeenCalled()

    toast('Toast 21')
    await advance(0)
    const messages = shownMessages()
    expect(messages).toHaveLength(20)
    expect(messages).not.toContain('Toast 1')
    expect(messages[0]).toBe('Toast 21')
    expect(messages.at(-1)).toBe('Toast 2')
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('dismisses one toast by its id, or all of them', async () => {
    const first = toast('First')
    const second = toast.success('Second')
    toast.error('Third')
    expect(first).not.toBe(second)
    toast.dismiss(second)
    await advance(0)
    expect(shownMessages()).toEqual(['Third', 'First'])
    toast.dismiss()
    await advance(0)
    expect(shownToasts()).toHaveLength(0)
  })

  it('replaces a toast shown again with the same id and restarts its timer', async () => {
    toast.info('Uploading…', { id: 'upload' })
    await advance(2000)
    toast.success('Uploaded', { id: 'upload' })
    await advance(2000)
    expect(shownMessages()).toEqual(['Uploaded'])
    expect(shownToasts()[0]).toHaveAttribute('data-type', 'success')
    await advance(1000)
    expect(shownToasts()).toHaveLength(0)
  })
})

describe('Toaster', () => {
  it('shows each kind with its data-type and announces errors and warnings at once', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Toaster />
      </UiProvider>,
    )
    toast('Plain')
    toast.success('Added to basket')
    toast.info('New books this week')
    toast.warning('Your session ends soon')
    toast.error('Internal Server Error 500')

    await expect.element(screen.getByRole('alert').filter({ hasText: 'Internal' })).toBeVisible()
    const alerts = screen.getByRole('alert').elements()
    const statuses = screen.getByRole('status').elements()
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Error: Internal Server Error 500',
      'Warning: Your session ends soon',
    ])
    expect(statuses.map((s) => s.textContent)).toEqual([
      'Information: New books this week',
      'Success: Added to basket',
      'Plain',
    ])
    expect(shownToasts().map((t) => t.dataset.type)).toEqual([
      'error',
      'warning',
      'info',
      'success',
      'default',
    ])
    for (const region of [...alerts, ...statuses]) {
      expect(region).toHaveAttribute('aria-atomic', 'true')
    }
  })

  it('can be called from plain modules before anything renders, and shows in Thai by default', async () => {
    toast.error('Internal Server Error 500')
    const screen = await render(<Toaster />)
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('ข้อผิดพลาด: Internal Server Error 500')
    await expect.element(screen.getByRole('region', { name: 'การแจ้งเตือน' })).toBeInTheDocument()
  })

  it('sits at the top centre above dialogs, at zIndex.toast', async () => {
    const screen = await render(<Toaster />)
    toast.success('Saved', { description: 'Your address is saved.' })
    const region = screen.getByRole('region')
    await expect.element(screen.getByText('Your address is saved.')).toBeVisible()
    const style = getComputedStyle(region.element())
    expect(style.position).toBe('fixed')
    expect(style.zIndex).toBe(String(zIndex.toast))
    expect(zIndex.toast).toBeGreaterThan(zIndex.dialog)
    const box = shownToasts()[0]!.getBoundingClientRect()
    expect(box.top).toBeLessThan(40)
    expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2)
  })

  it('moves into the top dialog while one is open, so toasts stay above it and usable', async () => {
    const screen = await render(
      <>
        <Toaster />
        <Dialog defaultOpen>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Address</DialogTitle>
          </DialogContent>
        </Dialog>
      </>,
    )
    toast.error('Not saved')
    await expect.element(screen.getByText('Not saved')).toBeVisible()
    const dialog = document.querySelector('[data-slot="dialog-content"]')
    const region = document.querySelector('[data-slot="toaster"]')
    expect(dialog?.contains(region)).toBe(true)
    // What is painted at the toast is the toast, not the dialog's backdrop.
    const box = shownToasts()[0]!.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    expect(shownToasts()[0]!.contains(hit)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(screen.getByText('Not saved')).toBeVisible()
    expect(document.querySelector('[data-slot="toaster"]')?.closest('dialog')).toBeNull()
  })

  it('has no close button and no progress bar', async () => {
    const screen = await render(<Toaster />)
    toast.info('Hello')
    await expect.element(screen.getByRole('status')).toBeVisible()
    expect(screen.getByRole('button').elements()).toHaveLength(0)
    expect(screen.getByRole('progressbar').elements()).toHaveLength(0)
  })

  // The clock is fake here: on a busy machine a real 1 s toast could go before the pointer
  // reaches it. What the test waits for is the Toaster holding or releasing the timers.
  it('waits while the pointer is over the toasts and resumes when it leaves', async () => {
    const setPaused = vi.spyOn(toastStore, 'setPaused')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const screen = await render(
      <>
        <Toaster />
        <p style={{ marginTop: 400 }}>elsewhere</p>
      </>,
    )
    toast('Hover me', { duration: 1000 })
    await advance(400)
    await userEvent.hover(screen.getByText('Hover me'))
    await expect.poll(() => setPaused.mock.lastCall).toEqual([true])
    await advance(5000)
    expect(shownMessages()).toEqual(['Hover me'])
    await userEvent.hover(screen.getByText('elsewhere'))
    await expect.poll(() => setPaused.mock.lastCall).toEqual([false])
    await advance(599)
    expect(shownMessages()).toEqual(['Hover me'])
    await advance(1)
    expect(shownToasts()).toHaveLength(0)
  })

  it('waits while focus is inside a toast', async () => {
    const setPaused = vi.spyOn(toastStore, 'setPaused')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const screen = await render(<Toaster />)
    toast(<a href="#shelf">Open your shelf</a>, { duration: 300 })
    await advance(0)
    const link = screen.getByRole('link', { name: 'Open your shelf' })
    ;(link.element() as HTMLElement).focus()
    await expect.poll(() => setPaused.mock.lastCall).toEqual([true])
    await advance(5000)
    expect(shownToasts()).toHaveLength(1)
    ;(link.element() as HTMLElement).blur()
    await expect.poll(() => setPaused.mock.lastCall).toEqual([false])
    await advance(300)
    expect(shownToasts()).toHaveLength(0)
  })
})

describe('Toaster placement', () => {
  afterEach(async () => {
    window.scrollTo(0, 0)
    await page.viewport(1024, 768)
  })

  /** A store page: the header with its search box, a long page under it, and the toasts. */
  function StorePage() {
    return (
      <UiProvider locale="th">
        <SiteHeader logo={<StoryLogo />} search={<StorySearch />} />
        <main style={{ height: '300vh' }}>หน้าร้าน</main>
        <Toaster />
      </UiProvider>
    )
  }

  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

  async function showToasts() {
    await render(<StorePage />)
    toast.success('ใส่ตะกร้าแล้ว', { duration: Infinity })
    toast.error('Internal Server Error 500', {
      duration: Infinity,
      description: 'ลองใหม่อีกครั้งในอีกสักครู่',
    })
    await expect.poll(() => shownToasts().length).toBe(2)
  }

  const searchBox = () => document.querySelector('input[type="search"]')!.getBoundingClientRect()
  const toastBoxes = () => shownToasts().map((t) => t.getBoundingClientRect())

  for (const [width, height, name] of [
    [375, 700, 'phone'],
    [1280, 800, 'desktop'],
  ] as const) {
    it(`keeps toasts off the header's search box on a ${name}`, async () => {
      await page.viewport(width, height)
      await showToasts()
      const header = document.querySelector('[data-slot="site-header"]')!.getBoundingClientRect()
      await expect.poll(() => toastBoxes()[0]!.top).toBeGreaterThanOrEqual(header.bottom)
      for (const box of toastBoxes()) expect(overlaps(box, searchBox())).toBe(false)

      // Scrolled down, the header is gone and the toasts move up, still clear of the search box.
      window.scrollTo(0, header.height / 2)
      await expect
        .poll(() => toastBoxes()[0]!.top)
        .toBeLessThanOrEqual(header.bottom - header.height / 2 + 16)
      for (const box of toastBoxes()) expect(overlaps(box, searchBox())).toBe(false)
      window.scrollTo(0, 1000)
      await expect.poll(() => toastBoxes()[0]!.top).toBe(16)
    })
  }

  it('sits at the top when the page has no header', async () => {
    await render(<Toaster />)
    toast('บันทึกแล้ว', { duration: Infinity })
    await expect.poll(() => toastBoxes()[0]?.top).toBe(16)
  })
})
