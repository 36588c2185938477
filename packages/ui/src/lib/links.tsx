import type { ComponentProps, ReactNode } from 'react'
import { useUiTexts } from '../i18n/UiProvider'

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
  const texts = useUiTexts().book
  return (
    <>
      <svg
        data-slot="new-tab-icon"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-3.5 shrink-0"
        aria-hidden="true"
      >
        <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
      </svg>
      <span className="sr-only"> {texts.opensInNewTab}</span>
    </>
  )
}

/** Props that open a link in a new tab without giving the new page a handle on this one. */
const newTabProps = { target: '_blank', rel: 'noopener' } as const

export { NewTabHint, newTabProps, renderAnchor }
export type { LinkRenderProps, RenderLink }
