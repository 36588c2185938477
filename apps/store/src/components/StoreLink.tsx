import type { LinkRenderProps, RenderLink } from '@ebook/ui'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useLocale } from '../app/i18n'
import { localizedHref } from '../app/locale'

/**
 * A link to a store page given as a plain path (`/category/7?pageNumber=2`), in the page's
 * language: the kit's components hand such paths to `renderLink`. It navigates inside the app
 * and preloads the page on intent (hover, focus), as the router's own links do.
 */
export function StoreLink({
  href,
  onClick,
  onMouseEnter,
  onFocus,
  target,
  ...props
}: LinkRenderProps) {
  const router = useRouter()
  const locale = useLocale()
  const to = localizedHref(href, locale)
  // A parsed address (`href`) rather than a route id: the kit's links carry plain paths.
  const preload = () => void router.preloadRoute<string, '.'>({ href: to }).catch(() => undefined)
  return (
    <a
      {...props}
      href={to}
      target={target}
      onMouseEnter={(event) => (onMouseEnter?.(event), preload())}
      onFocus={(event) => (onFocus?.(event), preload())}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        const plain =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey &&
          (!target || target === '_self')
        if (event.defaultPrevented || !plain) return
        event.preventDefault()
        void router.navigate({ href: to })
      }}
    />
  )
}

/** The kit's `renderLink` for store pages. */
export const renderStoreLink: RenderLink = (props) => <StoreLink {...props} />
