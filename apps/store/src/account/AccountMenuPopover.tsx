import {
  Button,
  ChevronDownIcon,
  IconButton,
  Popover,
  PopoverContent,
  PopoverTrigger,
} from '@ebook/ui'
import { useState } from 'react'
import { useStoreApp } from '../app/context'
import { useT } from '../app/i18n'
import { useValue } from '../app/store'
import { StoreLink } from '../components/StoreLink'
import { ACCOUNT_LINKS, RoleLinks } from './AccountNav'
import { useLogout } from './logout'

/** The account menu's popover; a lazy part, loaded when the customer first opens it. */
export default function AccountMenuPopover({ label }: { label: string }) {
  const t = useT()
  const { session } = useStoreApp()
  const customer = useValue(session.customer)
  const { logOut, pending } = useLogout()
  // It mounts because the customer asked for it: open at once.
  const [open, setOpen] = useState(true)
  const close = () => setOpen(false)
  const name = customer
    ? [customer.FirstName, customer.LastName].filter(Boolean).join(' ') || customer.Username
    : null
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <IconButton size="sm" aria-label={label}>
          <ChevronDownIcon />
        </IconButton>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={label} className="grid w-72 gap-2 p-2">
        {customer && (
          <div className="grid gap-0.5 border-b border-border px-2 pt-1 pb-2">
            {name && <p className="truncate font-semibold text-foreground">{name}</p>}
            <p className="truncate text-xs text-muted-foreground">{customer.Email}</p>
          </div>
        )}
        <ul className="grid">
          {ACCOUNT_LINKS.map(({ href, key }) => (
            <li key={href}>
              <StoreLink
                href={href}
                onClick={close}
                className="block rounded-md px-2 py-1.5 text-sm text-foreground hover:bg-muted"
              >
                {t(key)}
              </StoreLink>
            </li>
          ))}
        </ul>
        <RoleLinks className="border-t border-border px-2 pt-1 empty:hidden" onNavigate={close} />
        <div className="border-t border-border pt-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full justify-start"
            busy={pending}
            onClick={() => {
              logOut()
              close()
            }}
          >
            {pending ? t('account_menu.logging_out') : t('account_menu.logout')}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  )
}
