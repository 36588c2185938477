import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs'

const orderTypes = [
  { value: 'all', label: 'ทั้งหมด', body: 'คำสั่งซื้อทั้งหมด 12 รายการ' },
  { value: 'pending', label: 'รอชำระเงิน', body: 'คำสั่งซื้อที่รอชำระเงิน 2 รายการ' },
  { value: 'done', label: 'สำเร็จ', body: 'คำสั่งซื้อที่สำเร็จแล้ว 9 รายการ' },
  { value: 'cancelled', label: 'ยกเลิก', body: 'คำสั่งซื้อที่ยกเลิก 1 รายการ' },
]

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'all', onValueChange: fn() },
  argTypes: {
    orientation: { control: 'select', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="ประเภทคำสั่งซื้อ">
        {orderTypes.map((type) => (
          <TabsTrigger key={type.value} value={type.value}>
            {type.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {orderTypes.map((type) => (
        <TabsContent key={type.value} value={type.value} className="p-2 text-sm">
          {type.body}
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'สำเร็จ' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('done')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('คำสั่งซื้อที่สำเร็จแล้ว')
  },
}

/** Arrow keys move along the tabs and select them; Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'ทั้งหมด' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'รอชำระเงิน' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'ยกเลิก' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'ยกเลิก' })).toHaveFocus()
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('คำสั่งซื้อที่ยกเลิก')
  },
}

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('คำสั่งซื้อที่สำเร็จแล้ว')
  },
}

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="ประเภทคำสั่งซื้อ">
        <TabsTrigger value="all">ทั้งหมด</TabsTrigger>
        <TabsTrigger value="pending" disabled>
          รอชำระเงิน
        </TabsTrigger>
        <TabsTrigger value="done">สำเร็จ</TabsTrigger>
      </TabsList>
      <TabsContent value="all" className="p-2 text-sm">
        คำสั่งซื้อทั้งหมด 12 รายการ
      </TabsContent>
      <TabsContent value="done" className="p-2 text-sm">
        คำสั่งซื้อที่สำเร็จแล้ว 9 รายการ
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'สำเร็จ' })).toHaveFocus()
  },
}

/** The page holds the selected type (in the URL, say) and a link outside the tabs changes it. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState('all')
    return (
      <div className="flex flex-col items-start gap-3">
        <button
          type="button"
          className="text-sm text-primary underline"
          onClick={() => setValue('cancelled')}
        >
          ดูคำสั่งซื้อที่ยกเลิก
        </button>
        <Tabs {...args} defaultValue={undefined} value={value} onValueChange={setValue}>
          <TabsList aria-label="ประเภทคำสั่งซื้อ">
            {orderTypes.map((type) => (
              <TabsTrigger key={type.value} value={type.value}>
                {type.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {orderTypes.map((type) => (
            <TabsContent key={type.value} value={type.value} className="p-2 text-sm">
              {type.body}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'ดูคำสั่งซื้อที่ยกเลิก' }))
    await expect(canvas.getByRole('tab', { name: 'ยกเลิก' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}
