import { isApiError } from '@ebook/api'
import { contentMutations } from '@ebook/api/queries'
import type { CustomerInfo, Schema } from '@ebook/api/types'
import {
  Button,
  Card,
  CardContent,
  CircleCheckIcon,
  Field,
  Input,
  isValidEmail,
  Select,
  Skeleton,
  SkeletonText,
  Textarea,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { useValue } from '../app/store'
import type { Translate } from '../i18n'
import { contactFormQuery } from './queries'

type ContactForm = Schema<'ContactUsModel'>
type Values = { FullName: string; Email: string; Subject: string; Enquiry: string }
type Name = keyof Values
type Errors = Partial<Record<Name, string>>

/** The contract's limits (ContactUsInput). */
const MAX = { FullName: 200, Email: 254, Enquiry: 4000 } as const
const ORDER: Name[] = ['FullName', 'Email', 'Subject', 'Enquiry']
const fieldId = (name: Name) => `contact-${name}`

function validate(values: Values, subjectAsked: boolean, t: Translate): Errors {
  const errors: Errors = {}
  if (!values.FullName.trim()) errors.FullName = t('contact_page.required_full_name')
  if (!values.Email.trim()) errors.Email = t('contact_page.required_email')
  else if (!isValidEmail(values.Email)) errors.Email = t('contact_page.invalid_email')
  if (subjectAsked && !values.Subject) errors.Subject = t('contact_page.required_subject')
  if (!values.Enquiry.trim()) errors.Enquiry = t('contact_page.required_enquiry')
  return errors
}

const fullNameOf = (customer: CustomerInfo | null) =>
  [customer?.FirstName, customer?.LastName].filter(Boolean).join(' ')

/** What the form starts with: the signed-in customer's name and e-mail, else the server's. */
function initialValues(form: ContactForm, customer: CustomerInfo | null): Values {
  return {
    FullName: fullNameOf(customer) || form.FullName || '',
    Email: customer?.Email || form.Email || '',
    Subject: form.Subject ?? '',
    Enquiry: form.Enquiry ?? '',
  }
}

/** The page's heading and introduction, shared by the form and its skeleton. */
function ContactHeading() {
  const t = useT()
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('contact_page.heading')}</h1>
      <p className="text-muted-foreground">{t('contact_page.intro')}</p>
    </header>
  )
}

/**
 * The contact form (SPEC §7: GET and POST /v2/common/contactus): name, e-mail, subject and
 * message, checked as the visitor types. What the server refuses (a blank field, too many
 * messages) is shown above the button and nothing typed is lost.
 */
