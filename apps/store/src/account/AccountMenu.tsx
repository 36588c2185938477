import { ChevronDownIcon, IconButton } from '@ebook/ui'
import { lazy, Suspense, useState } from 'react'
import { useT } from '../app/i18n'
import { localeOfPath } from '../app/locale'
import { loadTexts } from '../i18n'

// The popover's texts are the account area's: they come with it (the home page has none).
const AccountMenuPopover = lazy(() =>
  Promise.all([
    import('./AccountMenuPopover'),
    loadTexts(localeOfPath(window.location.pathname)),
  ]).then(([part]) => part),
)

/**
 * The header's account menu, beside the greeting link of a signed-in customer: the account
 * pages, the admin and publisher areas, and logout. Its popover loads on first use.
 */
export function AccountMenuButton() {
  const t = useT()
  const [wanted, setWanted] = useState(false)
  const trigger = (
    <IconButton
      size="sm"
      aria-label={t('header.account_menu')}
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
      <ChevronDownIcon />
    </IconButton>
  )
  if (!wanted) return trigger
  return (
    <Suspense fallback={trigger}>
      <AccountMenuPopover label={t('header.account_menu')} />
    </Suspense>
  )
}
