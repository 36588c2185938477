import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CategoryMenu } from './CategoryMenu'
import { sampleCategories } from './story-data'

const meta = {
  title: 'Store/CategoryMenu',
  component: CategoryMenu,
  args: { items: sampleCategories },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'หมวดย่อยของ วรรณกรรมไทย' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Expanded: Story = {
  args: { currentId: 'epic-poems' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /กลอนนิทาน/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'หมวดย่อยของ วรรณกรรมแปล' }))
    await expect(canvas.getByRole('link', { name: /คลาสสิกอังกฤษ/ })).toBeVisible()
  },
}

export const ExternalLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'หอสมุดแห่งชาติ (เปิดในแท็บใหม่)',
    })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener')
  },
}
