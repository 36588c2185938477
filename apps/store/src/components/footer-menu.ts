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
      // Bought books and samples open in the store's own reader, from the bookshelf.
      { label: 'footer.read_in_browser', href: '/bookshelf' },
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
