import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { useUiLocale } from '../../i18n/UiProvider'
import { Button } from '../button'
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '../dialog'
import { Popover, PopoverContent, PopoverTrigger } from './Popover'

/** The stories' own wording (the app supplies these texts). */
const samples = {
  th: {
    trigger: 'ช่วงราคา',
    label: 'เลือกช่วงราคา',
    body: 'แสดงเฉพาะหนังสือราคาไม่เกิน 199 บาท',
    filters: 'ตัวกรอง',
  },
  en: {
    trigger: 'Price range',
    label: 'Choose a price range',
    body: 'Show only books up to 199 baht',
    filters: 'Filters',
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
  component: PricePopover,
  args: { side: 'bottom' },
  argTypes: { side: { control: 'select', options: ['top', 'right', 'bottom', 'left'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PricePopover>

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
