import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Spinner } from '../components/spinner/Spinner'
import { useAreaTexts, UiProvider } from './UiProvider'
import { book } from './texts/book'
import { common } from './texts/common'
import { useUiTexts } from './texts'

function BookTexts() {
  const texts = useAreaTexts('book', book)
  const all = useUiTexts()
  return (
    <p>
      {texts.opensInNewTab} | {all.book.opensInNewTab} | {all.common.close}
    </p>
  )
}

describe('UiProvider', () => {
  it('gives a component its area’s texts in the provider’s language, overrides laid over', async () => {
    const screen = await render(
      <UiProvider locale="en" texts={{ common: { loading: 'Hold on' } }}>
        <Spinner showLabel />
      </UiProvider>,
    )
    await expect.element(screen.getByRole('status')).toHaveTextContent('Hold on')
  })

  it('speaks Thai without a provider, and reads an area the same way as every area', async () => {
    const screen = await render(<BookTexts />)
    expect(screen.container.textContent).toBe(
      `${book.th.opensInNewTab} | ${book.th.opensInNewTab} | ${common.th.close}`,
    )
  })
})
