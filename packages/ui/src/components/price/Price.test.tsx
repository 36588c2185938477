import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { formatPrice } from './format'
import { Price } from './Price'

describe('formatPrice', () => {
  it('formats baht in Thai with the ฿ sign and Arabic digits', () => {
    expect(formatPrice(1250, 'th')).toBe('฿1,250')
    expect(formatPrice(99.5, 'th')).toBe('฿99.50')
    expect(formatPrice(1234567.891, 'th')).toBe('฿1,234,567.89')
    expect(formatPrice(1250, 'th')).not.toMatch(/[๐-๙]/)
  })

  it('formats baht in English with the ฿ sign, not “THB”', () => {
    expect(formatPrice(1250, 'en')).toBe('฿1,250')
    expect(formatPrice(0.5, 'en')).toBe('฿0.50')
  })
})

describe('Price', () => {
  it('shows the sale price, the struck-through original price and the discount', async () => {
    const screen = await render(<Price price={259} oldPrice={325} discountPercent={20} />)
    const old = screen.container.querySelector('del')
    expect(old?.textContent).toBe('ราคาเดิม ฿325')
    await expect.element(screen.getByText('ราคาเดิม')).toHaveClass('sr-only')
    await expect.element(screen.getByText('฿259')).toBeVisible()
    await expect.element(screen.getByText('-20%')).toBeVisible()
    await expect.element(screen.getByText('ลด 20%')).toBeInTheDocument()
  })

  it('labels the original price in English', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Price price={259} oldPrice={325} />
      </UiProvider>,
    )
    expect(screen.container.querySelector('del')?.textContent).toBe('Original price ฿325')
  })

  it('says ฟรี / Free for a price of 0', async () => {
    const th = await render(<Price price={0} />)
    await expect.element(th.getByText('ฟรี')).toBeVisible()
    const en = await render(
      <UiProvider locale="en">
        <Price price={0} />
      </UiProvider>,
    )
    await expect.element(en.getByText('Free')).toBeVisible()
  })

  it('shows prices the API already formatted as they are', async () => {
    const screen = await render(<Price price="฿1,250.00" oldPrice="฿1,590.00" />)
    await expect.element(screen.getByText('฿1,250.00')).toBeVisible()
    expect(screen.container.querySelector('del')?.textContent).toBe('ราคาเดิม ฿1,590.00')
  })

  it('shows no old price and no badge for a regular price', async () => {
    const screen = await render(<Price price={145} />)
    expect(screen.container.querySelector('del')).toBeNull()
    expect(screen.container.querySelector('[data-slot=discount-badge]')).toBeNull()
  })
})
