import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { CloseIcon } from '../../lib/icons/CloseIcon'
import { MenuIcon } from '../../lib/icons/MenuIcon'
import { IconButton } from '../button/Button'

type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The store's logo, usually a link home. */
  logo: ReactNode
  /** The category links, placed in a navigation named 'เมนูหลัก' / 'Main menu'; none by default. */
  categoryMenu?: ReactNode
  /** The search box; on phones it takes its own row. None by default. */
  search?: ReactNode
  /** The basket button (`BasketButton`), always visible; none by default. */
  basket?: ReactNode
  /** The account menu or sign-in link; in the menu on phones. None by default. */
  account?: ReactNode
  /** The language switch; in the menu on phones. None by default. */
  languageSwitch?: ReactNode
  /** The theme switch; in the menu on phones. None by default. */
  themeSwitch?: ReactNode
  /** The id of the page's main content, target of the skip link; 'main-content' by default. */
  mainContentId?: string
  /** The navigation's accessible name, 'เมนูหลัก' / 'Main menu' by default. */
  navigationLabel?: string
  /** Whether the phone menu is open, for a controlled header (close it on navigation). */
  menuOpen?: boolean
  /** Called when the menu button opens or closes the phone menu, or Escape closes it. */
  onMenuOpenChange?: (open: boolean) => void
}

/**
 * The store's top bar (the banner landmark) with slots for the logo, category links, search,
 * basket, account, language and theme switches. Below 768 px of width, the category links and
 * the switches fold into a menu button; the logo, basket and search stay visible.
 */
function SiteHeader({
  logo,
  categoryMenu,
  search,
  basket,
  account,
  languageSwitch,
  themeSwitch,
  mainContentId = 'main-content',
  navigationLabel,
  menuOpen,
  onMenuOpenChange,
  className,
  onKeyDown,
  ...props
}: SiteHeaderProps) {
  const texts = useAreaTexts('book', book)
  const toolsId = useId()
  const navId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const open = menuOpen ?? uncontrolledOpen
  const state = open ? 'open' : 'closed'
  const hasTools = Boolean(account || languageSwitch || themeSwitch)
  const hasMenu = hasTools || Boolean(categoryMenu)

  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setUncontrolledOpen(next)
    onMenuOpenChange?.(next)
  }

  return (
    <header
      data-slot="site-header"
      data-menu-state={state}
      className={cn('@container border-b border-border bg-background text-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (event.key === 'Escape' && open && !event.defaultPrevented) {
          setOpen(false)
          menuButton.current?.focus()
        }
      }}
      {...props}
    >
      <a
        href={`#${mainContentId}`}
        data-slot="skip-link"
        className={cn(
          'sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground',
          'focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-toast',
        )}
      >
        {texts.skipToContent}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 @3xl:gap-4 @3xl:px-6">
        {hasMenu && (
          <IconButton
            ref={menuButton}
            data-slot="site-header-menu-button"
            data-state={state}
            aria-label={texts.menu}
            aria-expanded={open}
            aria-controls={[hasTools && toolsId, categoryMenu && navId].filter(Boolean).join(' ')}
            className="@3xl:hidden"
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </IconButton>
        )}
        <div data-slot="site-header-logo" className="mr-auto flex items-center @3xl:mr-0">
          {logo}
        </div>
        {search && (
          <div
            data-slot="site-header-search"
            className="order-last basis-full @3xl:order-none @3xl:max-w-xl @3xl:flex-1 @3xl:basis-auto"
          >
            {search}
          </div>
        )}
        {hasTools && (
          <div
            id={toolsId}
            data-slot="site-header-tools"
            data-state={state}
            className={cn(
              'order-last hidden basis-full flex-wrap items-center gap-2 border-t border-border pt-2',
              '@max-3xl:data-[state=open]:flex',
              '@3xl:order-none @3xl:ml-auto @3xl:flex @3xl:basis-auto @3xl:border-0 @3xl:pt-0',
            )}
          >
            {languageSwitch}
            {themeSwitch}
            {account}
          </div>
        )}
        {basket && (
          <div data-slot="site-header-basket" className="flex items-center">
            {basket}
          </div>
        )}
      </div>
      {categoryMenu && (
        <nav
          id={navId}
          data-slot="site-header-navigation"
          data-state={state}
          aria-label={navigationLabel ?? texts.mainNavigation}
          className={cn(
            'mx-auto hidden max-w-7xl px-3 pb-3 @max-3xl:data-[state=open]:block',
            '@3xl:block @3xl:px-6 @3xl:pb-2',
          )}
        >
          {categoryMenu}
        </nav>
      )}
    </header>
  )
}

export { SiteHeader }
export type { SiteHeaderProps }