export function ContactPage() {
  const t = useT()
  const locale = useLocale()
  const { session } = useStoreApp()
  const customer = useValue(session.customer)
  const { data: form } = useSuspenseQuery(contactFormQuery(locale))

  const subjectAsked = form.SubjectEnabled && form.AvailableSubjects.length > 0
  const [values, setValues] = useState(() => initialValues(form, customer))
  const [typed, setTyped] = useState<Partial<Record<Name, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const sentRef = useRef<HTMLHeadingElement>(null)
  const send = useMutation({ ...contentMutations.contactUs(), meta: { errorToast: false } })

  // A customer who signs in (or whose info arrives) while the form is open fills what is empty.
  useEffect(() => {
    if (!customer) return
    setValues((current) => ({
      ...current,
      FullName: current.FullName || fullNameOf(customer),
      Email: current.Email || customer.Email || '',
    }))
  }, [customer])

  useEffect(() => {
    if (sent) sentRef.current?.focus()
  }, [sent])

  const errors = validate(values, subjectAsked, t)
  const shownError = (name: Name) => (submitted || typed[name] ? errors[name] : undefined)
  const change = (name: Name) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setTyped((current) => (current[name] ? current : { ...current, [name]: true }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const firstInvalid = ORDER.find((name) => errors[name])
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus()
      return
    }
    send.mutate(
      {
        FullName: values.FullName.trim(),
        Email: values.Email.trim(),
        Subject: subjectAsked ? values.Subject : (form.AvailableSubjects[0]?.Value ?? ''),
        Enquiry: values.Enquiry.trim(),
      },
      {
        onSuccess: (answer) => {
          setSent(answer.Result || t('contact_page.sent_title'))
          setValues((current) => ({ ...current, Subject: '', Enquiry: '' }))
          setTyped({})
          setSubmitted(false)
        },
      },
    )
  }

  if (sent) {
    return (
      <div className="mx-auto max-w-2xl">
        <ContactHeading />
        <Card role="status">
          <CardContent className="flex flex-col items-start gap-4">
            <div className="flex items-center gap-3">
              <CircleCheckIcon className="size-7 shrink-0 text-success" aria-hidden="true" />
              <h2 ref={sentRef} tabIndex={-1} className="text-xl font-semibold outline-none">
                {t('contact_page.sent_title')}
              </h2>
            </div>
            <p>{sent}</p>
            <Button variant="outline" onClick={() => (send.reset(), setSent(null))}>
              {t('contact_page.send_another')}
            </Button>
          </CardContent>
        </Card>
      </div>
    )
  }

  const serverMessages =
    send.error && isApiError(send.error)
      ? send.error.messages
      : send.error
        ? [send.error.message]
        : []
  const refused =
    send.data && !send.data.SuccessfullySent
      ? [send.data.Result ?? t('contact_page.send_failed')]
      : []
  const problems = [...serverMessages, ...refused]

  return (
    <div className="mx-auto max-w-2xl">
      <ContactHeading />
      <Card>
        <CardContent>
          <form
            noValidate
            aria-label={t('contact_page.form_label')}
            onSubmit={submit}
            className="flex flex-col gap-5"
          >
            <Field
              label={t('contact_page.full_name')}
              required
              controlId={fieldId('FullName')}
              error={shownError('FullName')}
            >
              <Input
                name="FullName"
                autoComplete="name"
                maxLength={MAX.FullName}
                value={values.FullName}
                onChange={(event) => change('FullName')(event.target.value)}
              />
            </Field>
            <Field
              label={t('contact_page.email')}
              description={t('contact_page.email_hint')}
              required
              controlId={fieldId('Email')}
              error={shownError('Email')}
            >
              <Input
                name="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={MAX.Email}
                value={values.Email}
                onChange={(event) => change('Email')(event.target.value)}
              />
            </Field>
            {subjectAsked && (
              <Field
                label={t('contact_page.subject')}
                required
                controlId={fieldId('Subject')}
                error={shownError('Subject')}
              >
                <Select
                  name="Subject"
                  placeholder={t('contact_page.subject_placeholder')}
                  value={values.Subject}
                  onChange={(event) => change('Subject')(event.target.value)}
                >
                  {form.AvailableSubjects.map((subject) => (
                    <option key={subject.Value} value={subject.Value} disabled={subject.Disabled}>
                      {subject.Text}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field
              label={t('contact_page.enquiry')}
              required
              controlId={fieldId('Enquiry')}
              error={shownError('Enquiry')}
            >
              <Textarea
                name="Enquiry"
                rows={6}
                maxLength={MAX.Enquiry}
                showCount
                value={values.Enquiry}
                onChange={(event) => change('Enquiry')(event.target.value)}
              />
            </Field>
            {problems.length > 0 && (
              <div
                role="alert"
                className="rounded-md border border-error/50 bg-error/10 px-4 py-3 text-sm"
              >
                <p className="font-semibold text-error">{t('contact_page.send_failed')}</p>
                <ul className="mt-1 flex flex-col gap-0.5">
                  {problems.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </div>
            )}
            <div>
              <Button type="submit" size="lg" busy={send.isPending}>
                {send.isPending ? t('contact_page.sending') : t('contact_page.submit')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}

/** The contact page while the form loads. */
export function ContactPageSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex max-w-2xl flex-col gap-6">
      <ContactHeading />
      <Card>
        <CardContent className="flex flex-col gap-5">
          <Skeleton className="h-16" />
          <Skeleton className="h-20" />
          <Skeleton className="h-16" />
          <Skeleton className="h-36" />
          <SkeletonText lines={1} className="w-32" />
        </CardContent>
      </Card>
    </div>
  )
}
