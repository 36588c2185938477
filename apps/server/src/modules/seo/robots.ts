/**
 * robots.txt: crawlers may read the public store (catalogue, listings, topics, covers) and are
 * kept out of a customer's own pages, the steps of buying, sign-in, search results and the
 * server's machine addresses; it names the sitemap index.
 */
import { languagePrefixes } from './store-paths.ts'

/**
 * Store pages that are a customer's own, transactional or endless (search results), in both
 * languages. A path without a trailing slash covers its sub-pages too (`/payment/completed`).
 */
export const PRIVATE_STORE_PATHS: readonly string[] = [
  '/basket',
  '/payment',
  '/order-history',
  '/orderdetails/',
  '/customer/',
  '/bookshelf',
  '/wishlist',
  '/recentlyviewedproducts',
  '/setting',
  '/Login',
  '/register',
  '/reset-password/',
  '/removesocial',
  '/auth/',
  '/search',
]

/** Addresses of the server that are not pages (the APIs, sign-in provider, payment sandbox). */
export const MACHINE_PATHS: readonly string[] = ['/api/', '/content-api/', '/oidc/', '/sandbox/']

/** The text of robots.txt for a store reached at `publicUrl`. */
export function robotsTxt(publicUrl: string, sitemapPath: string): string {
  const disallowed = [
    ...MACHINE_PATHS,
    ...languagePrefixes.flatMap((prefix) => PRIVATE_STORE_PATHS.map((path) => prefix + path)),
  ]
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}${sitemapPath}`,
    '',
  ].join('\n')
}
