import { authMutations, customerQueries } from '@ebook/api/queries'
import { confirm, Field, Input, toast, WarningIcon } from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { serverMessages, useAccountForm, type Problems } from './form'
import { leaveDeactivatedAccount } from './logout'
import { AccountFrame, ServerErrors, SubmitButton } from './parts'

type DeleteValues = { password: string }

/**
 * /customer/delete-account: deactivation (`POST /v2/customer/deactivate`) behind a confirm
 * dialog. The server revokes every token of the account, so the store then forgets the
 * customer and goes home, as on logout.
 */
export function DeleteAccountPage() {
  const t = useT()
  const locale = useLocale()
  const app = useStoreApp()
  const { data: info } = useSuspenseQuery(customerQueries.info(locale))
  const form = useAccountForm({
    initial: { password: '' },
    validate: (values: DeleteValues): Problems<DeleteValues> => ({
      password: info.HasPassword && !values.password ? { key: 'account_form.required' } : undefined,
    }),
  })
  // Our own clean-up after success (logout.ts), in an order that meets no 401.
  const deactivate = useMutation({
    ...authMutations.deactivate(),
    onSuccess: undefined,
    meta: { errorToast: false },
  })
  const pending = deactivate.isPending || deactivate.isSuccess

  const onSubmit = form.submit(async (values) => {
    if (pending) return
    const sure = await confirm({
      title: t('delete_page.confirm_title'),
      message: t('delete_page.confirm_message'),
      destructive: true,
    })
    if (!sure) return
    deactivate.mutate(
      { Password: info.HasPassword ? values.password : null },
      {
        onSuccess: () => {
          toast.success(t('delete_page.done'))
          void leaveDeactivatedAccount(app, locale)
        },
      },
    )
  })

  return (
    <AccountFrame title={t('delete_page.title')}>
      <div className="flex max-w-2xl gap-3 rounded-lg border border-error/50 bg-error/10 p-4">
        <WarningIcon className="mt-0.5 size-5 shrink-0 text-error" aria-hidden="true" />
        <div className="grid gap-1 text-sm text-foreground">
          <p className="font-medium">{t('delete_page.intro')}</p>
          <p className="text-muted-foreground">{t('delete_page.keep')}</p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5" aria-busy={pending}>
        {info.HasPassword ? (
          <>
            <input type="text" hidden readOnly autoComplete="username" value={info.Email} />
            <Field
              label={t('account_form.password')}
              description={t('delete_page.password_hint')}
              required
              error={form.errorOf('password')}
              controlId={form.idOf('password')}
            >
              <Input {...form.text('password')} type="password" autoComplete="current-password" />
            </Field>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('delete_page.no_password')}</p>
        )}
        <ServerErrors messages={serverMessages(deactivate.error)} />
        <SubmitButton
          pending={pending}
          variant="destructive"
          label={t('delete_page.submit')}
          pendingLabel={t('delete_page.submitting')}
          className="w-full sm:w-auto sm:justify-self-start"
        />
      </form>
    </AccountFrame>
  )
}
