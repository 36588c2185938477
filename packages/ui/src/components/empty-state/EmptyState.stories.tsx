import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button/Button'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Store/EmptyState',
  component: EmptyState,
  args: {
    title: 'ตะกร้าของคุณยังว่างอยู่',
    message: 'เลือกหนังสือที่ถูกใจแล้วกดใส่ตะกร้า หนังสือจะรอคุณอยู่ที่นี่',
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'ตะกร้าของคุณยังว่างอยู่' }),
    ).toBeVisible()
  },
}

export const WithAction: Story = {
  args: {
    title: 'ไม่พบหนังสือที่ค้นหา',
    message: 'ลองค้นหาด้วยคำอื่น เช่น ชื่อผู้แต่ง “สุนทรภู่” หรือชื่อเรื่อง “พระอภัยมณี”',
    icon: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    ),
    action: (
      <>
        <Button variant="primary">ค้นหาใหม่</Button>
        <Button variant="outline" asChild>
          <a href="/bestseller">ดูหนังสือขายดี</a>
        </Button>
      </>
    ),
  },
}
