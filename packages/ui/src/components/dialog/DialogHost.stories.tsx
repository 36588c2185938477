import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { useUiLocale } from '../../i18n/UiProvider'
import { Button } from '../button'
import { DialogHost } from './DialogHost'
import { LazyDialogHost } from './LazyDialogHost'
import { alert, confirm, dialogStore, prompt, type PromptInputType } from './dialogStore'

/** The stories' own wording (the app supplies these texts); the kit's labels follow the toolbar. */
const samples = {
  th: {
    confirmButton: 'ลบออกจากตะกร้า',
    confirmTitle: 'ลบหนังสือเล่มนี้ออกจากตะกร้า?',
    confirmMessage: 'คุณสามารถเพิ่มกลับได้ภายหลัง',
    emailButton: 'ส่งใบเสร็จทางอีเมล',
    emailTitle: 'ส่งใบเสร็จไปที่อีเมล',
    emailLabel: 'อีเมล',
    urlButton: 'เพิ่มเว็บไซต์สำนักพิมพ์',
    urlTitle: 'เว็บไซต์สำนักพิมพ์',
    urlLabel: 'ที่อยู่เว็บไซต์',
    alertButton: 'บันทึก',
    alertTitle: 'บันทึกที่อยู่เรียบร้อยแล้ว',
    answer: 'คำตอบ',
  },
  en: {
    confirmButton: 'Remove from basket',
    confirmTitle: 'Remove this book from the basket?',
    confirmMessage: 'You can add it back later.',
    emailButton: 'Email the receipt',
    emailTitle: 'Send the receipt to',
    emailLabel: 'Email',
    urlButton: 'Add publisher website',
    urlTitle: 'Publisher website',
    urlLabel: 'Website address',
    alertButton: 'Save',
    alertTitle: 'Address saved',
    answer: 'Answer',
  },
}

type Kind = 'confirm' | 'prompt-email' | 'prompt-url' | 'alert'

/**
 * A page with one button that asks through the imperative API, and the host that shows it
 * (`lazy`: the host whose code loads on the first request).
 */
function Demo({ kind, lazy = false }: { kind: Kind; lazy?: boolean }) {
  const t = samples[useUiLocale()]
  const [answer, setAnswer] = useState('')
  // Requests left open by a story must not appear in the next one.
  useEffect(() => () => dialogStore.dismissAll(), [])

  const ask = async () => {
    if (kind === 'confirm') {
      const ok = await confirm({
        title: t.confirmTitle,
        message: t.confirmMessage,
        destructive: true,
      })
      setAnswer(String(ok))
    } else if (kind === 'alert') {
      await alert({ title: t.alertTitle })
      setAnswer('closed')
    } else {
      const input: PromptInputType = kind === 'prompt-email' ? 'email' : 'url'
      const value = await prompt(
        input === 'email'
          ? { title: t.emailTitle, label: t.emailLabel, input, required: true }
          : { title: t.urlTitle, label: t.urlLabel, input, placeholder: 'https://' },
      )
      setAnswer(String(value))
    }
  }

  const label = {
    confirm: t.confirmButton,
    'prompt-email': t.emailButton,
    'prompt-url': t.urlButton,
    alert: t.alertButton,
  }[kind]

  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => void ask()}>{label}</Button>
      <output className="text-sm text-muted-foreground">
        {t.answer}: {answer}
      </output>
      {lazy ? <LazyDialogHost /> : <DialogHost />}
    </div>
  )
}

const meta = {
  title: 'Overlays/Imperative dialogs',
  component: Demo,
  args: { kind: 'confirm', lazy: false },
  argTypes: {
    kind: { control: 'select', options: ['confirm', 'prompt-email', 'prompt-url', 'alert'] },
  },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2)
  },
}

export const ConfirmAnswered: Story = {
  parameters: { visual: { disable: true } },
  play: async (context) => {
    await Confirm.play?.(context)
    const dialog = screen.getByRole('alertdialog')
    await userEvent.click(within(dialog).getAllByRole('button')[1]!)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent('true')
  },
}

export const PromptEmailError: Story = {
  args: { kind: 'prompt-email' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    const field = within(dialog).getByRole('textbox')
    await userEvent.type(field, 'somchai@mail')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveValue('somchai@mail')
    await expect(field).toHaveAccessibleDescription(/อีเมลไม่ถูกต้อง|Invalid email address/)
  },
}

export const PromptUrlError: Story = {
  args: { kind: 'prompt-url' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    const field = within(dialog).getByRole('textbox')
    await userEvent.type(field, 'http://localhost:3000')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(field).toHaveAccessibleDescription(/URL ไม่ถูกต้อง|Invalid URL/))
  },
}

export const Alert: Story = {
  args: { kind: 'alert' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1)
  },
}

/** The host's code loads on the first request: the page shows a spinner until the dialog opens. */
export const LoadedOnFirstRequest: Story = {
  args: { lazy: true },
  parameters: { visual: { disable: true } },
  play: async (context) => {
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await ConfirmAnswered.play?.(context)
  },
}
