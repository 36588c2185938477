import { afterEach, describe, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  afterEach(() =>
    cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'no-preference' }],
    }),
  )

  it('is a status named with the kit’s loading text, in Thai by default', async () => {
    const screen = await render(<Spinner />)
    await expect.element(screen.getByRole('status')).toHaveTextContent('กำลังโหลด…')
  })

  it('speaks the provider’s language', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Spinner />
      </UiProvider>,
    )
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading…')
  })

  it('keeps the label for screen readers only, unless asked to show it', async () => {
    const screen = await render(
      <>
        <Spinner label="Loading books" data-testid="quiet" />
        <Spinner label="Loading orders" showLabel data-testid="shown" />
      </>,
    )
    await expect.element(screen.getByText('Loading books')).toHaveClass('sr-only')
    await expect.element(screen.getByText('Loading orders')).toBeVisible()
    await expect.element(screen.getByText('Loading orders')).not.toHaveClass('sr-only')
  })

  it('grows with its size', async () => {
    const screen = await render(
      <>
        <Spinner size="sm" data-testid="sm" />
        <Spinner size="lg" data-testid="lg" />
      </>,
    )
    const ring = (id: string) =>
      screen.getByTestId(id).element().querySelector('svg')!.getBoundingClientRect().width
    expect(ring('sm')).toBe(16)
    expect(ring('lg')).toBe(40)
  })

  it('turns, and stops turning when the user prefers reduced motion', async () => {
    const screen = await render(<Spinner data-testid="spinner" />)
    const ring = screen.getByTestId('spinner').element().querySelector('svg')!
    expect(getComputedStyle(ring).animationName).toBe('spin')
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    })
    expect(getComputedStyle(ring).animationName).toBe('none')
  })
})
