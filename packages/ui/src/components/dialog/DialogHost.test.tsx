import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { whenOverlayHistorySettled } from '../../overlay/overlayStack'
import { Button } from '../button'
import { DialogHost } from './DialogHost'
import { alert, confirm, dialogStore, prompt } from './dialogStore'

describe('confirm, prompt and alert', () => {
  afterEach(async () => {
    dialogStore.dismissAll()
    await whenOverlayHistorySettled()
  })

  it('resolves confirm with true on OK', async () => {
    await render(<DialogHost />)
    const answer = confirm({ title: 'ลบหนังสือเล่มนี้?', message: 'ลบแล้วกู้คืนไม่ได้' })
    const dialog = page.getByRole('alertdialog', { name: 'ลบหนังสือเล่มนี้?' })
    await expect.element(dialog).toHaveAccessibleDescription('ลบแล้วกู้คืนไม่ได้')
    await dialog.getByRole('button', { name: 'ตกลง' }).click()
    await expect(answer).resolves.toBe(true)
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('resolves confirm with false on No and on Escape', async () => {
    await render(<DialogHost />)
    const no = confirm({ title: 'Remove?' })
    await page.getByRole('button', { name: 'ไม่' }).click()
    await expect(no).resolves.toBe(false)

    const escaped = confirm({ title: 'Remove?' })
    await expect.element(page.getByRole('alertdialog', { name: 'Remove?' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(escaped).resolves.toBe(false)
  })

  it('uses the given labels and English defaults under an English provider', async () => {
    await render(
      <UiProvider locale="en">
        <DialogHost />
      </UiProvider>,
    )
    const answer = confirm({ title: 'Leave?', confirmLabel: 'Leave page' })
    await expect.element(page.getByRole('button', { name: 'No' })).toBeVisible()
    await page.getByRole('button', { name: 'Leave page' }).click()
    await expect(answer).resolves.toBe(true)
  })

  it('returns focus to the element that was focused when confirm was called', async () => {
    await render(
      <>
        <Button onClick={() => void confirm({ title: 'Empty the basket?' })}>Empty basket</Button>
        <DialogHost />
      </>,
    )
    await page.getByRole('button', { name: 'Empty basket' }).click()
    await page.getByRole('button', { name: 'ไม่' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Empty basket' })).toHaveFocus()
  })

  it('refuses a bad email address with a field error, keeps the text, then resolves', async () => {
    await render(<DialogHost />)
    const answer = prompt({ title: 'อีเมลของคุณ', input: 'email', label: 'อีเมล' })
    const field = page.getByRole('textbox', { name: 'อีเมล' })
    await userEvent.fill(field, 'somchai@mail')
    await page.getByRole('button', { name: 'ตกลง' }).click()

    await expect.element(field).toHaveAttribute('aria-invalid', 'true')
    await expect.element(field).toHaveAccessibleDescription('อีเมลไม่ถูกต้อง')
    await expect.element(field).toHaveValue('somchai@mail')
    await expect.element(field).toHaveFocus()

    await userEvent.fill(field, 'somchai@mail.co.th')
    await expect.element(field).not.toHaveAttribute('aria-invalid')
    await userEvent.keyboard('{Enter}')
    await expect(answer).resolves.toBe('somchai@mail.co.th')
  })

  it('shows the email error in English under an English provider', async () => {
    await render(
      <UiProvider locale="en">
        <DialogHost />
      </UiProvider>,
    )
    const answer = prompt({ title: 'Your email', input: 'email' })
    await expect.element(page.getByRole('dialog', { name: 'Your email' })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Your email' })
    await userEvent.fill(field, 'not an address')
    await page.getByRole('button', { name: 'OK' }).click()
    await expect.element(field).toHaveAccessibleDescription('Invalid email address')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(answer).resolves.toBeNull()
  })

  it('accepts only an http(s) address with a valid domain in a url prompt', async () => {
    await render(
      <UiProvider locale="en">
        <DialogHost />
      </UiProvider>,
    )
    const answer = prompt({
      title: 'Shop website',
      input: 'url',
      defaultValue: 'ftp://example.com',
    })
    const field = page.getByRole('textbox', { name: 'Shop website' })
    await expect.element(field).toHaveValue('ftp://example.com')
    await page.getByRole('button', { name: 'OK' }).click()
    await expect.element(field).toHaveAccessibleDescription('Invalid URL')

    await userEvent.fill(field, 'https://localhost')
    await page.getByRole('button', { name: 'OK' }).click()
    await expect.element(field).toHaveAccessibleDescription('Invalid URL')

    await userEvent.fill(field, 'https://books.example.co.th')
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(answer).resolves.toBe('https://books.example.co.th')
  })

  it('asks for a value when required, and resolves null on Escape', async () => {
    await render(<DialogHost />)
    const answer = prompt({ title: 'ชื่อชั้นหนังสือ', required: true })
    await page.getByRole('button', { name: 'ตกลง' }).click()
    await expect
      .element(page.getByRole('textbox', { name: 'ชื่อชั้นหนังสือ' }))
      .toHaveAccessibleDescription('กรุณากรอกข้อมูล')
    await userEvent.keyboard('{Escape}')
    await expect(answer).resolves.toBeNull()
  })

  it('resolves alert when OK is pressed', async () => {
    await render(<DialogHost />)
    let done = false
    const closed = alert({ title: 'บันทึกแล้ว' }).then(() => {
      done = true
    })
    await expect.element(page.getByRole('alertdialog', { name: 'บันทึกแล้ว' })).toBeVisible()
    expect(done).toBe(false)
    await page.getByRole('button', { name: 'ตกลง' }).click()
    await closed
    expect(done).toBe(true)
  })

  it('stacks requests: the later one is on top and closes first', async () => {
    await render(<DialogHost />)
    const first = confirm({ title: 'First question' })
    const second = confirm({ title: 'Second question' })
    await expect.element(page.getByRole('alertdialog', { name: 'Second question' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(second).resolves.toBe(false)
    await expect.element(page.getByRole('alertdialog', { name: 'First question' })).toBeVisible()
    await page.getByRole('button', { name: 'ตกลง' }).click()
    await expect(first).resolves.toBe(true)
  })
})
