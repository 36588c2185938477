import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { Pagination, paginationItems, type PaginationLinkProps } from './Pagination'

const listText = (nav: Element) => [...nav.querySelectorAll('li')].map((item) => item.textContent)

describe('paginationItems', () => {
  it('shows first, last, the neighbours and a gap each side in the middle', () => {
    expect(paginationItems(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20])
  })

  it('keeps the same length near either end', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20])
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20])
    expect(paginationItems(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20])
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20])
  })

  it('lists every page when they fit, and never hides a single page behind a gap', () => {
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8])
  })

  it('widens with more neighbours', () => {
    expect(paginationItems(10, 20, 2)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20])
  })
})

describe('Pagination', () => {
  it('lists 1 … 4 5 6 … 20 between previous and next, in a named landmark', async () => {
    const screen = await render(<Pagination page={5} totalPages={20} onPageChange={() => {}} />)
    const nav = screen.getByRole('navigation', { name: 'เลขหน้า' })
    expect(listText(nav.element())).toEqual(['ก่อนหน้า', '1', '…', '4', '5', '6', '…', '20', 'ถัดไป'])
    await expect
      .element(screen.getByRole('button', { name: 'หน้า 5' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(screen.getByRole('button', { name: 'หน้า 4' }))
      .not.toHaveAttribute('aria-current')
  })

  it('speaks English under an English provider', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Pagination page={2} totalPages={3} onPageChange={() => {}} />
      </UiProvider>,
    )
    await expect.element(screen.getByRole('navigation', { name: 'Pages' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Previous' })).toBeEnabled()
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
    await expect.element(screen.getByRole('button', { name: 'Page 2' })).toBeVisible()
  })

  it('disables previous on the first page and next on the last', async () => {
    const screen = await render(<Pagination page={1} totalPages={20} onPageChange={() => {}} />)
    await expect.element(screen.getByRole('button', { name: 'ก่อนหน้า' })).toBeDisabled()
    await expect.element(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled()
    await screen.rerender(<Pagination page={20} totalPages={20} onPageChange={() => {}} />)
    await expect.element(screen.getByRole('button', { name: 'ก่อนหน้า' })).toBeEnabled()
    await expect.element(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled()
  })

  it('asks for the page clicked, the previous and the next, but not the current one', async () => {
    const onPageChange = vi.fn()
    const screen = await render(<Pagination page={5} totalPages={20} onPageChange={onPageChange} />)
    await screen.getByRole('button', { name: 'หน้า 20' }).click()
    await screen.getByRole('button', { name: 'ถัดไป' }).click()
    await screen.getByRole('button', { name: 'ก่อนหน้า' }).click()
    await screen.getByRole('button', { name: 'หน้า 5' }).click()
    expect(onPageChange.mock.calls).toEqual([[20], [6], [4]])
  })

  it('makes every page a link when pages have addresses', async () => {
    const screen = await render(
      <Pagination page={5} totalPages={20} getHref={(page) => `/bestseller?page=${page}`} />,
    )
    expect(screen.container.querySelector('button')).toBeNull()
    await expect
      .element(screen.getByRole('link', { name: 'หน้า 4' }))
      .toHaveAttribute('href', '/bestseller?page=4')
    await expect
      .element(screen.getByRole('link', { name: 'ก่อนหน้า' }))
      .toHaveAttribute('href', '/bestseller?page=4')
    await expect
      .element(screen.getByRole('link', { name: 'ถัดไป' }))
      .toHaveAttribute('href', '/bestseller?page=6')
    await expect
      .element(screen.getByRole('link', { name: 'หน้า 5' }))
      .toHaveAttribute('aria-current', 'page')
  })

  it('keeps a disabled previous link in place but with no address', async () => {
    const screen = await render(
      <Pagination page={1} totalPages={3} getHref={(page) => `/search?page=${page}`} />,
    )
    const previous = screen.getByRole('link', { name: 'ก่อนหน้า' })
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true')
    await expect.element(previous).not.toHaveAttribute('href')
  })

  it('draws links with the app’s router link, which gets the page too', async () => {
    const seen: number[] = []
    const RouterLink = ({ href, ...props }: PaginationLinkProps) => (
      <a data-router="" href={`#${href}`} {...props} />
    )
    const screen = await render(
      <Pagination
        page={2}
        totalPages={3}
        getHref={(page) => `/p/${page}`}
        renderLink={(props, page) => {
          seen.push(page)
          return <RouterLink {...props} />
        }}
      />,
    )
    const link = screen.getByRole('link', { name: 'หน้า 3' })
    await expect.element(link).toHaveAttribute('data-router')
    await expect.element(link).toHaveAttribute('href', '#/p/3')
    await expect.element(link).toHaveAttribute('data-slot', 'pagination-page')
    expect(seen).toEqual(expect.arrayContaining([1, 2, 3]))
  })

  it('renders nothing when there is only one page', async () => {
    const screen = await render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />)
    expect(screen.container.querySelector('nav')).toBeNull()
  })
})
