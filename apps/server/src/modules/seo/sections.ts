/**
 * What the sitemap lists, section by section: the store's fixed pages, every visible book,
 * category, publisher and imprint, and the published topics, each at the address the store's
 * routes give it. Visibility is the catalogue's own (VISIBLE_SQL, loadCatalogMeta), so the
 * sitemap names exactly the pages that answer 200.
 */
import type { Queryable } from '../../db/types.ts'
import type { CatalogMeta } from '../catalog/data.ts'
import { VISIBLE_SQL } from '../catalog/overview.ts'
import type { SitemapPage } from './sitemap-xml.ts'

/** One part file of a section: when its newest page changed, and its pages, read a batch at a time. */
export interface SectionPart {
  lastmod: Date | null
  pages(): AsyncIterable<readonly SitemapPage[]>
}

/** What a section's plan may read: the database and the catalogue's metadata (read once a plan). */
export interface PlanContext {
  db: Queryable
  catalogMeta(): Promise<CatalogMeta>
}

/** A kind of page, split into part files `/sitemaps/{name}-{n}.xml` of at most `perFile` pages. */
export interface SitemapSection {
  name: string
  plan(context: PlanContext, perFile: number): Promise<SectionPart[]>
}

/** The newest of the pages' times, when every page has one (else the part's is unknown). */
function newest(pages: readonly SitemapPage[]): Date | null {
  let latest: Date | null = null
  for (const page of pages) {
    if (!page.lastmod) return null
    if (!latest || page.lastmod > latest) latest = page.lastmod
  }
  return latest
}

/** A section small enough to read whole (categories, publishers, topics): read, then split. */
function listedSection(
  name: string,
  load: (context: PlanContext) => Promise<SitemapPage[]>,
): SitemapSection {
  return {
    name,
    async plan(context, perFile) {
      const pages = await load(context)
      const parts: SectionPart[] = []
      for (let start = 0; start < pages.length; start += perFile) {
        const slice = pages.slice(start, start + perFile)
        parts.push({
          lastmod: newest(slice),
          async *pages() {
            yield slice
          },
        })
      }
      return parts
    },
  }
}

/**
 * Store pages that are not a catalogue item: home, the book lists, contact. (The publishers'
 * application says `noindex`, and a sitemap names only pages meant for the index.)
 */
export const FIXED_PAGES: readonly string[] = ['/', '/bestseller', '/newproducts', '/contactus']

/** Books read per statement while a part file is written. */
const BOOK_BATCH = 1000

/**
 * Visible books at `/book-detail/{id}`, by id. A plan numbers the visible books once and cuts
 * them into parts by id, so a part file reads only its own range, a batch at a time; a book made
 * visible inside a range later cannot push a part over its size (it is cut at `perFile`).
 */
export const booksSection: SitemapSection = {
  name: 'books',
  async plan({ db }, perFile) {
    const ranges = await db.query<{ first_id: number; lastmod: Date }>(
      `SELECT min(id) AS first_id, max(updated_at) AS lastmod
         FROM (SELECT b.id, b.updated_at, row_number() OVER (ORDER BY b.id) - 1 AS n
                 FROM books b WHERE ${VISIBLE_SQL}) numbered
        GROUP BY n / $1 ORDER BY 1`,
      [perFile],
    )
    return ranges.map((range, index) => {
      const end = ranges[index + 1]?.first_id ?? null
      return {
        lastmod: range.lastmod,
        async *pages() {
          let after = range.first_id - 1
          let left = perFile
          while (left > 0) {
            const rows = await db.query<{ id: number; updated_at: Date }>(
              `SELECT b.id, b.updated_at FROM books b
                WHERE ${VISIBLE_SQL} AND b.id > $1 AND ($2::int IS NULL OR b.id < $2)
                ORDER BY b.id LIMIT $3`,
              [after, end, Math.min(BOOK_BATCH, left)],
            )
            if (rows.length === 0) return
            yield rows.map((row) => ({ path: `/book-detail/${row.id}`, lastmod: row.updated_at }))
            after = rows[rows.length - 1]!.id
            left -= rows.length
          }
        },
      }
    })
  },
}

/** Visible categories (published, and every ancestor too) at `/category/{id}`. */
export const categoriesSection = listedSection('categories', async ({ catalogMeta }) =>
  [...(await catalogMeta()).categories.keys()].map((id) => ({ path: `/category/${id}` })),
)

/** Active publishers (the store's vendors) at `/vendor/{id}`. */
export const publishersSection = listedSection('publishers', async ({ db }) =>
  (
    await db.query<{ id: number }>(
      'SELECT id FROM vendors WHERE active AND NOT deleted ORDER BY display_order, id',
    )
  ).map((row) => ({ path: `/vendor/${row.id}` })),
)

/** Published imprints (the store's manufacturers) at `/manufacturer/{id}`. */
export const imprintsSection = listedSection('imprints', async ({ catalogMeta }) =>
  [...(await catalogMeta()).manufacturers.keys()].map((id) => ({ path: `/manufacturer/${id}` })),
)

/** A topic code or section key the store's routes take (content/params.ts in the store). */
const TOPIC_CODE = /^[A-Za-z0-9_-]{1,100}$/

/**
 * Topics with a route of their own; the sectioned ones show their sections `{code}-{key}` at
 * `/{code}/{key}`, which opens only while the main topic is published too.
 */
const OWN_ROUTES: Readonly<Record<string, { sections: boolean }>> = {
  policy: { sections: false },
  termandcondition: { sections: true },
  purchaseprocess: { sections: true },
}

/** A published topic's address, or null when the store cannot show it. */
export function topicPath(code: string, published: ReadonlySet<string>): string | null {
  if (!TOPIC_CODE.test(code)) return null
  if (OWN_ROUTES[code]) return `/${code}`
  for (const [main, route] of Object.entries(OWN_ROUTES)) {
    if (!route.sections || !code.startsWith(`${main}-`)) continue
    const key = code.slice(main.length + 1)
    return key && published.has(main) ? `/${main}/${key}` : null
  }
  return `/topic/${code}`
}

/** Published topics at the address the store shows them (`/policy`, `/termandcondition/account`, `/topic/about`). */
export const topicsSection = listedSection('topics', async ({ db }) => {
  const rows = await db.query<{ system_name: string; updated_at: Date }>(
    'SELECT system_name, updated_at FROM topics WHERE published ORDER BY display_order, id',
  )
  const published = new Set(rows.map((row) => row.system_name))
  return rows.flatMap((row) => {
    const path = topicPath(row.system_name, published)
    return path ? [{ path, lastmod: row.updated_at }] : []
  })
})

/** The store's fixed pages. */
export const pagesSection = listedSection('pages', async () =>
  FIXED_PAGES.map((path) => ({ path })),
)

/** Every section, in the order the index names them. */
export const allSections: readonly SitemapSection[] = [
  pagesSection,
  categoriesSection,
  publishersSection,
  imprintsSection,
  topicsSection,
  booksSection,
]
