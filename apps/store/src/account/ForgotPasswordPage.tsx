import { authMutations } from '@ebook/api/queries'
import { Button, CircleCheckIcon, Field, Input } from '@ebook/ui'
import { useMutation } from '@tanstack/react-query'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { rules, serverMessages, useAccountForm, type Problems } from './form'
import { AuthFrame, ServerErrors, SubmitButton } from './parts'

type ForgotValues = { email: string }

const validate = (values: ForgotValues): Problems<ForgotValues> => ({
  email: rules.email(values.email),
})

/**
 * /customer/forget-password: asks for a reset link. The server answers the same for any address,
 * so the page does too: it never tells whether the e-mail has an account.
 */
export function ForgotPasswordPage() {
  const t = useT()
  const form = useAccountForm({ initial: { email: '' }, validate })
  const request = useMutation({
    ...authMutations.requestPasswordReset(),
    meta: { errorToast: false },
  })
  const onSubmit = form.submit((values) => {
    if (request.isPending) return
    request.mutate({ Email: values.email.trim() })
  })

  if (request.isSuccess)
    return (
      <AuthFrame title={t('forgot_page.sent_title')}>
        <div role="status" className="flex gap-3">
          <CircleCheckIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-foreground">
            {t('forgot_page.sent_body', { email: request.variables.Email })}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <StoreLink href="/Login">{t('forgot_page.back_to_login')}</StoreLink>
          </Button>
          <Button variant="outline" onClick={() => request.reset()}>
            {t('forgot_page.send_again')}
          </Button>
        </div>
      </AuthFrame>
    )

  return (
    <AuthFrame title={t('forgot_page.title')} intro={t('forgot_page.intro')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={request.isPending}>
        <Field
          label={t('account_form.email')}
          required
          error={form.errorOf('email')}
          controlId={form.idOf('email')}
        >
          <Input {...form.text('email')} type="email" autoComplete="email" />
        </Field>
        <ServerErrors messages={serverMessages(request.error)} />
        <SubmitButton
          pending={request.isPending}
          label={t('forgot_page.submit')}
          pendingLabel={t('forgot_page.submitting')}
          className="w-full"
        />
      </form>
      <StoreLink
        href="/Login"
        className="self-center text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('forgot_page.back_to_login')}
      </StoreLink>
    </AuthFrame>
  )
}
