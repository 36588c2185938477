import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { Badge, DiscountBadge } from './Badge'

describe('Badge', () => {
  it('marks its variant and lets the caller’s classes win', async () => {
    const screen = await render(
      <Badge variant="new" className="px-3">
        ใหม่
      </Badge>,
    )
    const badge = screen.getByText('ใหม่')
    await expect.element(badge).toHaveAttribute('data-variant', 'new')
    await expect.element(badge).toHaveClass('px-3')
    await expect.element(badge).not.toHaveClass('px-1.5')
  })

  it('uses the discount red for the discount variant', async () => {
    const screen = await render(<Badge variant="discount">-20%</Badge>)
    await expect.element(screen.getByText('-20%')).toHaveClass('bg-discount')
  })
})

describe('DiscountBadge', () => {
  it('shows -20% and reads as “ลด 20%” in Thai', async () => {
    const screen = await render(<DiscountBadge percent={19.6} />)
    await expect.element(screen.getByText('-20%')).toHaveAttribute('aria-hidden', 'true')
    await expect.element(screen.getByText('ลด 20%')).toHaveClass('sr-only')
  })

  it('reads as “20% off” in English', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <DiscountBadge percent={20} />
      </UiProvider>,
    )
    await expect.element(screen.getByText('20% off')).toBeInTheDocument()
  })
})
