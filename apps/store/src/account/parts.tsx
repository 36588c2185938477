import { Button, Card, cn, Field, Input, Skeleton, SkeletonText, WarningIcon } from '@ebook/ui'
import type { ComponentProps, ReactNode } from 'react'
import { useT } from '../app/i18n'
import { AccountNav } from './AccountNav'

/** The frame of the sign-in pages: one narrow card with the page's heading. */
export function AuthFrame({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  wide?: boolean
}) {
  return (
    <div className={cn('mx-auto w-full py-2 sm:py-6', wide ? 'max-w-2xl' : 'max-w-md')}>
      <Card className="gap-6 p-5 sm:p-8">
        <header className="grid gap-2">
          <h1 className="text-2xl font-bold text-foreground">{title}</h1>
          {intro != null && <p className="text-sm text-muted-foreground">{intro}</p>}
        </header>
        {children}
      </Card>
    </div>
  )
}

/** The frame of the signed-in customer's pages: the account menu beside the page. */
export function AccountFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start">
      <AccountNav />
      <section aria-labelledby="account-page-title" className="grid min-w-0 gap-6">
        <header className="grid gap-2">
          <h1 id="account-page-title" className="text-2xl font-bold text-foreground">
            {title}
          </h1>
          {intro != null && <p className="text-sm text-muted-foreground">{intro}</p>}
        </header>
        {children}
      </section>
    </div>
  )
}

/** The server's messages of a failed call (its ErrorList), read out as they appear. */
export function ServerErrors({ messages }: { messages: readonly string[] }) {
  const t = useT()
  return (
    <div role="alert" className="empty:hidden">
      {messages.length > 0 && (
        <div className="flex gap-3 rounded-md border border-error/50 bg-error/10 p-3 text-sm text-foreground">
          <WarningIcon className="mt-0.5 size-4 shrink-0 text-error" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium">{t('account_form.failed')}</p>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}

/** A submit button that says what it is doing and cannot be pressed twice. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  variant = 'primary',
  className,
}: {
  pending: boolean
  label: string
  pendingLabel: string
  variant?: 'primary' | 'destructive' | 'cta'
  className?: string
}) {
  return (
    <Button type="submit" variant={variant} busy={pending} className={className}>
      {pending ? pendingLabel : label}
    </Button>
  )
}

/** What a form page shows while its data loads. */
export function FormSkeleton({
  fields = 4,
  withNav = false,
}: {
  fields?: number
  withNav?: boolean
}) {
  const form = (
    <div className="grid gap-5" aria-hidden="true">
      <Skeleton className="h-8 w-56" />
      <SkeletonText lines={1} className="max-w-md" />
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-10 w-32" />
    </div>
  )
  if (!withNav) return <div className="mx-auto w-full max-w-md py-6">{form}</div>
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
      <Skeleton className="hidden h-80 w-full md:block" />
      {form}
    </div>
  )
}

type InputProps = ComponentProps<typeof Input>

/** What a TextField reads of its form (useAccountForm's). */
interface TextFieldForm<N extends string> {
  errorOf: (name: N) => string | undefined
  idOf: (name: N) => string
  text: (name: N) => InputProps
}

/**
 * A labelled text input of an account form, with its problem once the form shows it; the other
 * props go to the input (type, autoComplete, ...).
 */
export function TextField<N extends string>({
  form,
  name,
  label,
  description,
  required = true,
  ...input
}: {
  form: TextFieldForm<N>
  name: N
  label: string
  description?: string
  /** Marks the field as required (true by default); the form's rules check it. */
  required?: boolean
} & Omit<InputProps, 'form' | 'name' | 'required'>) {
  return (
    <Field
      label={label}
      required={required}
      description={description}
      error={form.errorOf(name)}
      controlId={form.idOf(name)}
    >
      <Input {...form.text(name)} {...input} />
    </Field>
  )
}
