import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { ErrorPage, type ErrorPageProps } from './ErrorPage'

const english = (props: ErrorPageProps) =>
  render(
    <UiProvider locale="en">
      <ErrorPage {...props} />
    </UiProvider>,
  )

const sentences = () =>
  [...document.querySelectorAll('[data-slot="error-page"] p')].map((p) => p.textContent)

describe('ErrorPage', () => {
  it('titles an unknown route Page Not Found, with the path when given', async () => {
    const screen = await english({ variant: 'not-found' })
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent(/^Page Not Found$/)
    await screen.rerender(
      <UiProvider locale="en">
        <ErrorPage variant="not-found" path="/book-detail/abc" />
      </UiProvider>,
    )
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Page Not Found: /book-detail/abc')
  })

  it('shows 404! and its sentence for a status 404', async () => {
    const screen = await english({ variant: '404' })
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404!')
    expect(sentences()).toEqual(["Sorry, that page doesn't exist."])
  })

  it('shows Dang, the error’s message and the two sentences for any other error', async () => {
    const screen = await english({ variant: 'error', error: new Error('Network request failed') })
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dang')
    expect(sentences()).toEqual([
      'Network request failed',
      'It looks like something broke.',
      'Sorry about that.',
    ])
  })

  it('reads the message of a thrown string or object, and shows none when there is none', async () => {
    const screen = await english({ error: 'Timed out' })
    expect(sentences()[0]).toBe('Timed out')
    await screen.rerender(
      <UiProvider locale="en">
        <ErrorPage error={{ message: 'Server said no' }} />
      </UiProvider>,
    )
    expect(sentences()[0]).toBe('Server said no')
    await screen.rerender(
      <UiProvider locale="en">
        <ErrorPage error={42} />
      </UiProvider>,
    )
    expect(sentences()).toEqual(['It looks like something broke.', 'Sorry about that.'])
  })

  it('speaks Thai by default', async () => {
    const screen = await render(<ErrorPage variant="error" />)
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('แย่แล้ว')
    expect(sentences()).toEqual(['ดูเหมือนว่ามีบางอย่างผิดพลาด', 'ขออภัยในความไม่สะดวก'])
    await expect
      .element(screen.getByRole('link', { name: 'กลับหน้าแรก' }))
      .toHaveAttribute('href', '/')
    await screen.rerender(<ErrorPage variant="404" />)
    expect(sentences()).toEqual(['ขออภัย ไม่มีหน้านี้อยู่'])
    await screen.rerender(<ErrorPage variant="not-found" path="/x" />)
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('ไม่พบหน้านี้: /x')
  })

  it('lets the app replace the title, the sentences and the action’s label', async () => {
    const screen = await english({
      variant: '404',
      title: 'Lost?',
      description: 'That book has left the shelf.',
      homeLabel: 'To the shop',
    })
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lost?')
    expect(sentences()).toEqual(['That book has left the shelf.'])
    await expect.element(screen.getByRole('link', { name: 'To the shop' })).toBeVisible()
  })

  it('goes home through a link to homeHref', async () => {
    const screen = await english({ variant: '404', homeHref: '/en' })
    await expect
      .element(screen.getByRole('link', { name: 'Go back home.' }))
      .toHaveAttribute('href', '/en')
  })

  it('goes home through a button when only onGoHome is given', async () => {
    const onGoHome = vi.fn()
    const screen = await english({ variant: '404', onGoHome })
    expect(document.querySelector('a')).toBeNull()
    await screen.getByRole('button', { name: 'Go back home.' }).click()
    expect(onGoHome).toHaveBeenCalledOnce()
  })

  it('draws the home action with the app’s router link', async () => {
    const onGoHome = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const screen = await english({
      variant: 'not-found',
      homeHref: '/en',
      onGoHome,
      renderHomeLink: ({ href, ...props }) => <a data-router="" href={`#${href}`} {...props} />,
    })
    const link = screen.getByRole('link', { name: 'Go back home.' })
    await expect.element(link).toHaveAttribute('data-router')
    await expect.element(link).toHaveAttribute('href', '#/en')
    await link.click()
    expect(onGoHome).toHaveBeenCalledOnce()
  })
})
