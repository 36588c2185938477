import { authMutations, customerQueries } from '@ebook/api/queries'
import { Button, InfoIcon, toast } from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { useValue } from '../app/store'
import { StoreLink } from '../components/StoreLink'
import { rules, serverMessages, useAccountForm, type Problems } from './form'
import { AccountFrame, ServerErrors, SubmitButton, TextField } from './parts'

type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string }

const initial: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' }

/** /customer/change-password (`POST /v2/customer/changepassword`). */
export function ChangePasswordPage() {
  const locale = useLocale()
  const t = useT()
  const { session } = useStoreApp()
  const customer = useValue(session.customer)
  const { data: info } = useSuspenseQuery(customerQueries.info(locale))
  const identities = [customer?.Email ?? info.Email, customer?.Username ?? info.Username ?? '']
  const form = useAccountForm({
    initial,
    validate: (values: PasswordValues): Problems<PasswordValues> => ({
      oldPassword: values.oldPassword ? undefined : { key: 'account_form.required' },
      newPassword: rules.newPassword(values.newPassword, identities),
      confirmPassword: rules.confirmation(values.confirmPassword, values.newPassword),
    }),
  })
  const change = useMutation({ ...authMutations.changePassword(), meta: { errorToast: false } })
  const onSubmit = form.submit((values) => {
    if (change.isPending) return
    change.mutate(
      {
        OldPassword: values.oldPassword,
        NewPassword: values.newPassword,
        ConfirmNewPassword: values.confirmPassword,
      },
      {
        onSuccess: () => {
          toast.success(t('password_page.done'))
          form.reset()
        },
      },
    )
  })

  return (
    <AccountFrame title={t('password_page.title')} intro={t('password_page.intro')}>
      {!info.HasPassword ? (
        <div className="flex max-w-2xl gap-3 rounded-lg border border-border bg-surface p-4">
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-3">
            <p className="text-sm text-foreground">{t('password_page.no_password')}</p>
            <Button asChild size="sm" className="justify-self-start">
              <StoreLink href="/customer/forget-password">
                {t('password_page.set_password')}
              </StoreLink>
            </Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid max-w-md gap-5"
          aria-busy={change.isPending}
        >
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" hidden readOnly autoComplete="username" value={info.Email} />
          <TextField
            form={form}
            name="oldPassword"
            label={t('account_form.old_password')}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            form={form}
            name="newPassword"
            label={t('account_form.new_password')}
            description={t('account_form.password_hint')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            form={form}
            name="confirmPassword"
            label={t('account_form.confirm_new_password')}
            type="password"
            autoComplete="new-password"
          />
          <ServerErrors messages={serverMessages(change.error)} />
          <SubmitButton
            pending={change.isPending}
            label={t('password_page.submit')}
            pendingLabel={t('password_page.submitting')}
            className="w-full sm:w-auto sm:justify-self-start"
          />
        </form>
      )}
    </AccountFrame>
  )
}
