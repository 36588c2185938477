import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import type { RenderLink } from '../../lib/links'
import { CategoryMenu, type CategoryMenuItem } from './CategoryMenu'

const items: CategoryMenuItem[] = [
  {
    id: 1,
    name: 'วรรณกรรมไทย',
    href: '/category/1',
    count: 1284,
    children: [
      {
        id: 11,
        name: 'วรรณคดี',
        href: '/category/11',
        children: [{ id: 111, name: 'กลอนนิทาน', href: '/category/111' }],
      },
      { id: 12, name: 'นวนิยาย', href: '/category/12' },
    ],
  },
  { id: 2, name: 'การ์ตูน', href: '/category/2' },
  { id: 3, name: 'หอสมุดแห่งชาติ', href: 'https://www.nlt.go.th/', external: true },
]

describe('CategoryMenu', () => {
  it('is a navigation named “หมวดหมู่” with subcategories closed at first', async () => {
    const screen = await render(<CategoryMenu items={items} />)
    await expect.element(screen.getByRole('navigation', { name: 'หมวดหมู่' })).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'หมวดย่อยของ วรรณกรรมไทย' }))
      .toHaveAttribute('aria-expanded', 'false')
    await expect.element(screen.getByRole('link', { name: 'นวนิยาย' })).not.toBeInTheDocument()
  })

  it('opens and closes subcategories with their button', async () => {
    const screen = await render(<CategoryMenu items={items} />)
    const toggle = screen.getByRole('button', { name: 'หมวดย่อยของ วรรณกรรมไทย' })
    await toggle.click()
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByRole('link', { name: 'นวนิยาย' })).toBeVisible()
    const group = document.getElementById(toggle.element().getAttribute('aria-controls')!)
    expect(group?.contains(screen.getByRole('link', { name: 'นวนิยาย' }).element())).toBe(true)
    await toggle.click()
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.element(screen.getByRole('link', { name: 'นวนิยาย' })).not.toBeInTheDocument()
  })

  it('opens with the keyboard', async () => {
    const screen = await render(<CategoryMenu items={items} />)
    const toggle = screen.getByRole('button', { name: 'หมวดย่อยของ วรรณกรรมไทย' })
    ;(toggle.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard(' ')
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('marks the current category and opens the categories around it', async () => {
    const screen = await render(<CategoryMenu items={items} currentId={111} />)
    await expect
      .element(screen.getByRole('link', { name: 'กลอนนิทาน' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(screen.getByRole('button', { name: 'หมวดย่อยของ วรรณคดี' }))
      .toHaveAttribute('aria-expanded', 'true')
    expect(
      screen.container.querySelectorAll('[aria-current]'),
      'only one item is current',
    ).toHaveLength(1)
  })

  it('opens external links in a new tab and says so', async () => {
    const renderLink = vi.fn<RenderLink>((props) => <a data-router="" {...props} />)
    const screen = await render(
      <UiProvider locale="en">
        <CategoryMenu items={items} renderLink={renderLink} />
      </UiProvider>,
    )
    const external = screen.getByRole('link', { name: 'หอสมุดแห่งชาติ (opens in a new tab)' })
    await expect.element(external).toHaveAttribute('target', '_blank')
    await expect.element(external).toHaveAttribute('rel', 'noopener')
    await expect.element(external).not.toHaveAttribute('data-router')
    expect(external.element().querySelector('svg')).toHaveAttribute('aria-hidden', 'true')

    const inStore = screen.getByRole('link', { name: 'การ์ตูน' })
    await expect.element(inStore).toHaveAttribute('data-router', '')
    await expect.element(inStore).not.toHaveAttribute('target')
  })

  it('gives counts to screen readers as words', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <CategoryMenu items={items} />
      </UiProvider>,
    )
    await expect
      .element(screen.getByRole('link', { name: 'วรรณกรรมไทย (1,284 books)' }))
      .toHaveAttribute('href', '/category/1')
  })

  it('reports changes and follows expandedIds when controlled', async () => {
    const onExpandedChange = vi.fn()
    const screen = await render(
      <CategoryMenu items={items} expandedIds={[1]} onExpandedChange={onExpandedChange} />,
    )
    await expect.element(screen.getByRole('link', { name: 'นวนิยาย' })).toBeVisible()
    await screen.getByRole('button', { name: 'หมวดย่อยของ วรรณคดี' }).click()
    expect(onExpandedChange).toHaveBeenCalledWith([1, 11])
    await expect
      .element(screen.getByRole('button', { name: 'หมวดย่อยของ วรรณคดี' }))
      .toHaveAttribute('aria-expanded', 'false')
  })
})
