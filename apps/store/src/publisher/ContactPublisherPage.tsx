import { publisherMutations } from '@ebook/api/queries'
import {
  Button,
  Card,
  CardContent,
  ChevronLeftIcon,
  CircleCheckIcon,
  Field,
  Input,
  Skeleton,
  SkeletonText,
  Textarea,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { useValue } from '../app/store'
import { StoreLink } from '../components/StoreLink'
import { isEmail, useCheckedForm, type Problems } from './form'
import { publisherQuery } from './queries'

type Message = { fullName: string; email: string; subject: string; enquiry: string }

/** The contract's limits (ContactVendorInput). */
const LIMITS = { fullName: 200, email: 254, subject: 200, enquiry: 4000 } as const

const SERVER_NAMES: Record<keyof Message, string> = {
  fullName: 'FullName',
  email: 'Email',
  subject: 'Subject',
  enquiry: 'Enquiry',
}

/** The message form; the signed-in customer's name and e-mail are filled in. */
function MessageForm({
  vendorId,
  vendorName,
  onSent,
}: {
  vendorId: number
  vendorName: string
  onSent: (result: string | null) => void
}) {
  const t = useT()
  const { session } = useStoreApp()
  const customer = useValue(session.customer)
  const send = useMutation({ ...publisherMutations.contact(), meta: { errorToast: false } })
  const sending = useRef(false)
  const labels: Record<keyof Message, string> = {
    fullName: t('contact_publisher_page.full_name'),
    email: t('contact_publisher_page.email'),
    subject: t('contact_publisher_page.subject'),
    enquiry: t('contact_publisher_page.enquiry'),
  }
  const form = useCheckedForm<Message>(
    {
      fullName: customer ? [customer.FirstName, customer.LastName].filter(Boolean).join(' ') : '',
      email: customer?.Email ?? '',
      subject: '',
      enquiry: '',
    },
    (values) => {
      const problems: Problems<Message> = {}
      for (const key of Object.keys(LIMITS) as (keyof Message)[]) {
        const value = values[key].trim()
        if (!value) problems[key] = t('contact_publisher_page.required', { field: labels[key] })
        else if (value.length > LIMITS[key])
          problems[key] = t('contact_publisher_page.too_long', { max: LIMITS[key] })
      }
      if (!problems.email && !isEmail(values.email))
        problems.email = t('contact_publisher_page.email_invalid')
      return problems
    },
    SERVER_NAMES,
  )
  const { values } = form
  const field = (name: keyof Message) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    disabled: send.isPending,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // A second press before the button is drawn disabled sends nothing.
    if (sending.current || !form.ready()) return
    sending.current = true
    send.mutate(
      {
        VendorId: vendorId,
        VendorName: vendorName,
        FullName: values.fullName.trim(),
        Email: values.email.trim(),
        Subject: values.subject.trim(),
        Enquiry: values.enquiry.trim(),
      },
      {
        onSuccess: (result) => onSent(result?.Result ?? null),
        onError: (error) => form.refused(error),
        onSettled: () => {
          sending.current = false
        },
      },
    )
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {form.general.length > 0 && (
        <div
          role="alert"
          tabIndex={-1}
          data-form-problems=""
          className="rounded-lg border border-error p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <p className="font-semibold text-error">{t('contact_publisher_page.problems')}</p>
          {form.general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={labels.fullName} required error={form.errorOf('fullName')}>
          <Input autoComplete="name" {...field('fullName')} />
        </Field>
        <Field label={labels.email} required error={form.errorOf('email')}>
          <Input type="email" autoComplete="email" {...field('email')} />
        </Field>
      </div>
      <Field label={labels.subject} required error={form.errorOf('subject')}>
        <Input {...field('subject')} />
      </Field>
      <Field label={labels.enquiry} required error={form.errorOf('enquiry')}>
        <Textarea rows={6} maxLength={LIMITS.enquiry} showCount {...field('enquiry')} />
      </Field>
      <div>
        <Button type="submit" busy={send.isPending}>
          {send.isPending
            ? t('contact_publisher_page.sending')
            : t('contact_publisher_page.submit')}
        </Button>
      </div>
    </form>
  )
}

/** /contact-publisher/{id} (SPEC §2, §7): a message to a publisher, guests included. */
export function ContactPublisherPage({ vendorId }: { vendorId: number }) {
  const t = useT()
  const locale = useLocale()
  const { data: vendor } = useSuspenseQuery(publisherQuery(vendorId, locale))
  const [sent, setSent] = useState<{ result: string | null } | null>(null)
  // Each send starts a fresh form.
  const [round, setRound] = useState(0)
  const name = vendor.Name
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <StoreLink
        href={`/vendor/${vendorId}`}
        className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ChevronLeftIcon className="size-4" aria-hidden="true" />
        {t('contact_publisher_page.back', { name })}
      </StoreLink>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('contact_publisher_page.title', { name })}</h1>
        {vendor.AllowCustomersToContactVendors && !sent && (
          <p className="text-muted-foreground">{t('contact_publisher_page.intro')}</p>
        )}
      </div>
      {!vendor.AllowCustomersToContactVendors ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-2">
            <h2 className="text-lg font-semibold">{t('contact_publisher_page.closed_title')}</h2>
            <p className="text-muted-foreground">{t('contact_publisher_page.closed_message')}</p>
            <Button asChild variant="outline">
              <StoreLink href="/contactus">{t('contact_publisher_page.contact_store')}</StoreLink>
            </Button>
          </CardContent>
        </Card>
      ) : sent ? (
        <Card role="status">
          <CardContent className="flex flex-col items-start gap-3 sm:flex-row">
            <CircleCheckIcon className="size-8 shrink-0 text-success" aria-hidden="true" />
            <div className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">{t('contact_publisher_page.sent_title')}</h2>
              <p className="text-muted-foreground">
                {sent.result ?? t('contact_publisher_page.sent_message', { name })}
              </p>
              <Button
                variant="outline"
                className="w-fit"
                onClick={() => {
                  setSent(null)
                  setRound((before) => before + 1)
                }}
              >
                {t('contact_publisher_page.send_another')}
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <MessageForm
          key={round}
          vendorId={vendorId}
          vendorName={name}
          onSent={(result) => {
            setSent({ result })
            window.scrollTo({ top: 0 })
          }}
        />
      )}
    </div>
  )
}

/** The page's shape while the publisher loads. */
export function ContactPublisherSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-busy="true">
      <Skeleton shape="text" className="w-40" />
      <Skeleton className="h-8 w-72" />
      <SkeletonText lines={1} />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
