/**
 * Browsing: the home slider, the home page categories, the category tree, recently viewed
 * books, and the listings of a category, an imprint, a publisher, a tag, new books and best
 * sellers.
 */
import type { components } from '@ebook/api/generated/v2'
import { getSetting } from '../../db/settings.ts'
import type { Handlers } from '../../http/operations.ts'
import { notFound } from '../../http/reply.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { pictureUrl } from '../shared/pictures.ts'
import { categoryPath, subtreeIds, type CatalogMeta } from './data.ts'
import { loadPage, noFilters, parseFilters, type SortOption } from './listing.ts'
import { t } from './messages.ts'
import {
  categoryScope,
  manufacturerScope,
  newScope,
  rankedScope,
  tagScope,
  vendorScope,
  type CatalogService,
} from './service.ts'

type PictureModel = components['schemas']['PictureModel']
type SliderItem = components['schemas']['SliderItem']
type CategoryTreeItem = components['schemas']['CategoryTreeItem']
type HomeCategory = components['schemas']['HomeCategoryWithProducts']
type SubCategory = components['schemas']['SubCategoryModel']

/** Books per page of the listings that take no page size. */
export const PAGE_SIZE = 12
/** Books in a home page category row. */
export const HOME_ROW_SIZE = 12
/** A neutral picture for entities without one of their own (served by the picture routes). */
export const PLACEHOLDER_URL = '/media/placeholder.svg'

/** The picture of a category, imprint or publisher (its own, or the placeholder). */
export function entityPicture(pictureId: number | null, name: string, alt: string): PictureModel {
  if (pictureId === null)
    return {
      ImageUrl: PLACEHOLDER_URL,
      ThumbImageUrl: null,
      FullSizeImageUrl: null,
      Title: name,
      AlternateText: alt,
    }
  const url = pictureUrl(pictureId)
  return {
    ImageUrl: url,
    ThumbImageUrl: url,
    FullSizeImageUrl: url,
    Title: name,
    AlternateText: alt,
  }
}

function subCategories(meta: CatalogMeta, parentId: number, lang: Lang): SubCategory[] {
  return (meta.categories.get(parentId)?.children ?? []).map((id) => {
    const node = meta.categories.get(id)!
    const name = inLanguage(lang, node.name_th, node.name_en)
    return {
      Id: node.id,
      Name: name,
      SeName: node.se_name,
      PictureModel: entityPicture(node.picture_id, name, t(lang, 'picture.categoryAlt', { name })),
    }
  })
}

interface ListingQuery {
  pageNumber?: number
  orderby?: SortOption
}

const page = (query: ListingQuery) => ({
  pageNumber: query.pageNumber ?? 1,
  orderBy: (query.orderby ?? 0) as SortOption,
})

