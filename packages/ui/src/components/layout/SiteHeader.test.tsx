import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { SiteHeader } from './SiteHeader'

const slots = {
  logo: <a href="/">อ่านเพลิน</a>,
  search: <input type="search" aria-label="ค้นหาหนังสือ" />,
  categoryMenu: <a href="/bestseller">หนังสือขายดี</a>,
  basket: <a href="/basket">ตะกร้า</a>,
  account: <a href="/Login">เข้าสู่ระบบ</a>,
  languageSwitch: <button type="button">English</button>,
  themeSwitch: <button type="button">ธีมสว่าง</button>,
}

afterEach(async () => {
  await page.viewport(1024, 768)
})

describe('SiteHeader', () => {
  it('is the banner, with a labelled navigation and a skip link', async () => {
    const screen = await render(<SiteHeader {...slots} mainContentId="content" />)
    await expect.element(screen.getByRole('banner')).toBeVisible()
    await expect.element(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible()
    await expect
      .element(screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' }))
      .toHaveAttribute('href', '#content')
  })

  it('shows every slot and no menu button on a desktop', async () => {
    const screen = await render(<SiteHeader {...slots} />)
    for (const name of ['อ่านเพลิน', 'หนังสือขายดี', 'ตะกร้า', 'เข้าสู่ระบบ']) {
      await expect.element(screen.getByRole('link', { name })).toBeVisible()
    }
    await expect.element(screen.getByRole('button', { name: 'English' })).toBeVisible()
    // Hidden with display: none, so out of the accessibility tree too.
    await expect.element(screen.getByRole('button', { name: 'เมนู' })).not.toBeInTheDocument()
  })

  it('folds the menu and switches into a menu button on a phone', async () => {
    await page.viewport(375, 700)
    const screen = await render(
      <UiProvider locale="en">
        <SiteHeader {...slots} />
      </UiProvider>,
    )
    const menu = screen.getByRole('button', { name: 'Menu' })
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false')
    await expect.element(screen.getByRole('link', { name: 'หนังสือขายดี' })).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'English' })).not.toBeInTheDocument()
    // The logo, basket and search stay.
    await expect.element(screen.getByRole('link', { name: 'ตะกร้า' })).toBeVisible()
    await expect.element(screen.getByRole('searchbox')).toBeVisible()

    await menu.click()
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'English' })).toBeVisible()
    for (const id of menu.element().getAttribute('aria-controls')!.split(' ')) {
      expect(document.getElementById(id), `controls #${id}`).not.toBeNull()
    }
  })

  it('closes the phone menu on Escape and gives focus back to its button', async () => {
    await page.viewport(375, 700)
    const onMenuOpenChange = vi.fn()
    const screen = await render(<SiteHeader {...slots} onMenuOpenChange={onMenuOpenChange} />)
    const menu = screen.getByRole('button', { name: 'เมนู' })
    await menu.click()
    await screen.getByRole('link', { name: 'หนังสือขายดี' }).element().focus()
    await userEvent.keyboard('{Escape}')
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false')
    await expect.element(menu).toHaveFocus()
    expect(onMenuOpenChange.mock.calls).toEqual([[true], [false]])
  })

  it('follows menuOpen when controlled', async () => {
    await page.viewport(375, 700)
    const screen = await render(<SiteHeader {...slots} menuOpen />)
    await expect.element(screen.getByRole('link', { name: 'หนังสือขายดี' })).toBeVisible()
    await screen.getByRole('button', { name: 'เมนู' }).click()
    await expect.element(screen.getByRole('link', { name: 'หนังสือขายดี' })).toBeVisible()
  })
})
