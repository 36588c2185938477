import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { useUiLocale } from '../../i18n/UiProvider'
import { Button } from '../button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog'

/** The stories' own wording (the app supplies these texts); the kit's labels follow the toolbar. */
const samples = {
  th: {
    open: 'แก้ไขที่อยู่',
    title: 'แก้ไขที่อยู่จัดส่ง',
    description: 'ที่อยู่นี้ใช้สำหรับใบเสร็จและการติดต่อเรื่องคำสั่งซื้อ',
    body: 'บ้านเลขที่ 99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110',
    save: 'บันทึก',
    cancel: 'ยกเลิก',
    nestedOpen: 'เลือกจังหวัด',
    nestedTitle: 'เลือกจังหวัด',
    nestedDescription: 'กด Esc หรือปุ่มย้อนกลับเพื่อปิดเฉพาะหน้าต่างนี้',
    bangkok: 'กรุงเทพมหานคร',
  },
  en: {
    open: 'Edit address',
    title: 'Edit delivery address',
    description: 'This address is used for receipts and order contact.',
    body: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
    save: 'Save',
    cancel: 'Cancel',
    nestedOpen: 'Choose province',
    nestedTitle: 'Choose a province',
    nestedDescription: 'Escape or the back button closes only this window.',
    bangkok: 'Bangkok',
  },
}

function useSample() {
  return samples[useUiLocale()]
}

type DemoProps = {
  /** Dialog width. */
  size?: 'xs' | 'sm' | 'md' | 'lg'
  /** Whether a click outside closes the dialog. */
  closeOnOutsideClick?: boolean
}

/**
 * The kit's `Dialog` as a page uses it: a trigger, then a box with a title, a description, a body
 * and a footer of actions. The props of each part are on the "Dialog parts" page.
 */
function AddressDialog({ size, closeOnOutsideClick }: DemoProps) {
  const t = useSample()
  return (
    <Dialog closeOnOutsideClick={closeOnOutsideClick}>
      <DialogTrigger asChild>
        <Button>{t.open}</Button>
      </DialogTrigger>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">{t.body}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{t.save}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function NestedDialogs() {
  const t = useSample()
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>{t.open}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">{t.nestedOpen}</Button>
          </DialogTrigger>
          <DialogContent size="sm">
            <DialogHeader>
              <DialogTitle>{t.nestedTitle}</DialogTitle>
              <DialogDescription>{t.nestedDescription}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t.bangkok}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  )
}

const meta = {
  title: 'Overlays/Dialog',
  component: AddressDialog,
  args: { size: 'md', closeOnOutsideClick: true },
  argTypes: { size: { control: 'select', options: ['xs', 'sm', 'md', 'lg'] } },
} satisfies Meta<typeof AddressDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('data-size', args.size ?? 'md')
  },
}

export const Small: Story = {
  args: { size: 'sm' },
  play: Open.play,
}

export const ClosedByEscapeOnly: Story = {
  args: { closeOnOutsideClick: false },
  play: async (context) => {
    await Open.play?.(context)
    // A click on the backdrop, in the page's top corner, outside the dialog's box.
    const dialog = screen.getByRole('dialog')
    const corner = { clientX: 2, clientY: 2 }
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: corner })
    await expect(screen.getByRole('dialog')).toBeVisible()
  },
}

export const Nested: Story = {
  render: () => <NestedDialogs />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const first = await screen.findByRole('dialog')
    await userEvent.click(within(first).getAllByRole('button')[0]!)
    // Both are open; the lower one is inert under the upper one (the browser hides it from
    // assistive technology, which testing-library's role queries do not model).
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2))
    const levels = [...document.querySelectorAll('[data-slot="dialog-content"]')].map((element) =>
      element.getAttribute('data-level'),
    )
    await expect(levels).toEqual(['0', '1'])
    // The upper dialog's backdrop is painted over the lower dialog: its uncovered edge is dimmed
    // (a point on the backdrop hit-tests as its dialog).
    const [lower, upper] = document.querySelectorAll<HTMLElement>('[data-slot="dialog-content"]')
    if (!lower || !upper) throw new Error('two dialogs expected')
    const box = lower.getBoundingClientRect()
    await expect(document.elementFromPoint(box.left + 8, box.top + box.height / 2)).toBe(upper)
  },
}

export const NestedAfterEscape: Story = {
  render: () => <NestedDialogs />,
  play: async (context) => {
    await Nested.play?.(context)
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(document.querySelectorAll('[data-slot="dialog-content"]')).toHaveLength(1),
    )
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-level', '0')
  },
}
