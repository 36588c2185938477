import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs'

/** Order history by type, as the store shows it. */
function OrderTabs(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Order types">
        <TabsTrigger value="AP">Approved</TabsTrigger>
        <TabsTrigger value="PD">Pending</TabsTrigger>
        <TabsTrigger value="CR" disabled>
          Cancelled
        </TabsTrigger>
        <TabsTrigger value="RR">Refunded</TabsTrigger>
      </TabsList>
      <TabsContent value="AP">Approved orders</TabsContent>
      <TabsContent value="PD">Pending orders</TabsContent>
      <TabsContent value="CR">Cancelled orders</TabsContent>
      <TabsContent value="RR">Refunded orders</TabsContent>
    </Tabs>
  )
}

const selectedTab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent

describe('Tabs', () => {
  it('ties each tab to its panel and shows only the selected panel', async () => {
    const screen = await render(<OrderTabs defaultValue="PD" />)
    await expect.element(screen.getByRole('tablist', { name: 'Order types' })).toBeVisible()
    const tab = screen.getByRole('tab', { name: 'Pending' })
    await expect.element(tab).toHaveAttribute('aria-selected', 'true')
    await expect.element(tab).toHaveAttribute('data-state', 'active')
    await expect
      .element(screen.getByRole('tab', { name: 'Approved' }))
      .toHaveAttribute('data-state', 'inactive')
    const panel = screen.getByRole('tabpanel', { name: 'Pending' })
    await expect.element(panel).toHaveTextContent('Pending orders')
    await expect.element(tab).toHaveAttribute('aria-controls', panel.element().id)
    // The other panels stay in the page, hidden and empty, so every tab names a panel.
    expect(document.querySelectorAll('[role="tabpanel"]:not([hidden])')).toHaveLength(1)
    expect(document.querySelector('[role="tabpanel"][hidden]')).toBeEmptyDOMElement()
  })

  it('selects a tab on click when uncontrolled', async () => {
    const onValueChange = vi.fn()
    const screen = await render(<OrderTabs defaultValue="AP" onValueChange={onValueChange} />)
    await screen.getByRole('tab', { name: 'Refunded' }).click()
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Refunded orders')
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('RR')
  })

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const screen = await render(<OrderTabs defaultValue="AP" />)
    await userEvent.tab()
    await expect.element(screen.getByRole('tab', { name: 'Approved' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus()
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Pending orders')
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(screen.getByRole('tab', { name: 'Refunded' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe('Approved')
    await userEvent.keyboard('{ArrowLeft}')
    expect(selectedTab()).toBe('Refunded')
  })

  it('jumps to the first and last tab with Home and End', async () => {
    const screen = await render(<OrderTabs defaultValue="PD" />)
    await userEvent.tab()
    await userEvent.keyboard('{End}')
    await expect.element(screen.getByRole('tab', { name: 'Refunded' })).toHaveFocus()
    expect(selectedTab()).toBe('Refunded')
    await userEvent.keyboard('{Home}')
    await expect.element(screen.getByRole('tab', { name: 'Approved' })).toHaveFocus()
    expect(selectedTab()).toBe('Approved')
  })

  it('keeps one tab stop: Tab goes from the selected tab into its panel', async () => {
    const screen = await render(<OrderTabs defaultValue="PD" />)
    await userEvent.tab()
    await expect.element(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('uses up and down, not left and right, when vertical', async () => {
    const screen = await render(<OrderTabs defaultValue="AP" orientation="vertical" />)
    await expect
      .element(screen.getByRole('tablist'))
      .toHaveAttribute('aria-orientation', 'vertical')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe('Approved')
    await userEvent.keyboard('{ArrowDown}')
    expect(selectedTab()).toBe('Pending')
    await userEvent.keyboard('{ArrowUp}')
    expect(selectedTab()).toBe('Approved')
  })

  it('follows the caller’s value when controlled', async () => {
    const onValueChange = vi.fn()
    const screen = await render(<OrderTabs value="AP" onValueChange={onValueChange} />)
    await screen.getByRole('tab', { name: 'Pending' }).click()
    expect(onValueChange).toHaveBeenCalledWith('PD')
    // The caller did not take the change, so the selection stays.
    expect(selectedTab()).toBe('Approved')

    function Controlled() {
      const [value, setValue] = useState('AP')
      return (
        <>
          <OrderTabs value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('RR')}>
            Show refunds
          </button>
        </>
      )
    }
    await screen.rerender(<Controlled />)
    await screen.getByRole('button', { name: 'Show refunds' }).click()
    expect(selectedTab()).toBe('Refunded')
    await screen.getByRole('tab', { name: 'Pending' }).click()
    expect(selectedTab()).toBe('Pending')
  })

  it('keeps every tab reachable while none is selected', async () => {
    const screen = await render(<OrderTabs />)
    expect(document.querySelector('[role="tabpanel"]:not([hidden])')).toBeNull()
    await userEvent.tab()
    await expect.element(screen.getByRole('tab', { name: 'Approved' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe('Pending')
  })
})
