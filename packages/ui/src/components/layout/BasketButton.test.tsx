import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import type { RenderLink } from '../../lib/links'
import { BasketButton } from './BasketButton'

describe('BasketButton', () => {
  it('is named with the count in Thai: “ตะกร้า (3 เล่ม)”', async () => {
    const screen = await render(<BasketButton count={3} href="/basket" />)
    const link = screen.getByRole('link', { name: 'ตะกร้า (3 เล่ม)' })
    await expect.element(link).toHaveAttribute('href', '/basket')
    await expect
      .element(link.getByText('3', { exact: true }))
      .toHaveAttribute('aria-hidden', 'true')
  })

  it('counts in English: one item, many items', async () => {
    const one = await render(
      <UiProvider locale="en">
        <BasketButton count={1} />
      </UiProvider>,
    )
    await expect.element(one.getByRole('button', { name: 'Basket (1 item)' })).toBeVisible()
    const three = await render(
      <UiProvider locale="en">
        <BasketButton count={3} />
      </UiProvider>,
    )
    await expect.element(three.getByRole('button', { name: 'Basket (3 items)' })).toBeVisible()
  })

  it('hides the badge at 0 and caps it at 99+, keeping the real count in its name', async () => {
    const empty = await render(<BasketButton count={0} />)
    expect(empty.container.querySelector('[data-slot=basket-count]')).toBeNull()
    const many = await render(<BasketButton count={120} />)
    await expect.element(many.getByRole('button', { name: 'ตะกร้า (120 เล่ม)' })).toBeVisible()
    await expect.element(many.getByText('99+')).toBeVisible()
  })

  it('renders through the app’s link and calls onClick', async () => {
    const onClick = vi.fn()
    const renderLink = vi.fn<RenderLink>(({ href, ...props }) => (
      <a
        href={`/en${href}`}
        {...props}
        onClick={(event) => (event.preventDefault(), props.onClick?.(event))}
      />
    ))
    const screen = await render(
      <BasketButton count={2} href="/basket" renderLink={renderLink} onClick={onClick} />,
    )
    const link = screen.getByRole('link', { name: 'ตะกร้า (2 เล่ม)' })
    await expect.element(link).toHaveAttribute('href', '/en/basket')
    await link.click()
    expect(onClick).toHaveBeenCalledOnce()
  })
})
