import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { Input } from '../input'
import { Field } from './Field'
import { useFieldControl } from './FieldContext'

describe('Field', () => {
  it('names its control with the label through an id made for it', async () => {
    const screen = await render(
      <>
        <Field label="Email">
          <Input type="email" />
        </Field>
        <Field label="Phone">
          <Input type="tel" />
        </Field>
      </>,
    )
    const email = screen.getByLabelText('Email')
    const phone = screen.getByLabelText('Phone')
    await expect.element(email).toHaveAttribute('type', 'email')
    await expect.element(phone).toHaveAttribute('type', 'tel')
    expect(email.element().id).not.toBe('')
    expect(email.element().id).not.toBe(phone.element().id)
    // Clicking the label focuses the control.
    await screen.getByText('Email').click()
    await expect.element(email).toHaveFocus()
  })

  it('uses the given controlId', async () => {
    const screen = await render(
      <Field label="Email" controlId="login-email">
        <Input />
      </Field>,
    )
    await expect.element(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email')
  })

  it('describes the control with its hint and, when invalid, its error', async () => {
    const screen = await render(
      <Field label="Password" description="At least 8 characters" error="Too short">
        <Input type="password" aria-describedby="caps-warning" />
      </Field>,
    )
    const input = screen.getByLabelText('Password')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription('At least 8 characters Too short')
    expect(input.element().getAttribute('aria-describedby')).toMatch(/ caps-warning$/)
  })

  it('puts the error in a polite live region that exists before the error appears', async () => {
    function Form() {
      const [error, setError] = useState<string>()
      return (
        <>
          <Field label="Email" error={error}>
            <Input />
          </Field>
          <button type="button" onClick={() => setError('Invalid email address')}>
            Check
          </button>
        </>
      )
    }
    const screen = await render(<Form />)
    const input = screen.getByLabelText('Email')
    const region = document.querySelector('[data-slot="field-error"]')!
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toBeEmptyDOMElement()
    await expect.element(input).not.toHaveAttribute('aria-invalid')
    await expect.element(input).not.toHaveAttribute('aria-describedby')

    await screen.getByRole('button', { name: 'Check' }).click()
    await expect.element(input).toHaveAccessibleDescription('Invalid email address')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    // The same element, now filled: a screen reader reads the change.
    expect(document.querySelector('[data-slot="field-error"]')).toBe(region)
    expect(region).toHaveTextContent('Invalid email address')
  })

  it('marks a required field with a hidden asterisk and a required control', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Field label="Name" required>
          <Input />
        </Field>
      </UiProvider>,
    )
    const input = screen.getByLabelText('Name')
    await expect.element(input).toBeRequired()
    // The asterisk is for the eye: the label's accessible text stays "Name".
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toBeVisible()
    const marker = document.querySelector('[data-slot="field-required"]')!
    expect(marker).toHaveTextContent('*')
    expect(marker).toHaveAttribute('aria-hidden', 'true')
    expect(marker).toHaveAttribute('title', 'required')
  })

  it('has no required marker unless asked', async () => {
    const screen = await render(
      <Field label="Company">
        <Input />
      </Field>,
    )
    await expect.element(screen.getByLabelText('Company')).not.toBeRequired()
    expect(document.querySelector('[data-slot="field-required"]')).toBeNull()
  })

  it('disables its control and marks itself disabled', async () => {
    const screen = await render(
      <Field label="Coupon" disabled>
        <Input />
      </Field>,
    )
    const input = screen.getByLabelText('Coupon')
    await expect.element(input).toBeDisabled()
    await userEvent.type(input, 'SALE', { timeout: 500 }).catch(() => undefined)
    await expect.element(input).toHaveValue('')
    expect(document.querySelector('[data-slot="field"]')).toHaveAttribute('data-disabled')
  })

  it('lets the control’s own props win over the field’s', async () => {
    const screen = await render(
      <Field label="Search" required disabled>
        <Input required={false} disabled={false} />
      </Field>,
    )
    const input = screen.getByLabelText('Search')
    await expect.element(input).toBeEnabled()
    await expect.element(input).not.toBeRequired()
  })

  it('wires an app’s own control through useFieldControl', async () => {
    function Stars(props: { id?: string; 'aria-describedby'?: string }) {
      const control = useFieldControl(props)
      return <input type="range" min={1} max={5} {...control} />
    }
    const screen = await render(
      <Field label="Rating" description="1 to 5 stars" error="Choose a rating">
        <Stars />
      </Field>,
    )
    const slider = screen.getByRole('slider', { name: 'Rating' })
    await expect.element(slider).toHaveAttribute('aria-invalid', 'true')
    await expect.element(slider).toHaveAccessibleDescription('1 to 5 stars Choose a rating')
  })
})
