import { customerQueries } from '@ebook/api/queries'
import { Button, cn } from '@ebook/ui'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useStoreApp } from '../app/context'
import { useT } from '../app/i18n'
import { unlocalizedHref } from '../app/locale'
import { useValue } from '../app/store'
import { StoreLink } from '../components/StoreLink'
import type { TextKey } from '../i18n'
import { useLogout } from './logout'

/** The pages of the account, in the menu's order. */
export const ACCOUNT_LINKS: readonly { href: string; key: TextKey }[] = [
  { href: '/customer/profile', key: 'account_menu.profile' },
  { href: '/customer/change-password', key: 'account_menu.change_password' },
  { href: '/removesocial', key: 'account_menu.social' },
  { href: '/customer/addresses', key: 'account_menu.addresses' },
  { href: '/order-history', key: 'account_menu.orders' },
  { href: '/bookshelf', key: 'account_menu.bookshelf' },
  { href: '/wishlist', key: 'account_menu.wishlist' },
  { href: '/setting', key: 'account_menu.settings' },
  { href: '/customer/delete-account', key: 'account_menu.delete_account' },
]

/** PublisherStatus values (openapi: 0 none, 10 pending, 20 approved, 30 rejected). */
const PUBLISHER = { none: 0, pending: 10, approved: 20, rejected: 30 } as const

/**
 * Links to the admin and publisher areas for customers who have them (SPEC §6): an admin's
 * AdminRedirectUrl, an approved publisher's PublisherRedirectUrl; others see where their
 * publisher application stands, or how to apply. Those areas are outside the store: plain links.
 */
export function RoleLinks({
  className,
  onNavigate,
}: {
  className?: string
  onNavigate?: () => void
}) {
  const t = useT()
  const { session } = useStoreApp()
  const customer = useValue(session.customer)
  if (!customer) return null
  const linkClass =
    'block rounded-sm py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline'
  const items = []
  if (customer.IsAdmin && customer.AdminRedirectUrl)
    items.push(
      <li key="admin">
        <a href={customer.AdminRedirectUrl} className={linkClass}>
          {t('account_menu.admin')}
        </a>
      </li>,
    )
  if (customer.PublisherStatus === PUBLISHER.approved && customer.PublisherRedirectUrl)
    items.push(
      <li key="publisher">
        <a href={customer.PublisherRedirectUrl} className={linkClass}>
          {t('account_menu.publisher')}
        </a>
      </li>,
    )
  else if (customer.PublisherStatus === PUBLISHER.pending)
    items.push(
      <li key="publisher" className="py-1.5 text-sm text-muted-foreground">
        {t('account_menu.publisher_pending')}
      </li>,
    )
  else if (customer.PublisherStatus === PUBLISHER.rejected)
    items.push(
      <li key="publisher" className="py-1.5 text-sm text-muted-foreground">
        {t('account_menu.publisher_rejected')}
      </li>,
    )
  else if (!customer.IsAdmin)
    items.push(
      <li key="publisher">
        <StoreLink href="/vendor/apply" className={linkClass} onClick={onNavigate}>
          {t('account_menu.publisher_apply')}
        </StoreLink>
      </li>,
    )
  return (
    <ul aria-label={t('account_menu.roles')} className={className}>
      {items}
    </ul>
  )
}

/**
 * Keeps the cached customer info fresh while an account page is open (an approved publisher
 * gets the link to their area without logging in again).
 */
function useFreshCustomerInfo() {
  const { session } = useStoreApp()
  const { data } = useQuery(customerQueries.loginInfo())
  useEffect(() => {
    if (data) session.setCustomer(data)
  }, [data, session])
}

/** The account pages' menu: every account page, the work-area links, and logout. */
export function AccountNav() {
  const t = useT()
  const pathname = useLocation({ select: (location) => unlocalizedHref(location.pathname) })
  const { logOut, pending } = useLogout()
  useFreshCustomerInfo()
  return (
    <nav
      aria-label={t('account_menu.nav')}
      className="min-w-0 rounded-lg border border-border bg-surface p-3 text-surface-foreground"
    >
      <ul className="flex gap-1 overflow-x-auto pb-1 md:grid md:overflow-visible md:pb-0">
        {ACCOUNT_LINKS.map(({ href, key }) => {
          const current = pathname.toLowerCase() === href.toLowerCase()
          return (
            <li key={href} className="shrink-0">
              <StoreLink
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm whitespace-nowrap text-foreground hover:bg-muted',
                  current && 'bg-muted font-semibold text-primary',
                )}
              >
                {t(key)}
              </StoreLink>
            </li>
          )
        })}
      </ul>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2 md:grid md:grid-cols-1 md:gap-0">
        <RoleLinks className="px-3 empty:hidden md:mb-2 md:border-b md:border-border md:pb-2" />
        <Button
          variant="ghost"
          size="sm"
          className="md:w-full md:justify-start"
          busy={pending}
          onClick={logOut}
        >
          {pending ? t('account_menu.logging_out') : t('account_menu.logout')}
        </Button>
      </div>
    </nav>
  )
}
