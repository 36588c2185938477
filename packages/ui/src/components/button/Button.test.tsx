import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Button, IconButton } from './Button'

/** Adds a book to the basket: busy until the test lets the call finish. */
function AddToBasket({ addToBasket }: { addToBasket: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="cta"
      busy={busy}
      onClick={() => {
        setBusy(true)
        void addToBasket().finally(() => setBusy(false))
      }}
    >
      Add to basket
    </Button>
  )
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

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

  it('keeps keyboard focus while busy and runs its action once', async () => {
    const call = deferred()
    const addToBasket = vi.fn(() => call.promise)
    const screen = await render(<AddToBasket addToBasket={addToBasket} />)
    const button = screen.getByRole('button', { name: 'Add to basket' })
    await userEvent.tab()
    await expect.element(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(button).toHaveAttribute('aria-busy', 'true')
    await expect.element(button).toHaveAttribute('aria-disabled', 'true')
    // Not the `disabled` attribute, which would take focus away from the button.
    expect(button.element()).toHaveProperty('disabled', false)
    expect(document.activeElement).toBe(button.element())
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await button.click({ force: true })
    expect(addToBasket).toHaveBeenCalledOnce()
    call.resolve()
    await expect.element(button).not.toHaveAttribute('aria-busy')
    await expect.element(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(addToBasket).toHaveBeenCalledTimes(2)
  })

  it('does not submit its form while busy, on a click or on Enter in a field', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const screen = await render(
      <form onSubmit={onSubmit}>
        <input aria-label="Coupon" />
        <Button type="submit" busy>
          Apply
        </Button>
      </form>,
    )
    await screen.getByRole('button', { name: 'Apply' }).click({ force: true })
    await screen.getByRole('textbox', { name: 'Coupon' }).fill('BOOKS10')
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    await expect.element(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('data-busy')
  })
})
