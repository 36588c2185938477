import { customerQueries, publisherMutations } from '@ebook/api/queries'
import {
  Button,
  Card,
  CardContent,
  Checkbox,
  CircleCheckIcon,
  Field,
  InfoIcon,
  Input,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonText,
  Textarea,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { useValue } from '../app/store'
import {
  applicationOf,
  checkApplication,
  LIMITS,
  SERVER_NAMES,
  type ApplicationForm,
} from './application'
import { useCheckedForm } from './form'
import { accountTypesQuery, bookTypesQuery } from './queries'

/** PublisherStatus codes (0 none, 10 pending, 20 approved, 30 rejected). */
const PENDING = 10
const APPROVED = 20
const REJECTED = 30

/** A titled group of fields. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/** A notice in place of the form: pending, approved, or sent. */
function StatusNotice({
  title,
  message,
  action,
}: {
  title: string
  message: string
  action?: ReactNode
}) {
  return (
    <Card role="status">
      <CardContent className="flex flex-col items-start gap-3 sm:flex-row">
        <CircleCheckIcon className="size-8 shrink-0 text-success" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-muted-foreground">{message}</p>
          {action}
        </div>
      </CardContent>
    </Card>
  )
}

/** The application form, checked as it is typed, with the master data's choices. */
function ApplicationFormView({ onSent }: { onSent: (email: string, status: number) => void }) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { session } = useStoreApp()
  const customer = useValue(session.customer)
  const { data: bookTypes } = useSuspenseQuery(bookTypesQuery(locale))
  const { data: accountTypes } = useSuspenseQuery(accountTypesQuery(locale))
  const apply = useMutation({ ...publisherMutations.apply(), meta: { errorToast: false } })
  const sending = useRef(false)
  const labels = {
    name: t('vendor_apply_page.name'),
    address: t('vendor_apply_page.address'),
    bankName: t('vendor_apply_page.bank_name'),
    accountName: t('vendor_apply_page.account_name'),
  }
  const form = useCheckedForm<ApplicationForm>(
    {
      accountType: '',
      name: '',
      taxId: '',
      contactName: '',
      email: customer?.Email ?? '',
      phone: '',
      address: '',
      bookTypes: [],
      bankName: '',
      accountName: '',
      accountNumber: '',
      website: '',
      description: '',
    },
    (values) => checkApplication(values, t, labels),
    SERVER_NAMES,
  )
  const { values } = form

  const text = (name: Exclude<keyof ApplicationForm, 'bookTypes'>) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    disabled: apply.isPending,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // A second press before the button is drawn disabled sends nothing.
    if (sending.current || !form.ready()) return
    sending.current = true
    apply.mutate(applicationOf(values), {
      onSuccess: (result) => onSent(values.email.trim(), result.PublisherStatus),
      onError: (error) => form.refused(error),
      onSettled: () => {
        sending.current = false
      },
    })
  }

  const bookTypesError = form.errorOf('bookTypes')
  const optional = (
    <span className="font-normal text-muted-foreground"> {t('vendor_apply_page.optional')}</span>
  )

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-6">
      {form.general.length > 0 && (
        <div
          role="alert"
          tabIndex={-1}
          data-form-problems=""
          className="rounded-lg border border-error p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <p className="font-semibold text-error">{t('vendor_apply_page.problems')}</p>
          <ul className="mt-1 list-disc ps-5">
            {form.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <Section title={t('vendor_apply_page.section_applicant')}>
        <Field
          label={t('vendor_apply_page.account_type')}
          required
          error={form.errorOf('accountType')}
        >
          <RadioGroup
            orientation="horizontal"
            value={values.accountType}
            onValueChange={(value) => form.set('accountType', value)}
            disabled={apply.isPending}
          >
            {accountTypes.map((type) => (
              <Radio key={type.Id} value={String(type.Id)} label={type.Name} />
            ))}
          </RadioGroup>
        </Field>
        <Field
          label={labels.name}
          description={t('vendor_apply_page.name_hint')}
          required
          error={form.errorOf('name')}
        >
          <Input autoComplete="organization" {...text('name')} />
        </Field>
        <Field
          label={t('vendor_apply_page.tax_id')}
          description={t('vendor_apply_page.tax_id_hint')}
          required
          error={form.errorOf('taxId')}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={17} {...text('taxId')} />
        </Field>
      </Section>

      <Section title={t('vendor_apply_page.section_contact')}>
        <Field
          label={
            <>
              {t('vendor_apply_page.contact_name')}
              {optional}
            </>
          }
          description={t('vendor_apply_page.contact_name_hint')}
          error={form.errorOf('contactName')}
        >
          <Input autoComplete="name" {...text('contactName')} />
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label={t('vendor_apply_page.contact_email')}
            required
            error={form.errorOf('email')}
          >
            <Input type="email" autoComplete="email" {...text('email')} />
          </Field>
          <Field label={t('vendor_apply_page.phone')} required error={form.errorOf('phone')}>
            <Input
              type="tel"
              autoComplete="tel"
              placeholder={t('vendor_apply_page.phone_hint')}
              {...text('phone')}
            />
          </Field>
        </div>
        <Field label={labels.address} required error={form.errorOf('address')}>
          <Textarea
            rows={3}
            autoComplete="street-address"
            maxLength={LIMITS.address}
            showCount
            {...text('address')}
          />
        </Field>
      </Section>

      <Section title={t('vendor_apply_page.section_books')}>
        <fieldset
          aria-describedby={`${id}-types-hint ${id}-types-error`}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1.5 text-sm font-medium">
            {t('vendor_apply_page.book_types')}
            <span aria-hidden="true" className="ms-0.5 text-error">
              *
            </span>
          </legend>
          <p id={`${id}-types-hint`} className="text-sm text-muted-foreground">
            {t('vendor_apply_page.book_types_hint')}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {bookTypes.map((type, index) => (
              <Checkbox
                key={type.Id}
                label={type.Name}
                checked={values.bookTypes.includes(type.Id)}
                disabled={apply.isPending}
                aria-invalid={index === 0 && bookTypesError ? true : undefined}
                onChange={(event) =>
                  form.set(
                    'bookTypes',
                    event.target.checked
                      ? [...values.bookTypes, type.Id]
                      : values.bookTypes.filter((typeId) => typeId !== type.Id),
                  )
                }
              />
            ))}
          </div>
          <p
            id={`${id}-types-error`}
            aria-live="polite"
            className="text-sm font-medium text-error empty:hidden"
          >
            {bookTypesError}
          </p>
        </fieldset>
      </Section>

      <Section title={t('vendor_apply_page.section_bank')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={labels.bankName} required error={form.errorOf('bankName')}>
            <Input placeholder={t('vendor_apply_page.bank_name_hint')} {...text('bankName')} />
          </Field>
          <Field label={labels.accountName} required error={form.errorOf('accountName')}>
            <Input {...text('accountName')} />
          </Field>
        </div>
        <Field
          label={t('vendor_apply_page.account_number')}
          required
          error={form.errorOf('accountNumber')}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={19} {...text('accountNumber')} />
        </Field>
      </Section>

      <Section title={t('vendor_apply_page.section_more')}>
        <Field
          label={
            <>
              {t('vendor_apply_page.website')}
              {optional}
            </>
          }
          description={t('vendor_apply_page.website_hint')}
          error={form.errorOf('website')}
        >
          <Input type="url" autoComplete="url" {...text('website')} />
        </Field>
        <Field
          label={
            <>
              {t('vendor_apply_page.description')}
              {optional}
            </>
          }
          error={form.errorOf('description')}
        >
          <Textarea rows={4} maxLength={LIMITS.description} showCount {...text('description')} />
        </Field>
      </Section>

      <div>
        <Button type="submit" variant="cta" size="lg" busy={apply.isPending}>
          {apply.isPending ? t('vendor_apply_page.sending') : t('vendor_apply_page.submit')}
        </Button>
      </div>
    </form>
  )
}

/**
 * /vendor/apply (SPEC §2, §6): a customer applies to become a publisher, with the master data's
 * book types and account types. A pending or approved customer sees where they stand instead.
 */
export function VendorApplyPage() {
  const t = useT()
  const { session } = useStoreApp()
  const { data: info } = useSuspenseQuery(customerQueries.loginInfo())
  const [sent, setSent] = useState<string | null>(null)

  const onSent = (email: string, status: number) => {
    setSent(email)
    // The cached customer (header, other tabs) learns the new status at once.
    const customer = session.customer.get()
    if (customer) session.setCustomer({ ...customer, PublisherStatus: status as never })
    window.scrollTo({ top: 0 })
  }

  const status = info.PublisherStatus
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('vendor_apply_page.title')}</h1>
        <p className="text-muted-foreground">{t('vendor_apply_page.intro')}</p>
      </div>
      {sent !== null ? (
        <StatusNotice
          title={t('vendor_apply_page.sent_title')}
          message={t('vendor_apply_page.sent_message', { email: sent })}
        />
      ) : status === PENDING ? (
        <StatusNotice
          title={t('vendor_apply_page.pending_title')}
          message={t('vendor_apply_page.pending_message')}
        />
      ) : status === APPROVED ? (
        <StatusNotice
          title={t('vendor_apply_page.approved_title')}
          message={t('vendor_apply_page.approved_message')}
          action={
            info.PublisherRedirectUrl ? (
              <Button asChild className="w-fit">
                <a href={info.PublisherRedirectUrl}>{t('vendor_apply_page.open_publisher_area')}</a>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {status === REJECTED && (
            <p className="flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm">
              <InfoIcon className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
              {t('vendor_apply_page.rejected_notice')}
            </p>
          )}
          <ApplicationFormView onSent={onSent} />
        </>
      )}
    </div>
  )
}

/** The page's shape while the choice lists load. */
export function VendorApplySkeleton() {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-busy="true">
      <h1 className="text-2xl font-bold">{t('vendor_apply_page.title')}</h1>
      <SkeletonText lines={2} />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-lg border border-border p-5">
          <Skeleton shape="text" className="w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  )
}
