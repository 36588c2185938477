/**
 * The content API (v1): the home page's widgets and book rows, answered from the same caches as
 * the storefront listings, and the admin's call that empties those caches.
 */
import type { Handlers } from '../../http/operations.ts'
import { forbidden, notFound } from '../../http/reply.ts'
import { subtreeIds } from './data.ts'
import { loadPage, noFilters, NEWEST_SQL } from './listing.ts'
import { t } from './messages.ts'
import { bookSummary, VISIBLE_SQL } from './overview.ts'
import { categoryScope, type CatalogService } from './service.ts'
import { inLanguage } from '../../i18n/index.ts'

/** Books in a row when no limit is asked for. */
export const ROW_LIMIT = 12
/** Books the newest-first row draws from (the largest limit). */
const NEWEST_KEPT = 48

export function contentApiHandlers(svc: CatalogService): Handlers<'v1'> {
  const { db } = svc

  const summaries = async (ids: readonly number[], lang: 'th' | 'en') =>
    (await svc.bookRecords(ids)).map((record) => bookSummary(record, lang))

  return {
    async getHomeWidgets({ lang }) {
      return svc.cached(`v1:widgets:${lang}`, async () => {
        const meta = await svc.meta()
        const rows = await db.query<{
          id: number
          widget_type: 'slider' | 'new-release' | 'best-seller' | 'recent-view' | 'category-product'
          title_th: string
          title_en: string | null
          category_id: number | null
          display_order: number
        }>(
          `SELECT id, widget_type, title_th, title_en, category_id, display_order FROM home_widgets
            WHERE published ORDER BY display_order, id`,
        )
        return rows
          .filter((row) => row.category_id === null || meta.categories.has(row.category_id))
          .map((row) => ({
            id: row.id,
            type: row.widget_type,
            title: inLanguage(lang, row.title_th, row.title_en),
            categoryId: row.category_id,
            displayOrder: row.display_order,
          }))
      })
    },

    async getNewReleases({ query, lang }) {
      const ids = await svc.cached('v1:newest', async () =>
        (
          await db.query<{ id: number }>(
            `SELECT b.id FROM books b WHERE ${VISIBLE_SQL} ORDER BY ${NEWEST_SQL} LIMIT $1`,
            [NEWEST_KEPT],
          )
        ).map((row) => row.id),
      )
      return summaries(ids.slice(0, query.limit ?? ROW_LIMIT), lang)
    },

    async getBestSellers({ query, lang }) {
      const ids = await svc.bestsellerIds()
      return summaries(ids.slice(0, query.limit ?? ROW_LIMIT), lang)
    },

    async getRecentlyViewed({ query, lang }) {
      return summaries(query.id, lang)
    },

    async getCategoryBooks({ query, lang }) {
      const meta = await svc.meta()
      const node = meta.categories.get(query.id)
      if (!node) throw notFound(t(lang, 'category.notFound'))
      const limit = query.limit ?? ROW_LIMIT
      const best = await svc.bestsellerIds()
      const scope = categoryScope(subtreeIds(meta, node.id))
      const ids = await svc.cached(`v1:category:${node.id}:${limit}`, async () => {
        const { ids } = await loadPage(db, meta, {
          // Best sellers first, then the category's own order.
          scope: {
            ...scope,
            position: (p) =>
              `array_position(${p.add(best)}::int[], b.id) NULLS LAST, ${scope.position(p)}`,
          },
          filters: noFilters(),
          orderBy: 0,
          pageNumber: 1,
          pageSize: limit,
          lang,
        })
        return ids
      })
      return {
        id: node.id,
        name: inLanguage(lang, node.name_th, node.name_en),
        seName: node.se_name,
        books: await summaries(ids, lang),
      }
    },

    async clearContentCache({ auth, lang, changes }) {
      const customer = await auth.requireSignedIn()
      if (!customer.isAdmin) throw forbidden(t(lang, 'cache.adminOnly'))
      // Cleared here at once (the count answered), and by every server when it hears of it.
      const entriesCleared = svc.clear()
      await changes.noteCatalogueChange()
      return { entriesCleared }
    },
  }
}
