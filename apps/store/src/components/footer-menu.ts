import type { MenuEntry } from './menus'
import type { TextKey } from '../i18n'

/** The footer's columns. */
export const footerMenu: readonly { title: TextKey; entries: readonly MenuEntry[] }[] = [
  {
    title: 'footer.help',
    entries: [
      { label: 'footer.purchase_process', href: '/purchaseprocess' },
      { label: 'footer.contact_us', href: '/contactus' },
      { label: 'footer.settings', href: '/setting' },
      // A free EPUB reader for computers, for the books bought here.
      {
        label: 'footer.epub_reader',
        href: 'https://www.edrlab.org/software/thorium-reader/',
        external: true,
      },
    ],
  },
  {
    title: 'footer.about',
    entries: [
      { label: 'footer.policy', href: '/policy' },
      { label: 'footer.terms', href: '/termandcondition' },
    ],
  },
  {
    title: 'footer.publishers',
    entries: [{ label: 'footer.vendor_apply', href: '/vendor/apply' }],
  },
]
