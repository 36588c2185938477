import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { useUiLocale } from '../../i18n/UiProvider'
import { Button } from '../button'
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '../dialog'
import { Input } from '../input'
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './Popover'

/** The stories' own wording (the app supplies these texts). */
const samples = {
  th: {
    trigger: 'ช่วงราคา',
    label: 'เลือกช่วงราคา',
    body: 'แสดงเฉพาะหนังสือราคาไม่เกิน 199 บาท',
    filters: 'ตัวกรอง',
    search: 'ค้นหาหนังสือ',
    tips: 'วิธีค้นหา',
    tipsBody: 'พิมพ์ชื่อหนังสือ ผู้แต่ง หรือ ISBN อย่างน้อย 2 ตัวอักษร',
  },
  en: {
    trigger: 'Price range',
    label: 'Choose a price range',
    body: 'Show only books up to 199 baht',
    filters: 'Filters',
    search: 'Search books',
    tips: 'Search tips',
    tipsBody: 'Type a title, an author or an ISBN, at least 2 characters',
  },
}

function PricePopover({ side }: { side?: 'top' | 'right' | 'bottom' | 'left' }) {
  const t = samples[useUiLocale()]
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">{t.trigger}</Button>
      </PopoverTrigger>
      <PopoverContent side={side} aria-label={t.label}>
        <p className="font-medium">{t.label}</p>
        <p className="mt-1 text-muted-foreground">{t.body}</p>
      </PopoverContent>
    </Popover>
  )
}

/** The tips open from their own button but line up under the whole search row. */
function AnchoredTips() {
  const t = samples[useUiLocale()]
  return (
    <Popover>
      <PopoverAnchor className="flex w-96 max-w-full items-center gap-2">
        <Input type="search" aria-label={t.search} placeholder={t.search} />
        <PopoverTrigger asChild>
          <Button variant="outline">{t.tips}</Button>
        </PopoverTrigger>
      </PopoverAnchor>
      <PopoverContent align="start" aria-label={t.tips} className="w-96">
        <p>{t.tipsBody}</p>
      </PopoverContent>
    </Popover>
  )
}

function InDialog() {
  const t = samples[useUiLocale()]
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>{t.filters}</Button>
      </DialogTrigger>
      <DialogContent size="sm" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t.filters}</DialogTitle>
        </DialogHeader>
        <PricePopover side="bottom" />
      </DialogContent>
    </Dialog>
  )
}

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  subcomponents: { PopoverTrigger, PopoverContent, PopoverAnchor },
  parameters: { layout: 'centered' },
  render: () => <PricePopover side="bottom" />,
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button')
    await userEvent.click(trigger)
    await expect(await screen.findByRole('dialog')).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  },
}

/** `PopoverAnchor` places the panel against the search row rather than the tips button. */
export const Anchored: Story = {
  render: () => <AnchoredTips />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox')
    await userEvent.click(canvas.getByRole('button'))
    const panel = await screen.findByRole('dialog')
    await waitFor(() =>
      expect(
        Math.abs(panel.getBoundingClientRect().left - search.getBoundingClientRect().left),
      ).toBeLessThan(1),
    )
  },
}

export const InsideDialog: Story = {
  render: () => <InDialog />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { expanded: false }))
    await waitFor(() =>
      expect(document.querySelector('[data-slot="popover-content"]')).not.toBeNull(),
    )
  },
}

export const InsideDialogAfterEscape: Story = {
  render: () => <InDialog />,
  parameters: { visual: { disable: true } },
  play: async (context) => {
    await InsideDialog.play?.(context)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(document.querySelector('[data-slot="popover-content"]')).toBeNull())
    await expect(document.querySelector('[data-slot="dialog-content"]')).not.toBeNull()
  },
}
