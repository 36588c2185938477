import { customerMutations, customerQueries } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { Button, confirm, EmptyState, toast } from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useLocale, useT } from '../app/i18n'
import type { TextKey } from '../i18n'
import { serverMessages } from './form'
import { AccountFrame, ServerErrors } from './parts'

type ExternalAuthRecord = Schema<'ExternalAuthRecord'>

const PROVIDERS: Record<ExternalAuthRecord['AuthMethodName'], TextKey> = {
  'ExternalAuth.Google': 'auth_pages.provider_google',
  'ExternalAuth.Facebook': 'auth_pages.provider_facebook',
  'ExternalAuth.Apple': 'auth_pages.provider_apple',
}

/**
 * /removesocial: the Google, Facebook and Apple sign-ins linked to the account
 * (AssociatedExternalAuthRecords), each removable after a confirm dialog.
 */
export function RemoveSocialPage() {
  const locale = useLocale()
  const t = useT()
  const { data: info } = useSuspenseQuery(customerQueries.info(locale))
  const remove = useMutation({
    ...customerMutations.removeExternalLogin(),
    meta: { errorToast: false },
  })
  const records = info.AssociatedExternalAuthRecords
  const canRemove = info.AllowCustomersToRemoveAssociations

  const onRemove = async (record: ExternalAuthRecord) => {
    if (remove.isPending) return
    const provider = t(PROVIDERS[record.AuthMethodName])
    const email = record.Email ?? t('social_page.no_email')
    const sure = await confirm({
      title: t('social_page.confirm_title', { provider }),
      message: t('social_page.confirm_message', { provider, email }),
      destructive: true,
    })
    if (!sure) return
    remove.mutate(record.Id, {
      onSuccess: () => toast.success(t('social_page.removed', { provider })),
    })
  }

  return (
    <AccountFrame title={t('social_page.title')} intro={t('social_page.intro')}>
      {records.length === 0 ? (
        <EmptyState
          title={t('social_page.empty_title')}
          message={t('social_page.empty_body')}
          className="max-w-2xl"
        />
      ) : (
        <div className="grid max-w-2xl gap-4">
          {!canRemove && (
            <p className="text-sm text-muted-foreground">{t('social_page.not_allowed')}</p>
          )}
          <ServerErrors messages={serverMessages(remove.error)} />
          <ul aria-label={t('social_page.list')} className="grid gap-3">
            {records.map((record) => {
              const provider = t(PROVIDERS[record.AuthMethodName])
              const email = record.Email ?? t('social_page.no_email')
              const removing = remove.isPending && remove.variables === record.Id
              return (
                <li
                  key={record.Id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-4"
                >
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="font-semibold text-foreground">{provider}</p>
                    <p className="truncate text-sm text-muted-foreground">{email}</p>
                  </div>
                  {canRemove && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={remove.isPending && !removing}
                      busy={removing}
                      aria-label={t('social_page.remove_label', { provider, email })}
                      onClick={() => void onRemove(record)}
                    >
                      {removing ? t('social_page.removing') : t('social_page.remove')}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </AccountFrame>
  )
}
