import { cartQueries, homeQueries, languageMutations } from '@ebook/api/queries'
import type { CategoryTreeItem } from '@ebook/api/types'
import { BasketButton, Button, ChevronDownIcon, SiteHeader, type CategoryMenuItem } from '@ebook/ui'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { AccountMenuButton } from '../account/AccountMenu'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { localizedHref, rememberLocale, unlocalizedHref, type Locale } from '../app/locale'
import { useValue } from '../app/store'
import { setTheme, themeStore } from '../app/theme'
import { headerMenu, MenuLink } from './menus'
import { SearchBox } from './SearchBox'
import { renderStoreLink, StoreLink } from './StoreLink'

function toMenuItems(items: readonly CategoryTreeItem[]): CategoryMenuItem[] {
  return items.map((item) => ({
    id: item.CategoryId,
    name: item.Name,
    href: `/category/${item.CategoryId}`,
    count: item.NumberOfProducts ?? undefined,
    children: toMenuItems(item.SubCategories ?? []),
  }))
}

function Logo() {
  const t = useT()
  return (
    <StoreLink
      href="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold text-foreground"
    >
      <svg viewBox="0 0 24 24" className="size-7 fill-primary" aria-hidden="true">
        <path d="M4 3h7a3 3 0 0 1 3 3v15a2 2 0 0 0-2-2H4zM20 3h-3a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h3z" />
      </svg>
      {t('app.store_name')}
    </StoreLink>
  )
}

const CategoryPopover = lazy(() => import('./CategoryPopover'))

/** The top categories as links, and the whole tree in a popover (loaded on first use). */
function CategoryLinks() {
  const locale = useLocale()
  const t = useT()
  const [wanted, setWanted] = useState(false)
  const { data: tree } = useQuery(homeQueries.categoryTree(locale))
  const items = toMenuItems(tree ?? [])
  const linkClass = 'block rounded-sm py-1 text-sm text-foreground hover:text-primary'
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
      {t('header.categories')}
      <ChevronDownIcon className="size-4" />
    </Button>
  )
  return (
    <ul className="flex flex-col gap-1 @3xl:flex-row @3xl:flex-wrap @3xl:items-center @3xl:gap-x-4">
      <li>
        {wanted ? (
          <Suspense fallback={trigger}>
            <CategoryPopover items={items} label={t('header.categories')} />
          </Suspense>
        ) : (
          trigger
        )}
      </li>
      {headerMenu.map((entry) => (
        <li key={entry.href}>
          <MenuLink entry={entry} label={t(entry.label)} className={linkClass} />
        </li>
      ))}
      {items.map((item) => (
        <li key={item.id} className="max-@5xl:hidden">
          <StoreLink href={item.href} className={linkClass}>
            {item.name}
          </StoreLink>
        </li>
      ))}
    </ul>
  )
}

function Basket() {
  const locale = useLocale()
  const { data: cart } = useQuery(cartQueries.cart(locale))
  const count = cart?.Items.reduce((sum, item) => sum + (item.Quantity ?? 1), 0) ?? 0
  return <BasketButton count={count} href="/basket" renderLink={renderStoreLink} />
}

function AccountMenu() {
  const t = useT()
  const { session } = useStoreApp()
  const customer = useValue(session.customer)
  const token = useValue(session.token)
  const location = useLocation()
  if (token && customer) {
    const name =
      [customer.FirstName, customer.LastName].filter(Boolean).join(' ') || (customer.Username ?? '')
    return (
      <div className="flex items-center">
        <Button variant="ghost" size="sm" asChild>
          <StoreLink href="/customer/profile">{t('header.hello', { name })}</StoreLink>
        </Button>
        <AccountMenuButton />
      </div>
    )
  }
  const returnTo = unlocalizedHref(location.href)
  return (
    <Button variant="outline" size="sm" asChild>
      <StoreLink href={`/Login?redirect=${encodeURIComponent(returnTo)}`}>
        {t('header.login')}
      </StoreLink>
    </Button>
  )
}

/**
 * Switches between Thai and English: tells the server (`GET /common/setlanguage/{lang}`),
 * remembers the choice (cookie, 365 days), and stays on the page with the other prefix.
 * The header's switch and the settings page both use it.
 */
export function useSwitchLanguage(): (locale: Locale) => void {
  const router = useRouter()
  const location = useLocation()
  const { queryClient } = useStoreApp()
  return (locale) => {
    rememberLocale(locale)
    void router.navigate({ href: localizedHref(location.href, locale), resetScroll: false })
    // The mutation as useMutation runs it, without a component's observer: nothing shows its state.
    void queryClient
      .getMutationCache()
      .build(queryClient, languageMutations.set())
      .execute(locale)
      .catch(() => undefined)
  }
}

function LanguageSwitch() {
  const t = useT()
  const locale = useLocale()
  const switchLanguage = useSwitchLanguage()
  const other: Locale = locale === 'th' ? 'en' : 'th'
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      aria-label={t('header.language_switch_label')}
      onClick={() => switchLanguage(other)}
    >
      {t('header.language_switch')}
    </Button>
  )
}

function ThemeSwitch() {
  const t = useT()
  const theme = useValue(themeStore)
  const next = theme === 'dark' ? 'light' : 'dark'
  const label = t(next === 'light' ? 'header.theme_light' : 'header.theme_dark')
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={theme === 'light'}
      onClick={() => setTheme(next)}
    >
      {label}
    </Button>
  )
}

/** The default layout's header (SPEC §2). */
export function StoreHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })
  const [lastPath, setLastPath] = useState(pathname)
  // The phone menu closes on navigation.
  if (pathname !== lastPath) {
    setLastPath(pathname)
    setMenuOpen(false)
  }
  return (
    <SiteHeader
      logo={<Logo />}
      categoryMenu={<CategoryLinks />}
      search={<SearchBox />}
      basket={<Basket />}
      account={<AccountMenu />}
      languageSwitch={<LanguageSwitch />}
      themeSwitch={<ThemeSwitch />}
      menuOpen={menuOpen}
      onMenuOpenChange={setMenuOpen}
    />
  )
}
