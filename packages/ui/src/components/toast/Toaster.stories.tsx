import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button'
import { SiteHeader } from '../layout/SiteHeader'
import { StoryLogo, StorySearch } from '../layout/story-parts'
import { toast } from './toast'
import { Toaster } from './Toaster'

/** Toasts live in a store outside React, so each story starts and ends with none. */
const clearToasts = () => {
  toast.dismiss()
  return () => toast.dismiss()
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  beforeEach: clearToasts,
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/** Buttons that show a toast of each kind; toasts go after 3 s. */
export const Playground: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3 pt-40">
      <Toaster />
      <Button onClick={() => toast('เพิ่มลงชั้นหนังสือแล้ว')}>ธรรมดา</Button>
      <Button variant="cta" onClick={() => toast.success('เพิ่มลงตะกร้าแล้ว')}>
        สำเร็จ
      </Button>
      <Button variant="outline" onClick={() => toast.info('มีหนังสือใหม่ 12 เล่มในสัปดาห์นี้')}>
        ข้อมูล
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('เซสชันจะหมดอายุใน 5 นาที')}>
        คำเตือน
      </Button>
      <Button variant="destructive" onClick={() => toast.error('Internal Server Error 500')}>
        ข้อผิดพลาด
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'ข้อผิดพลาด' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Internal Server Error 500')
    // Gone by itself after 3 s, with no close button to press.
    await waitFor(() => expect(alert).not.toBeInTheDocument(), { timeout: 4000 })
  },
}

/** One toast of each kind, held on screen (duration Infinity). */
export const Kinds: Story = {
  render: () => <Toaster />,
  play: async ({ canvasElement }) => {
    const held = { duration: Infinity }
    toast('เพิ่มลงชั้นหนังสือแล้ว', held)
    toast.info('มีหนังสือใหม่ 12 เล่มในสัปดาห์นี้', held)
    toast.warning('เซสชันจะหมดอายุใน 5 นาที', held)
    toast.success('เพิ่มลงตะกร้าแล้ว', {
      ...held,
      description: 'ชำระเงินได้ที่หน้าตะกร้าสินค้า',
    })
    toast.error('Internal Server Error 500', held)
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2))
    await expect(canvas.getAllByRole('status')).toHaveLength(3)
  },
}

/** Many toasts at once: the newest on top; beyond 20 the oldest go. */
export const Stacked: Story = {
  render: () => <Toaster />,
  play: async ({ canvasElement }) => {
    for (let n = 1; n <= 25; n++) {
      const show = [toast.success, toast.info, toast.warning, toast.error][n % 4]!
      show(`การแจ้งเตือนที่ ${n}`, { duration: Infinity })
    }
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(20))
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('การแจ้งเตือนที่ 25')
    await expect(canvas.queryByText('การแจ้งเตือนที่ 5')).not.toBeInTheDocument()
  },
}

/** With the page header in view, toasts sit below it: they never cover the search box. */
export const BelowTheHeader: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <SiteHeader logo={<StoryLogo />} search={<StorySearch />} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const held = { duration: Infinity }
    toast.success('เพิ่มลงตะกร้าแล้ว', { ...held, description: 'ชำระเงินได้ที่หน้าตะกร้าสินค้า' })
    toast.error('Internal Server Error 500', held)
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2))
    const header = canvas.getByRole('banner').getBoundingClientRect()
    const [first] = canvas.getAllByRole('listitem')
    await waitFor(() =>
      expect(first!.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.bottom),
    )
  },
}
