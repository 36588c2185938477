import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Button, IconButton } from './Button'

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const screen = await render(<Button>Buy</Button>)
    await expect
      .element(screen.getByRole('button', { name: 'Buy' }))
      .toHaveAttribute('type', 'button')
  })

  it('calls onClick and lets the caller’s classes win', async () => {
    const onClick = vi.fn()
    const screen = await render(
      <Button variant="cta" className="px-10" onClick={onClick}>
        Pay
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Pay' })
    await button.click()
    expect(onClick).toHaveBeenCalledOnce()
    await expect.element(button).toHaveClass('px-10')
    await expect.element(button).not.toHaveClass('px-4')
    await expect.element(button).toHaveAttribute('data-variant', 'cta')
  })

  it('renders its child with the button look when asChild is set', async () => {
    const screen = await render(
      <Button asChild>
        <a href="/basket">Basket</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Basket' })
    await expect.element(link).toHaveAttribute('data-slot', 'button')
    await expect.element(link).not.toHaveAttribute('type')
  })

  it('gives an icon button its accessible name', async () => {
    const screen = await render(<IconButton aria-label="Close">×</IconButton>)
    await expect.element(screen.getByRole('button', { name: 'Close' })).toBeVisible()
  })
})
