import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card'

const meta = {
  title: 'Layout/Card',
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  argTypes: {
    variant: { control: 'select', options: ['surface', 'outline'] },
  },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>คำสั่งซื้อ #1024</CardTitle>
        <CardDescription>ชำระเงินแล้วเมื่อ 3 พฤษภาคม 2568</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">หนังสือ 2 เล่ม รวม 458 บาท</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">ดูรายละเอียด</Button>
        <Button size="sm" variant="outline">
          ซื้ออีกครั้ง
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Surface: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'คำสั่งซื้อ #1024' })).toBeVisible()
  },
}

export const Outline: Story = {
  args: { variant: 'outline' },
}

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardContent>
        <p className="text-sm">การ์ดที่มีแต่เนื้อหา ไม่มีหัวและท้าย</p>
      </CardContent>
    </Card>
  ),
}
