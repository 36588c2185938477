import type { ComponentProps, ReactNode } from 'react'
import { useAreaTexts } from '../i18n/UiProvider'
import { book } from '../i18n/texts/book'
import { ExternalLinkIcon } from './icons/ExternalLinkIcon'

/** What a link renderer receives: the props of an `<a>` with its `href` always set. */
type LinkRenderProps = ComponentProps<'a'> & { href: string; 'data-slot'?: string }

/**
 * Renders an in-store link. Apps pass their router's link here, e.g.
 * `({ href, ...props }) => <Link to={href} {...props} />`; the kit never imports a router.
 */
type RenderLink = (props: LinkRenderProps) => ReactNode

/** The default link renderer: a plain `<a>`. */
const renderAnchor: RenderLink = (props) => <a {...props} />

/** The arrow icon and the hidden words that tell a link opens in a new tab. */
function NewTabHint() {
  const texts = useAreaTexts('book', book)
  return (
    <>
      <ExternalLinkIcon data-slot="new-tab-icon" className="size-3.5 shrink-0" />
      <span className="sr-only"> {texts.opensInNewTab}</span>
    </>
  )
}

/** Props that open a link in a new tab without giving the new page a handle on this one. */
const newTabProps = { target: '_blank', rel: 'noopener' } as const

export { NewTabHint, newTabProps, renderAnchor }
export type { LinkRenderProps, RenderLink }
