import type { MouseEventHandler } from 'react'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { BasketIcon } from '../../lib/icons/BasketIcon'
import { buttonVariants } from '../button/Button'
import { formatCount, formatNumber } from '../price/format'
import { renderAnchor, type RenderLink } from '../../lib/links'

type BasketButtonProps = {
  /** How many books are in the basket; the badge hides at 0 and shows '99+' above 99. */
  count: number
  /** The basket page; without it the control is a button (to open a basket drawer, say). */
  href?: string
  /** Renders the link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLink
  /** Called on click (link or button); none by default. */
  onClick?: MouseEventHandler<HTMLElement>
  /** Extra classes; the caller's win. */
  className?: string
}

/** The basket icon with its count, named 'ตะกร้า (3 เล่ม)' / 'Basket (3 items)'. */
function BasketButton({
  count,
  href,
  renderLink = renderAnchor,
  onClick,
  className,
}: BasketButtonProps) {
  const texts = useAreaTexts('book', book)
  const locale = useUiLocale()
  const label = formatCount(count, locale, texts.basketOne, texts.basketOther)
  const classes = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)
  // The name comes from hidden text, not aria-label: the visible count must not contradict it.
  const content = (
    <>
      <span className="sr-only">{label}</span>
      <BasketIcon className="size-5" />
      {count > 0 && (
        <span
          data-slot="basket-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-cta px-1 text-[0.6875rem] leading-none font-semibold text-cta-foreground tabular-nums"
        >
          {count > 99 ? '99+' : formatNumber(count, locale)}
        </span>
      )}
    </>
  )

  if (href) {
    return renderLink({
      href,
      'data-slot': 'basket-button',
      className: classes,
      onClick,
      children: content,
    })
  }
  return (
    <button type="button" data-slot="basket-button" className={classes} onClick={onClick}>
      {content}
    </button>
  )
}

export { BasketButton }
export type { BasketButtonProps }
