import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button'
import { TopProgressBar } from './TopProgressBar'

const meta = {
  title: 'Feedback/TopProgressBar',
  component: TopProgressBar,
  args: { active: true, delay: 200 },
} satisfies Meta<typeof TopProgressBar>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A load under way: the bar appears after the delay and creeps on. Its length depends on how
 * long the load has run, so this story has no screenshot; `KnownProgress` shows the look.
 */
export const Active: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement.ownerDocument.body).findByRole('progressbar', {
      name: 'กำลังโหลดหน้า',
    })
    const first = Number(bar.getAttribute('aria-valuenow'))
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first))
  },
}

/** The app knows how far the load is, so the bar stands at that point. */
export const KnownProgress: Story = {
  args: { value: 60, delay: 0 },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement.ownerDocument.body).findByRole('progressbar')
    await expect(bar).toHaveAttribute('aria-valuenow', '60')
  },
}

/** A page load started and ended by the app: the bar fills, fades and is gone. */
export const StartAndFinish: Story = {
  args: { active: false },
  render: function StartAndFinish(args) {
    const [loading, setLoading] = useState(false)
    return (
      <>
        <TopProgressBar {...args} active={loading} />
        <Button onClick={() => setLoading((value) => !value)}>
          {loading ? 'จบการโหลด' : 'เริ่มโหลดหน้า'}
        </Button>
      </>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มโหลดหน้า' }))
    const bar = await body.findByRole('progressbar')
    await userEvent.click(canvas.getByRole('button', { name: 'จบการโหลด' }))
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'))
    await waitFor(() => expect(body.queryByRole('progressbar')).toBeNull(), { timeout: 2000 })
  },
}
