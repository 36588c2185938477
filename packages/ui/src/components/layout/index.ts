export { BasketButton, type BasketButtonProps } from './BasketButton'
export {
  SiteFooter,
  type SiteFooterLink,
  type SiteFooterLinkGroup,
  type SiteFooterProps,
} from './SiteFooter'
export { SiteHeader, type SiteHeaderProps } from './SiteHeader'
export { NewTabHint, renderAnchor, type LinkRenderProps, type RenderLink } from '../../lib/links'
