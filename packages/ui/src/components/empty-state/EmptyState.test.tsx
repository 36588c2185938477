import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('shows its title as a heading, its message and its action', async () => {
    const screen = await render(
      <EmptyState
        title="ตะกร้าของคุณยังว่างอยู่"
        message="เลือกหนังสือที่ถูกใจแล้วกดใส่ตะกร้า"
        action={<a href="/bestseller">ดูหนังสือขายดี</a>}
      />,
    )
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'ตะกร้าของคุณยังว่างอยู่' }))
      .toBeVisible()
    await expect.element(screen.getByText('เลือกหนังสือที่ถูกใจแล้วกดใส่ตะกร้า')).toBeVisible()
    await expect.element(screen.getByRole('link', { name: 'ดูหนังสือขายดี' })).toBeVisible()
  })

  it('takes the heading level it is given and hides its picture', async () => {
    const screen = await render(<EmptyState title="ไม่พบหนังสือ" titleAs="h3" />)
    await expect.element(screen.getByRole('heading', { level: 3, name: 'ไม่พบหนังสือ' })).toBeVisible()
    expect(screen.container.querySelector('[data-slot=empty-state-icon]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })
})
