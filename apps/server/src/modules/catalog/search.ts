/**
 * Search that works in Thai. The search_* columns hold searchText() of titles, people (authors,
 * translators, publisher, ISBN, SKU) and descriptions: Thai cut into words, lower case, NFC. A
 * term is cut the same way. searchProducts finds books by whole words through the word indexes,
 * falling back to substrings (a word's beginning) and then to a typo's distance only when
 * nothing matches, and answers at most the best SEARCH_RESULT_CAP books (search-words.ts);
 * the matches are cached, so every page, sort, filter and language of a search costs no more
 * search. The autocomplete matches substrings of titles and credits (ten suggestions).
 */
import type { components } from '@ebook/api/generated/v2'
import { searchCode, searchWords } from '../../db/search-text.ts'
import type { Handlers } from '../../http/operations.ts'
import { badRequest } from '../../http/reply.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { coverUrl, COVER_THUMB_WIDTH } from '../shared/pictures.ts'
import { subtreeIds, type CatalogMeta } from './data.ts'
import {
  addSpecOptions,
  catalogProductsModel,
  checkPriceRange,
  loadFacets,
  noFilters,
  Params,
  sortOptions,
  type Filters,
  type Scope,
  type SortOption,
} from './listing.ts'
import { t } from './messages.ts'
import {
  findMatches,
  matchSql,
  rankSql,
  withTypoThreshold,
  type BookCondition,
  type SearchMatches,
  type Term,
} from './search-words.ts'
import type { CatalogService } from './service.ts'

type AutocompleteItem = components['schemas']['AutocompleteItem']
type SelectListItem = components['schemas']['SelectListItem']

/** The shortest search term accepted. */
export const SEARCH_TERM_MIN_LENGTH = 1
/** Suggestions the search box shows. */
export const AUTOCOMPLETE_LIMIT = 10

export function parseTerm(text: string): Term {
  const words = searchWords(text)
  const code = searchCode(text)
  return {
    words,
    phrase: words.join(' '),
    code: code.length >= 3 && /^[0-9a-z]+$/u.test(code) ? code : null,
  }
}

/**
 * The scope of a search's matches (see search-words.ts): the books found, in their order, so
 * that every page, sort, filter and language of the search is cut from one cached list.
 */
function matchesScope(key: string, found: SearchMatches): Scope {
  const ids = Array.from(found.ids)
  return {
    key,
    ids: found.ids,
    join: (p) => `JOIN unnest(${p.add(ids)}::int[]) WITH ORDINALITY m(id, pos) ON m.id = b.id`,
    where: () => 'true',
    position: () => 'm.pos',
    wholeList: true,
  }
}

function selectList(all: string, items: { value: number; text: string }[]): SelectListItem[] {
  return [{ value: 0, text: all }, ...items].map((item) => ({
    Disabled: false,
    Group: null,
    Selected: item.value === 0,
    Text: item.text,
    Value: String(item.value),
  }))
}

function categoryOptions(meta: CatalogMeta, lang: Lang): { value: number; text: string }[] {
  const options: { value: number; text: string }[] = []
  const walk = (ids: number[], prefix: string) => {
    for (const id of ids) {
      const node = meta.categories.get(id)!
      const text = `${prefix}${inLanguage(lang, node.name_th, node.name_en)}`
      options.push({ value: id, text })
      walk(node.children, `${text} >> `)
    }
  }
  walk(meta.roots, '')
  return options
}

