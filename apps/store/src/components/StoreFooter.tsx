import { SiteFooter } from '@ebook/ui'
import { useT } from '../app/i18n'
// Its texts come with it (a side effect: they are added to the store's texts).
import '../i18n/footer'
import { footerMenu } from './footer-menu'
import { renderStoreLink } from './StoreLink'

/**
 * The default layout's footer: the topic pages, contact, settings, the publisher application and
 * pages outside the store (in a new tab). A lazy part (LazyFooter).
 */
export default function StoreFooter() {
  const t = useT()
  return (
    <SiteFooter
      storeName={t('app.store_name')}
      renderLink={renderStoreLink}
      linkGroups={footerMenu.map(({ title, entries }) => ({
        title: t(title),
        links: entries.map(({ label, href, external }) => ({ label: t(label), href, external })),
      }))}
    />
  )
}
