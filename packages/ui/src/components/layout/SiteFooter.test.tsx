import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import type { RenderLink } from '../../lib/links'
import { SiteFooter } from './SiteFooter'

const linkGroups = [
  {
    title: 'ช่วยเหลือ',
    links: [
      { label: 'ขั้นตอนการสั่งซื้อ', href: '/purchaseprocess' },
      { label: 'หอสมุดแห่งชาติ', href: 'https://www.nlt.go.th/', external: true },
    ],
  },
]

describe('SiteFooter', () => {
  it('is the contentinfo landmark with a labelled navigation of topic links', async () => {
    const renderLink = vi.fn<RenderLink>((props) => <a data-router="" {...props} />)
    const screen = await render(<SiteFooter linkGroups={linkGroups} renderLink={renderLink} />)
    await expect.element(screen.getByRole('contentinfo')).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'ข้อมูลร้านค้า' })
    await expect.element(nav.getByRole('list', { name: 'ช่วยเหลือ' })).toBeVisible()
    await expect
      .element(screen.getByRole('link', { name: 'ขั้นตอนการสั่งซื้อ' }))
      .toHaveAttribute('data-router', '')
  })

  it('opens other sites in a new tab and says so', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <SiteFooter linkGroups={linkGroups} />
      </UiProvider>,
    )
    const link = screen.getByRole('link', { name: 'หอสมุดแห่งชาติ (opens in a new tab)' })
    await expect.element(link).toHaveAttribute('target', '_blank')
    await expect.element(link).toHaveAttribute('rel', 'noopener')
  })

  it('writes the copyright line from the store’s name and year', async () => {
    const th = await render(<SiteFooter storeName="อ่านเพลิน" year={2025} />)
    await expect.element(th.getByText('© 2025 อ่านเพลิน สงวนลิขสิทธิ์')).toBeVisible()
    const en = await render(
      <UiProvider locale="en">
        <SiteFooter storeName="Aan Ploen" year={2025} />
      </UiProvider>,
    )
    await expect.element(en.getByText('© 2025 Aan Ploen. All rights reserved.')).toBeVisible()
  })
})
