import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { palettes } from '../../theme/tokens'
import { Input } from './Input'

/** '#f87171' → 'rgb(248, 113, 113)', as getComputedStyle reports colours. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

describe('Input', () => {
  it('takes typed text and is a plain text input by default', async () => {
    const screen = await render(<Input aria-label="Search" />)
    const input = screen.getByRole('textbox', { name: 'Search' })
    await expect.element(input).toHaveAttribute('type', 'text')
    await expect.element(input).toHaveAttribute('data-slot', 'input')
    await userEvent.type(input, 'แฮร์รี่')
    await expect.element(input).toHaveValue('แฮร์รี่')
  })

  it('turns its border to the error colour when aria-invalid', async () => {
    const screen = await render(
      <>
        <Input aria-label="Valid" />
        <Input aria-label="Invalid" aria-invalid />
      </>,
    )
    const valid = screen.getByLabelText('Valid', { exact: true }).element()
    const invalid = screen.getByLabelText('Invalid').element()
    expect(getComputedStyle(invalid).borderTopColor).toBe(rgb(palettes.dark.error))
    expect(getComputedStyle(valid).borderTopColor).toBe(rgb(palettes.dark.input))
  })

  it('cannot be typed into when disabled', async () => {
    const screen = await render(<Input aria-label="Coupon" disabled defaultValue="" />)
    const input = screen.getByLabelText('Coupon')
    await expect.element(input).toBeDisabled()
    await userEvent.type(input, 'SALE', { timeout: 500 }).catch(() => undefined)
    await expect.element(input).toHaveValue('')
  })

  it('has sizes and variants as data attributes, and lets the caller’s classes win', async () => {
    const screen = await render(
      <Input aria-label="Search" size="lg" variant="soft" className="h-14" />,
    )
    const input = screen.getByLabelText('Search')
    await expect.element(input).toHaveAttribute('data-size', 'lg')
    await expect.element(input).toHaveAttribute('data-variant', 'soft')
    await expect.element(input).toHaveClass('h-14')
    await expect.element(input).not.toHaveClass('h-12')
    expect(getComputedStyle(input.element()).backgroundColor).toBe(rgb(palettes.dark.muted))
  })
})
