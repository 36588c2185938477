import { NeedLoginModal } from '@ebook/ui'
import { useRouter } from '@tanstack/react-router'
import { useStoreApp } from '../app/context'
import { useLocale } from '../app/i18n'
import { unlocalizedHref } from '../app/locale'
import { localeParams } from '../app/navigation'
import { rememberReturnTo } from '../app/return-to'
import { useValue } from '../app/store'

/**
 * OK goes to the login page in the page's language with the page the user was on (remembered
 * for 60 s, app/return-to.ts). Escape and the back button close it like any top dialog: the
 * visitor stays on the page as a guest.
 */
export default function NeedLoginDialog() {
  const { needLogin } = useStoreApp()
  const state = useValue(needLogin)
  const router = useRouter()
  const locale = useLocale()
  return (
    <NeedLoginModal
      open={state.open}
      returnTo={unlocalizedHref(state.returnTo)}
      onConfirm={(returnTo) => {
        needLogin.set({ open: false, returnTo })
        rememberReturnTo(returnTo)
        void router.navigate({
          to: '/{-$locale}/Login',
          params: localeParams(locale),
          search: { redirect: unlocalizedHref(returnTo) },
        })
      }}
      onDismiss={() => needLogin.set({ ...state, open: false })}
    />
  )
}