export function browseHandlers(svc: CatalogService): Handlers<'v2'> {
  const { db } = svc

  async function categoryCounts(): Promise<Map<number, number>> {
    const rows = await db.query<{ id: number; count: number }>(
      `WITH RECURSIVE up (category_id, ancestor_id) AS (
         SELECT id, id FROM categories
         UNION ALL
         SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor_id
          WHERE c.parent_id IS NOT NULL)
       SELECT up.ancestor_id AS id, count(DISTINCT bc.book_id) AS count
         FROM up JOIN book_categories bc ON bc.category_id = up.category_id
         JOIN books b ON b.id = bc.book_id AND b.published AND NOT b.deleted
        GROUP BY up.ancestor_id`,
    )
    return new Map(rows.map((row) => [row.id, Number(row.count)]))
  }

  return {
    async getHomeSlider({ lang }) {
      return svc.cached(`slider:${lang}`, async () => {
        const enabled = await getSetting<boolean>(db, 'slider.enabled', true)
        if (!enabled) return { IsEnabled: false, Sliders: [] }
        const rows = await db.query<{
          id: number
          picture_id: number | null
          mobile_picture_id: number | null
          image_url: string | null
          mobile_image_url: string | null
          title_th: string | null
          title_en: string | null
          alt_th: string | null
          alt_en: string | null
          slider_type: SliderItem['SliderType']
          entity_id: number | null
          entity_se_name: string | null
        }>(
          `SELECT s.id, s.picture_id, s.mobile_picture_id, s.image_url, s.mobile_image_url,
                  s.title_th, s.title_en, s.alt_th, s.alt_en, s.slider_type, s.entity_id,
                  CASE s.slider_type WHEN 10 THEN bk.se_name WHEN 20 THEN c.se_name
                       WHEN 30 THEN m.se_name WHEN 40 THEN v.se_name WHEN 50 THEN tp.system_name
                  END AS entity_se_name
             FROM slider_items s
             LEFT JOIN books bk ON s.slider_type = 10 AND bk.id = s.entity_id
             LEFT JOIN categories c ON s.slider_type = 20 AND c.id = s.entity_id
             LEFT JOIN manufacturers m ON s.slider_type = 30 AND m.id = s.entity_id
             LEFT JOIN vendors v ON s.slider_type = 40 AND v.id = s.entity_id
             LEFT JOIN topics tp ON s.slider_type = 50 AND tp.id = s.entity_id
            WHERE s.published AND (s.starts_at IS NULL OR s.starts_at <= now())
              AND (s.ends_at IS NULL OR s.ends_at > now())
            ORDER BY s.display_order, s.id`,
        )
        const sliders: SliderItem[] = rows.map((row) => {
          const none = row.slider_type === 5
          return {
            Id: row.id,
            ImageUrl: row.picture_id !== null ? pictureUrl(row.picture_id) : (row.image_url ?? ''),
            MobileImageUrl:
              row.mobile_picture_id !== null
                ? pictureUrl(row.mobile_picture_id)
                : (row.mobile_image_url ?? null),
            Title: inLanguage(lang, row.title_th, row.title_en),
            AltText: inLanguage(lang, row.alt_th, row.alt_en) ?? '',
            SliderType: row.slider_type,
            EntityId: none ? 0 : (row.entity_id ?? 0),
            EntitySeName: none ? null : row.entity_se_name,
          }
        })
        return { IsEnabled: true, Sliders: sliders }
      })
    },

    async getHomeCategoriesWithProducts({ lang, c }) {
      return svc.sharedAnswer(c, `home-categories:${lang}`, async () => {
        const meta = await svc.meta()
        const homeCategories = [...meta.categories.values()]
          .filter((node) => node.show_on_home_page)
          .sort((a, b) => a.home_display_order - b.home_display_order || a.id - b.id)
        const answer: HomeCategory[] = []
        for (const node of homeCategories) {
          const { ids } = await loadPage(db, meta, {
            scope: categoryScope(subtreeIds(meta, node.id)),
            filters: noFilters(),
            orderBy: 0,
            pageNumber: 1,
            pageSize: HOME_ROW_SIZE,
            lang,
          })
          if (ids.length === 0) continue
          answer.push({
            Id: node.id,
            Name: inLanguage(lang, node.name_th, node.name_en),
            SeName: node.se_name,
            SubCategories: subCategories(meta, node.id, lang),
            Products: await svc.overviews(ids, lang),
          })
        }
        return answer
      })
    },

    async getCategoryTree({ lang }) {
      return svc.cached(`category-tree:${lang}`, async () => {
        const [meta, counts] = await Promise.all([svc.meta(), categoryCounts()])
        const item = (id: number): CategoryTreeItem => {
          const node = meta.categories.get(id)!
          return {
            CategoryId: node.id,
            Name: inLanguage(lang, node.name_th, node.name_en),
            SeName: node.se_name,
            IconUrl: node.icon_url,
            NumberOfProducts: counts.get(node.id) ?? 0,
            SubCategories: node.children.map(item),
          }
        }
        return meta.roots.map(item)
      })
    },

    async getRecentlyViewedProducts({ body, auth, lang, recentViews }) {
      const ids = body.Data.ProductIds
      if (ids.length > 0) return svc.overviews(ids, lang)
      const customerId = await auth.existingCustomerId()
      if (customerId === null) return []
      await recentViews.flush()
      const row = await db.queryOne<{ book_ids: number[] }>(
        'SELECT book_ids FROM recent_views WHERE customer_id = $1',
        [customerId],
        { prepare: true },
      )
      return svc.overviews(row?.book_ids ?? [], lang)
    },

    async getCategory({ params, query, lang, c }) {
      const meta = await svc.meta()
      const node = meta.categories.get(params.categoryId)
      if (!node) throw notFound(t(lang, 'category.notFound'))
      const filters = parseFilters(meta, lang, query)
      const key = `category:${JSON.stringify([node.id, query, lang])}`
      return svc.sharedAnswer(c, key, async () => {
        const name = inLanguage(lang, node.name_th, node.name_en)
        const products = await svc.list({
          scope: categoryScope(subtreeIds(meta, node.id)),
          filters,
          ...page(query),
          pageSize: query.pagesize ?? PAGE_SIZE,
          lang,
        })
        return {
          Id: node.id,
          Name: name,
          Description: inLanguage(lang, node.description_th, node.description_en),
          MetaKeywords: inLanguage(lang, node.meta_keywords_th, node.meta_keywords_en),
          MetaDescription: inLanguage(lang, node.meta_description_th, node.meta_description_en),
          MetaTitle: inLanguage(lang, node.meta_title_th, node.meta_title_en),
          SeName: node.se_name,
          PictureModel: entityPicture(
            node.picture_id,
            name,
            t(lang, 'picture.categoryAlt', { name }),
          ),
          CategoryBreadcrumb: categoryPath(meta, node.id).map((step) => ({
            Id: step.id,
            Name: inLanguage(lang, step.name_th, step.name_en),
            SeName: step.se_name,
          })),
          SubCategories: subCategories(meta, node.id, lang),
          CatalogProductsModel: products,
        }
      })
    },

    async getNewProducts({ query, lang }) {
      return {
        Title: t(lang, 'list.new'),
        CatalogProductsModel: await svc.list({
          scope: newScope(),
          filters: noFilters(),
          ...page(query),
          pageSize: PAGE_SIZE,
          lang,
        }),
      }
    },

    async getBestsellerProducts({ query, lang }) {
      const ids = await svc.bestsellerIds()
      return {
        Title: t(lang, 'list.bestsellers'),
        CatalogProductsModel: await svc.list({
          scope: rankedScope('bestsellers', ids),
          filters: noFilters(),
          ...page(query),
          pageSize: PAGE_SIZE,
          lang,
        }),
      }
    },

    async getProductsByTag({ params, query, lang }) {
      const tag = await svc.cached(`tag:${params.tagId}`, () =>
        db.queryOne<{ id: number; name_th: string; name_en: string | null; se_name: string }>(
          'SELECT id, name_th, name_en, se_name FROM tags WHERE id = $1',
          [params.tagId],
        ),
      )
      if (!tag) throw notFound(t(lang, 'tag.notFound'))
      return {
        Id: tag.id,
        TagName: inLanguage(lang, tag.name_th, tag.name_en),
        TagSeName: tag.se_name,
        CatalogProductsModel: await svc.list({
          scope: tagScope(tag.id),
          filters: noFilters(),
          ...page(query),
          pageSize: PAGE_SIZE,
          lang,
        }),
      }
    },

    async getManufacturer({ params, query, lang }) {
      const row = await svc.cached(`manufacturer:${params.manufacturerId}`, () =>
        db.queryOne<EntityRow>(
          `SELECT id, name_th, name_en, description_th, description_en, se_name, picture_id,
                  meta_title_th, meta_title_en, meta_description_th, meta_description_en,
                  meta_keywords_th, meta_keywords_en
             FROM manufacturers WHERE id = $1 AND published AND NOT deleted`,
          [params.manufacturerId],
        ),
      )
      if (!row) throw notFound(t(lang, 'manufacturer.notFound'))
      return {
        ...entityFields(row, lang),
        CatalogProductsModel: await svc.list({
          scope: manufacturerScope(row.id),
          filters: noFilters(),
          ...page(query),
          pageSize: PAGE_SIZE,
          lang,
        }),
      }
    },

    async getVendor({ params, query, lang }) {
      const row = await svc.cached(`vendor:${params.vendorId}`, () =>
        db.queryOne<EntityRow & { allow_customers_to_contact: boolean }>(
          `SELECT id, name_th, name_en, description_th, description_en, se_name, picture_id,
                  meta_title_th, meta_title_en, meta_description_th, meta_description_en,
                  meta_keywords_th, meta_keywords_en, allow_customers_to_contact
             FROM vendors WHERE id = $1 AND active AND NOT deleted`,
          [params.vendorId],
        ),
      )
      if (!row) throw notFound(t(lang, 'vendor.notFound'))
      return {
        ...entityFields(row, lang),
        AllowCustomersToContactVendors: row.allow_customers_to_contact,
        CatalogProductsModel: await svc.list({
          scope: vendorScope(row.id),
          filters: noFilters(),
          ...page(query),
          pageSize: PAGE_SIZE,
          lang,
        }),
      }
    },
  }
}

interface EntityRow {
  id: number
  name_th: string
  name_en: string | null
  description_th: string | null
  description_en: string | null
  se_name: string
  picture_id: number | null
  meta_title_th: string | null
  meta_title_en: string | null
  meta_description_th: string | null
  meta_description_en: string | null
  meta_keywords_th: string | null
  meta_keywords_en: string | null
}

function entityFields(row: EntityRow, lang: Lang) {
  const name = inLanguage(lang, row.name_th, row.name_en)
  return {
    Id: row.id,
    Name: name,
    Description: inLanguage(lang, row.description_th, row.description_en),
    MetaKeywords: inLanguage(lang, row.meta_keywords_th, row.meta_keywords_en),
    MetaDescription: inLanguage(lang, row.meta_description_th, row.meta_description_en),
    MetaTitle: inLanguage(lang, row.meta_title_th, row.meta_title_en),
    SeName: row.se_name,
    PictureModel: entityPicture(row.picture_id, name, t(lang, 'picture.logoAlt', { name })),
  }
}
