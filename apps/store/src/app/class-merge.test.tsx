import { Button } from '@ebook/ui'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
// The app's setup, which every entry (browser, server, test harness) imports: it installs the
// kit's class merge.
import './create-app'

describe("the store's class merge", () => {
  it('lets a className passed to a kit component win over the component’s own classes', async () => {
    const screen = await render(
      <Button variant="link" size="sm" className="h-auto px-0">
        Change
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Change' }).element() as HTMLElement
    // The size's `h-8 px-3` are gone, so the stylesheet's order cannot let them win.
    expect(button.className.split(' ')).not.toContain('h-8')
    expect(button.className.split(' ')).not.toContain('px-3')
    const style = getComputedStyle(button)
    expect(style.paddingInlineStart).toBe('0px')
    expect(style.paddingInlineEnd).toBe('0px')
    expect(button.getBoundingClientRect().height).toBeLessThan(32)
  })
})
