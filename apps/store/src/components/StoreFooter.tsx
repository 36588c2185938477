import { SiteFooter } from '@ebook/ui'
import { useT } from '../app/i18n'
import { renderStoreLink } from './StoreLink'

/** The default layout's footer: the topic pages, contact and the publisher application. */
export function StoreFooter() {
  const t = useT()
  return (
    <SiteFooter
      storeName={t('app.store_name')}
      renderLink={renderStoreLink}
      linkGroups={[
        {
          title: t('footer.help'),
          links: [
            { label: t('footer.purchase_process'), href: '/purchaseprocess' },
            { label: t('footer.contact_us'), href: '/contactus' },
            { label: t('footer.settings'), href: '/setting' },
          ],
        },
        {
          title: t('footer.about'),
          links: [
            { label: t('footer.policy'), href: '/policy' },
            { label: t('footer.terms'), href: '/termandcondition' },
          ],
        },
        {
          title: t('footer.publishers'),
          links: [{ label: t('footer.vendor_apply'), href: '/vendor/apply' }],
        },
      ]}
    />
  )
}
