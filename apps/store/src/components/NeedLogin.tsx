import { lazy, Suspense, useState } from 'react'
import { useStoreApp } from '../app/context'
import { useValue } from '../app/store'

const NeedLoginDialog = lazy(() => import('./NeedLoginDialog'))

/**
 * The need-login modal (SPEC §2, §4), opened by a 401. Its code loads the first time it opens,
 * so the dialog machinery stays out of the first page load; then it stays mounted (it animates
 * out and gives back its history entry).
 */
export function NeedLogin() {
  const { needLogin } = useStoreApp()
  const { open } = useValue(needLogin)
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <NeedLoginDialog />
    </Suspense>
  )
}
