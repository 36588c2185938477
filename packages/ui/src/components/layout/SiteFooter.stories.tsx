import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SiteFooter } from './SiteFooter'
import { StoryLogo } from './story-parts'

const meta = {
  title: 'Store/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <StoryLogo />,
    storeName: 'อ่านเพลิน',
    year: 2025,
    linkGroups: [
      {
        title: 'ช่วยเหลือ',
        links: [
          { label: 'ขั้นตอนการสั่งซื้อ', href: '/purchaseprocess' },
          { label: 'ติดต่อเรา', href: '/contactus' },
        ],
      },
      {
        title: 'นโยบาย',
        links: [
          { label: 'นโยบายความเป็นส่วนตัว', href: '/policy' },
          { label: 'ข้อกำหนดและเงื่อนไข', href: '/termandcondition' },
        ],
      },
      {
        title: 'สำนักพิมพ์',
        links: [
          { label: 'สมัครเป็นสำนักพิมพ์', href: '/vendor/apply' },
          { label: 'หอสมุดแห่งชาติ', href: 'https://www.nlt.go.th/', external: true },
        ],
      },
    ],
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('contentinfo')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'ข้อมูลร้านค้า' })).toBeVisible()
    await expect(canvas.getByText('© 2025 อ่านเพลิน สงวนลิขสิทธิ์')).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-[375px]">
        <Story />
      </div>
    ),
  ],
}
