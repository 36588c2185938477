/**
 * The dialog's parts one by one, for their props tables; the dialog's behaviour (stacking,
 * Escape, sizes) is shown in Dialog.stories.tsx.
 */
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

/** The stories' own wording (the app supplies these texts). */
const samples = {
  th: {
    open: 'ลบหนังสือออกจากตะกร้า',
    title: 'ลบ “สายลมแห่งเจ้าพระยา” ออกจากตะกร้า?',
    description: 'คุณเพิ่มกลับได้ทุกเมื่อจากหน้าหนังสือ',
    keep: 'เก็บไว้',
    remove: 'ลบ',
  },
  en: {
    open: 'Remove book from basket',
    title: 'Remove “Wind over the Chao Phraya” from the basket?',
    description: 'You can add it again at any time from the book page.',
    keep: 'Keep it',
    remove: 'Remove',
  },
}

function RemoveFromBasket() {
  const t = samples[useUiLocale()]
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t.open}</Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t.keep}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive">{t.remove}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

const meta = {
  title: 'Overlays/Dialog parts',
  component: Dialog,
  subcomponents: {
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  },
  render: () => <RemoveFromBasket />,
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Trigger, content (with its backdrop and × button), header, title, description, footer, close. */
export const Anatomy: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = samples[globals.locale === 'en' ? 'en' : 'th']
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.open }))
    const dialog = await screen.findByRole('dialog', { name: t.title })
    await expect(dialog).toHaveAccessibleDescription(t.description)
    await userEvent.click(within(dialog).getByRole('button', { name: t.keep }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.open }))
    await screen.findByRole('dialog', { name: t.title })
  },
}
