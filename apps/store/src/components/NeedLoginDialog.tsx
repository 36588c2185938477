import { NeedLoginModal } from '@ebook/ui'
import { useRouter } from '@tanstack/react-router'
import { useStoreApp } from '../app/context'
import { useLocale } from '../app/i18n'
import { localizedHref, unlocalizedHref } from '../app/locale'
import { toHref } from '../app/navigation'
import { useValue } from '../app/store'

/** OK goes to the login page in the page's language with the page the user was on. */
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
        void router.navigate(
          toHref(localizedHref(`/Login?redirect=${encodeURIComponent(returnTo)}`, locale)),
        )
      }}
    />
  )
}
