import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Pagination } from '../components/pagination'
import { Spinner } from '../components/spinner'
import { UiProvider } from './UiProvider'

/** Kit components that speak: the pagination's words and the spinner's label. */
function Speaking() {
  return (
    <div className="flex flex-col items-start gap-3">
      <Pagination page={2} totalPages={5} onPageChange={() => {}} />
      <Spinner showLabel />
    </div>
  )
}

const meta = {
  title: 'Foundations/UiProvider',
  component: UiProvider,
  args: { children: null },
  // Every story already sits in the toolbar's UiProvider; these set their own inside it.
  render: (args) => (
    <UiProvider {...args}>
      <Speaking />
    </UiProvider>
  ),
} satisfies Meta<typeof UiProvider>

export default meta
type Story = StoryObj<typeof meta>

/** `locale` switches every kit text, and the format of numbers and dates, at once. */
export const ThaiAndEnglish: Story = {
  render: () => (
    <div className="grid gap-6 sm:grid-cols-2">
      <UiProvider locale="th">
        <Speaking />
      </UiProvider>
      <UiProvider locale="en">
        <Speaking />
      </UiProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'เลขหน้า' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible()
    await expect(canvas.getByText('กำลังโหลด…')).toBeVisible()
    await expect(canvas.getByText('Loading…')).toBeVisible()
  },
}

/** `texts` lays the app's own wording over any of the kit's texts; the rest stay the kit's. */
export const AppWording: Story = {
  args: {
    locale: 'th',
    texts: { common: { paginationPrevious: 'ย้อนกลับ', paginationNext: 'หน้าต่อไป' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'ย้อนกลับ' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'หน้าต่อไป' })).toBeVisible()
    await expect(canvas.getByText('กำลังโหลด…')).toBeVisible()
  },
}
