import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { whenOverlayHistorySettled } from '../../overlay/overlayStack'
import { Button } from '../button'
import { Dialog, DialogContent, DialogTitle } from '../dialog/Dialog'
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './Popover'

function PricePopover() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button>Price</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Price range">Under 100 baht</PopoverContent>
    </Popover>
  )
}

describe('Popover', () => {
  afterEach(async () => {
    await whenOverlayHistorySettled()
  })

  it('opens from its trigger above the page and closes on Escape, focus back on the trigger', async () => {
    await render(<PricePopover />)
    const trigger = page.getByRole('button', { name: 'Price' })
    await trigger.click()
    await expect.element(trigger).toHaveAttribute('data-state', 'open')
    const content = page.getByRole('dialog', { name: 'Price range' })
    await expect.element(content).toHaveTextContent('Under 100 baht')
    expect(getComputedStyle(content.element()).zIndex).toBe('2400')

    await userEvent.keyboard('{Escape}')
    await expect.element(content).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()
  })

  it('closes on a click outside', async () => {
    await render(
      <>
        <p>Catalogue</p>
        <PricePopover />
      </>,
    )
    await page.getByRole('button', { name: 'Price' }).click()
    await expect.element(page.getByText('Under 100 baht')).toBeVisible()
    await page.getByText('Catalogue').click()
    await expect.element(page.getByText('Under 100 baht')).not.toBeInTheDocument()
  })

  it('closes only itself on Escape when it is open inside a dialog', async () => {
    await render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Filters</DialogTitle>
          <PricePopover />
        </DialogContent>
      </Dialog>,
    )
    await page.getByRole('button', { name: 'Price' }).click()
    const content = page.getByRole('dialog', { name: 'Price range' })
    await expect.element(content).toBeVisible()
    // Inside the modal dialog, where it is usable: outside it the page is inert.
    const filters = document.querySelector('[data-slot="dialog-content"]')
    expect(filters?.contains(content.element())).toBe(true)
    await page.getByRole('button', { name: 'Price' }).click()
    await expect.element(content).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Price' }).click()
    await expect.element(content).toBeVisible()

    await userEvent.keyboard('{Escape}')
    await expect.element(content).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Price' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument()
  })

  it('positions against an anchor other than its trigger', async () => {
    await render(
      <Popover defaultOpen>
        <PopoverAnchor asChild>
          <div data-testid="anchor" style={{ marginLeft: 300, width: 40, height: 20 }} />
        </PopoverAnchor>
        <PopoverContent aria-label="Anchored" side="bottom" align="start">
          Here
        </PopoverContent>
      </Popover>,
    )
    const anchor = page.getByTestId('anchor').element().getBoundingClientRect()
    const content = page.getByRole('dialog', { name: 'Anchored' })
    await expect.element(content).toBeVisible()
    await expect
      .poll(() => Math.round(content.element().getBoundingClientRect().left))
      .toBe(Math.round(anchor.left))
  })
})
