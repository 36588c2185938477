import { isApiError } from '@ebook/api'
import type { AddressModel } from '@ebook/api/types'
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  WarningIcon,
} from '@ebook/ui'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { useSingleFlight } from '../checkout/single-flight'
import {
  addressProblems,
  inputOf,
  valuesOf,
  type AddressField,
  type AddressInput,
  type AddressValues,
} from './address-values'
import { ThaiPlaceFields } from './ThaiPlaceFields'

type AddressFormProps = {
  /** The address the server prepared for the form (blank for a new one). */
  address: AddressModel
  /** Sends the address; a rejection with the server's messages keeps the form as typed. */
  onSubmit: (input: AddressInput) => Promise<unknown>
  /** Where "Cancel" leads (a store path). */
  cancelHref: string
}

/** The order fields are checked in, so the first wrong one gets the focus. */
const FIELD_ORDER: AddressField[] = [
  'FirstName',
  'LastName',
  'Email',
  'PhoneNumber',
  'Company',
  'Address1',
  'Address2',
  'StateProvinceId',
  'DistrictId',
  'SubDistrictId',
  'ZipPostalCode',
]

/**
 * The add and edit form of an address: checked as the customer types (a field shows its
 * problem once left, or after a first submit), sent once however often it is submitted, and
 * kept as typed when the server refuses it, with the server's messages above the button.
 */
export function AddressForm({ address, onSubmit, cancelHref }: AddressFormProps) {
  const t = useT()
  const [values, setValues] = useState<AddressValues>(() => valuesOf(address))
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const serverErrorsRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { busy, run } = useSingleFlight()
  const problems = useMemo(() => addressProblems(values), [values])

  useEffect(() => {
    if (serverErrors.length > 0) serverErrorsRef.current?.focus()
  }, [serverErrors])

  const errorOf = (field: AddressField) => {
    const problem = problems[field]
    if (!problem || !(submitted || touched.has(field))) return undefined
    return t(problem.key, problem.params)
  }
  const touch = (field: AddressField) =>
    setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)))
  const change = (patch: Partial<AddressValues>) => setValues((old) => ({ ...old, ...patch }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const firstWrong = FIELD_ORDER.find((field) => problems[field])
    if (firstWrong) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus()
      return
    }
    void run(async () => {
      setServerErrors([])
      try {
        await onSubmit(inputOf(values))
      } catch (error) {
        setServerErrors(isApiError(error) ? error.messages : [t('address_form.not_saved')])
      }
    })
  }

  const text = (field: AddressField, label: string, options: TextFieldOptions = {}) => (
    <Field
      label={label}
      required={options.required ?? true}
      description={options.hint}
      error={errorOf(field)}
      className={options.className}
    >
      <Input
        name={field}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        placeholder={options.placeholder}
        value={String(values[field] ?? '')}
        onChange={(event) => change({ [field]: event.target.value })}
        onBlur={() => touch(field)}
      />
    </Field>
  )

  const unsentProblems = submitted && Object.keys(problems).length > 0

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-busy={busy}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('address_form.contact')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {text('FirstName', t('address_form.first_name'), { autoComplete: 'given-name' })}
          {text('LastName', t('address_form.last_name'), { autoComplete: 'family-name' })}
          {text('Email', t('address_form.email'), { type: 'email', autoComplete: 'email' })}
          {text('PhoneNumber', t('address_form.phone'), {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            placeholder: t('address_form.phone_hint'),
          })}
          {text('Company', t('address_form.company'), {
            required: false,
            autoComplete: 'organization',
            hint: t('address_form.company_hint'),
            className: 'sm:col-span-2',
          })}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('address_form.place')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {text('Address1', t('address_form.address1'), { autoComplete: 'address-line1' })}
          {text('Address2', t('address_form.address2'), {
            required: false,
            autoComplete: 'address-line2',
          })}
          <ThaiPlaceFields
            values={values}
            onChange={change}
            errorOf={errorOf}
            onBlur={touch}
            disabled={busy}
          />
        </CardContent>
      </Card>
      {serverErrors.length > 0 && (
        <div
          ref={serverErrorsRef}
          tabIndex={-1}
          role="alert"
          className="flex gap-3 rounded-lg border border-error p-4 text-sm text-error outline-none"
        >
          <WarningIcon className="size-5 shrink-0" aria-hidden="true" />
          <ul className="grid gap-1">
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {unsentProblems && (
        <p className="text-sm font-medium text-error" aria-live="polite">
          {t('address_form.fix_errors')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <StoreLink href={cancelHref}>{t('address_form.cancel')}</StoreLink>
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('address_form.saving') : t('address_form.save')}
        </Button>
      </div>
    </form>
  )
}

type TextFieldOptions = {
  required?: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  hint?: string
  placeholder?: string
  className?: string
}
