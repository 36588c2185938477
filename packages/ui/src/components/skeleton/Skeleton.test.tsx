import { afterEach, describe, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Skeleton } from './Skeleton'
import { SkeletonText } from './SkeletonText'

const emulateReducedMotion = (reduce: boolean) =>
  cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  })

describe('Skeleton', () => {
  afterEach(() => emulateReducedMotion(false))

  it('is hidden from assistive technology', async () => {
    const screen = await render(
      <div data-testid="region">
        <Skeleton className="h-6 w-20" />
        <SkeletonText />
      </div>,
    )
    const region = screen.getByTestId('region').element()
    for (const child of region.children) expect(child).toHaveAttribute('aria-hidden', 'true')
  })

  it('pulses, and stands still when the user prefers reduced motion', async () => {
    const screen = await render(<Skeleton data-testid="bone" className="h-6 w-20" />)
    const bone = screen.getByTestId('bone').element()
    expect(getComputedStyle(bone).animationName).toBe('pulse')
    await emulateReducedMotion(true)
    expect(getComputedStyle(bone).animationName).toBe('none')
  })

  it('draws a book cover at the covers’ 357:510 ratio', async () => {
    const screen = await render(
      <div className="w-[357px]">
        <Skeleton shape="cover" data-testid="cover" />
      </div>,
    )
    const { width, height } = screen.getByTestId('cover').element().getBoundingClientRect()
    expect(width).toBe(357)
    expect(height).toBeCloseTo(510, 0)
  })

  it('draws the asked number of text lines, the last one shorter', async () => {
    const screen = await render(
      <div className="w-80">
        <SkeletonText lines={4} data-testid="text" />
      </div>,
    )
    const lines = [...screen.getByTestId('text').element().children]
    expect(lines).toHaveLength(4)
    const widths = lines.map((line) => line.getBoundingClientRect().width)
    expect(widths.slice(0, 3)).toEqual([320, 320, 320])
    expect(widths[3]).toBeLessThan(320)
  })
})
