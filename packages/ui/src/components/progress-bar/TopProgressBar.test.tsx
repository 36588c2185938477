import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { zIndex } from '../../theme/tokens'
import { UiProvider } from '../../i18n/UiProvider'
import { advance } from '../../test/fake-clock'
import { TopProgressBar } from './TopProgressBar'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const bar = () => document.querySelector<HTMLElement>('[role="progressbar"]')
const valueNow = () => Number(bar()?.getAttribute('aria-valuenow'))

describe('TopProgressBar', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // On the fake clock: a busy machine's real 60 ms can outlast a 150 ms delay.
  it('shows nothing for a load faster than the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const screen = await render(<TopProgressBar active delay={150} />)
    await advance(149)
    expect(bar()).toBeNull()
    await screen.rerender(<TopProgressBar active={false} delay={150} />)
    await advance(1000)
    expect(bar()).toBeNull()
  })

  it('appears after the delay and creeps forward without reaching the end', async () => {
    await render(<TopProgressBar active delay={50} />)
    expect(bar()).toBeNull()
    await expect.poll(bar).not.toBeNull()
    const first = valueNow()
    expect(first).toBeGreaterThan(0)
    await wait(700)
    const later = valueNow()
    expect(later).toBeGreaterThan(first)
    expect(later).toBeLessThan(100)
  })

  it('fills, then fades away, when the load ends', async () => {
    const screen = await render(<TopProgressBar active delay={20} />)
    await expect.poll(bar).not.toBeNull()
    await screen.rerender(<TopProgressBar active={false} delay={20} />)
    await expect.poll(valueNow).toBe(100)
    expect(bar()).toHaveAttribute('data-state', 'complete')
    await expect.poll(() => bar()?.dataset.state).toBe('fading')
    await expect.poll(bar, { timeout: 1500 }).toBeNull()
  })

  it('carries straight on when a new load starts while the last bar fades', async () => {
    const screen = await render(<TopProgressBar active delay={20} />)
    await expect.poll(bar).not.toBeNull()
    await screen.rerender(<TopProgressBar active={false} delay={20} />)
    await expect.poll(valueNow).toBe(100)
    await screen.rerender(<TopProgressBar active delay={1000} />)
    await expect.poll(() => bar()?.dataset.state).toBe('loading')
    expect(valueNow()).toBeLessThan(100)
  })

  it('shows the progress the app knows instead of its estimate', async () => {
    await render(<TopProgressBar active delay={0} value={64} />)
    await expect.poll(valueNow).toBe(64)
    await wait(600)
    expect(valueNow()).toBe(64)
  })

  it('is a named progress bar fixed at the top, above every overlay', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <TopProgressBar active delay={0} />
      </UiProvider>,
    )
    const element = screen.getByRole('progressbar', { name: 'Loading page' })
    await expect.element(element).toBeInTheDocument()
    await expect.element(element).toHaveAttribute('aria-valuemin', '0')
    await expect.element(element).toHaveAttribute('aria-valuemax', '100')
    const style = getComputedStyle(element.element())
    expect(style.position).toBe('fixed')
    expect(style.top).toBe('0px')
    expect(style.zIndex).toBe(String(zIndex.progress))
  })

  it('is named in Thai by default', async () => {
    const screen = await render(<TopProgressBar active delay={0} />)
    await expect.element(screen.getByRole('progressbar', { name: 'กำลังโหลดหน้า' })).toBeVisible()
  })
})