export function searchHandlers(svc: CatalogService): Handlers<'v2'> {
  const { db } = svc
  // The matches of recent searches: at most 4 kB each (SEARCH_RESULT_CAP ids).
  const matchesCache = svc.caches.make<string, SearchMatches>({
    maxEntries: 4_000,
    maxBytes: 4 * 1024 * 1024,
    ttlMs: 2 * 60_000,
    sizeOf: (found) => 128 + (found as SearchMatches).ids.byteLength,
  })

  async function autocomplete(term: Term, lang: Lang): Promise<AutocompleteItem[]> {
    const select = (where: string, order: string, p: Params) =>
      db.query<{ id: number; name_th: string; name_en: string | null; authors: string | null }>(
        `SELECT b.id, b.name_th, b.name_en,
                (SELECT string_agg(${lang === 'en' ? 'coalesce(a.name_en, a.name_th)' : 'a.name_th'}, ', ' ORDER BY ba.position, a.id)
                   FROM book_authors ba JOIN authors a ON a.id = ba.author_id
                  WHERE ba.book_id = b.id AND ba.role = 'author') AS authors
           FROM books b WHERE b.published AND NOT b.deleted AND ${where}
          ORDER BY ${order} LIMIT ${p.add(AUTOCOMPLETE_LIMIT)}`,
        p.values,
      )
    const p = new Params()
    let rows = await select(
      matchSql(term, ['b.search_title', 'b.search_people'], p),
      `${rankSql(term, p)}, b.approved_total_reviews DESC, b.id`,
      p,
    )
    if (rows.length === 0 && term.phrase.length >= 3) {
      rows = await withTypoThreshold(db, () => {
        const q = new Params()
        const phrase = q.add(term.phrase)
        return select(
          `(${phrase} <% b.search_title OR ${phrase} <% b.search_people)`,
          `greatest(word_similarity(${phrase}, b.search_title), word_similarity(${phrase}, b.search_people)) DESC, b.id`,
          q,
        )
      })
    }
    return rows.map((row) => ({
      label: inLanguage(lang, row.name_th, row.name_en),
      productid: row.id,
      producturl: `${lang === 'en' ? '/en' : ''}/book-detail/${row.id}`,
      productpictureurl: coverUrl(row.id, COVER_THUMB_WIDTH),
      authors: row.authors || null,
    }))
  }

  return {
    async searchAutocomplete({ params, lang }) {
      const term = parseTerm(params.term.trim())
      if (term.words.length === 0 && !term.code) return []
      return svc.cached(`autocomplete:${lang}:${term.phrase}:${term.code ?? ''}`, () =>
        autocomplete(term, lang),
      )
    },

    async searchProducts({ body, lang, c }) {
      const data = body.Data
      const q = data.q.trim()
      if (q.length < SEARCH_TERM_MIN_LENGTH)
        throw badRequest(t(lang, 'search.tooShort', { min: SEARCH_TERM_MIN_LENGTH }))
      // The same answer for everyone who asks the same.
      return svc.sharedAnswer(c, `search:${JSON.stringify([data, lang])}`, async () => {
        const meta = await svc.meta()
        const advanced = data.advs ?? false
        const filters: Filters = noFilters()
        addSpecOptions(meta, filters, data.specs ?? [])
        const conditions: BookCondition[] = []
        const conditionKey: string[] = []
        const cid = data.cid ?? 0
        const mid = data.mid ?? 0
        const vid = data.vid ?? 0
        const pf = data.pf ?? null
        const pt = data.pt ?? null
        if (advanced) {
          filters.priceFrom = pf
          filters.priceTo = pt
          checkPriceRange(filters, lang)
          if (cid > 0) {
            const found = data.isc ? subtreeIds(meta, cid) : meta.categories.has(cid) ? [cid] : []
            const ids = found.length > 0 ? found : [0]
            conditions.push(
              (p, book) =>
                `EXISTS (SELECT 1 FROM book_categories bc WHERE bc.book_id = ${book}
                           AND bc.category_id = ANY(${p.add(ids)}::int[]))`,
            )
            conditionKey.push(`c${ids.join(',')}`)
          }
          if (mid > 0) {
            conditions.push(
              (p, book) =>
                `EXISTS (SELECT 1 FROM book_manufacturers bm WHERE bm.book_id = ${book} AND bm.manufacturer_id = ${p.add(mid)})`,
            )
            conditionKey.push(`m${mid}`)
          }
          if (vid > 0) {
            conditions.push(
              (p, book) =>
                `EXISTS (SELECT 1 FROM books vb WHERE vb.id = ${book} AND vb.vendor_id = ${p.add(vid)})`,
            )
            conditionKey.push(`v${vid}`)
          }
        }
        const descriptions = advanced && (data.sid ?? false)
        const term = parseTerm(q)
        const orderBy = (data.orderby ?? 0) as SortOption
        const request = {
          filters,
          orderBy,
          pageNumber: data.pagenumber ?? 1,
          pageSize: data.pagesize ?? 12,
          lang,
        }
        // The matches are the same for every language, page, sort and filter: found once.
        const key = `search:${JSON.stringify([term.phrase, term.code, descriptions, conditionKey])}`
        const found = await matchesCache.getOrLoad(key, () =>
          findMatches(db, { term, descriptions, conditions }),
        )
        const products = await svc.list(
          { scope: matchesScope(key, found), ...request },
          t(lang, 'search.noResult'),
        )
        return {
          q,
          cid,
          isc: data.isc ?? false,
          mid,
          vid,
          advs: advanced,
          sid: data.sid ?? false,
          pf,
          pt,
          Warning: null,
          NoResults: products.TotalItems === 0,
          CatalogProductsModel: products,
        }
      })
    },

    async getSearchCriteria({ lang }) {
      return svc.cached(`search-criteria:${lang}`, async () => {
        const meta = await svc.meta()
        const [vendors, facets] = await Promise.all([
          db.query<{ id: number; name_th: string; name_en: string | null }>(
            `SELECT id, name_th, name_en FROM vendors WHERE active AND NOT deleted
              ORDER BY display_order, id`,
          ),
          loadFacets(db, { key: 'all', where: () => 'true', position: () => 'b.id' }),
        ])
        const specification = catalogProductsModel({
          meta,
          lang,
          request: { filters: noFilters(), orderBy: 0, pageNumber: 1, pageSize: 1 },
          page: { ids: [], total: 0 },
          facets,
          products: [],
        })
        return {
          SearchTermMinimumLength: SEARCH_TERM_MIN_LENGTH,
          AvailableCategories: selectList(
            t(lang, 'criteria.allCategories'),
            categoryOptions(meta, lang),
          ),
          AvailableManufacturers: selectList(
            t(lang, 'criteria.allManufacturers'),
            [...meta.manufacturers.values()].map((m) => ({
              value: m.id,
              text: inLanguage(lang, m.name_th, m.name_en),
            })),
          ),
          AvailableVendors: selectList(
            t(lang, 'criteria.allVendors'),
            vendors.map((v) => ({ value: v.id, text: inLanguage(lang, v.name_th, v.name_en) })),
          ),
          MinPrice: facets.minPrice,
          MaxPrice: facets.maxPrice,
          AvailableSortOptions: sortOptions(lang, 0),
          SpecificationFilter: specification.SpecificationFilter,
        }
      })
    },
  }
}
