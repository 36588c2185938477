/**
 * Search that works in Thai. The search_* columns hold searchText() of titles, people (authors,
 * translators, publisher, ISBN, SKU) and descriptions: Thai cut into words, lower case, NFC. A
 * term is cut the same way and every word must occur as a substring (so a word inside a Thai
 * title, or the beginning of a word being typed, matches); trigram GIN indexes serve the LIKEs.
 * When nothing matches, trigram word similarity finds titles despite a small typo. Title
 * matches rank first: the exact title, then titles starting with the term, then the rest.
 */
import type { components } from '@ebook/api/generated/v2'
import { searchCode, searchWords } from '../../db/search-text.ts'
import type { Queryable } from '../../db/types.ts'
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
  loadPage,
  noFilters,
  Params,
  sortOptions,
  type Filters,
  type Scope,
  type SortOption,
} from './listing.ts'
import { t } from './messages.ts'
import { inCategories, type CatalogService } from './service.ts'

type AutocompleteItem = components['schemas']['AutocompleteItem']
type SelectListItem = components['schemas']['SelectListItem']

/** The shortest search term accepted. */
export const SEARCH_TERM_MIN_LENGTH = 1
/** Suggestions the search box shows. */
export const AUTOCOMPLETE_LIMIT = 10
/** Word similarity a typo-tolerant match needs (pg_trgm's default, 0.6, misses one-letter typos in short words). */
export const TYPO_SIMILARITY = 0.4

/** `%text%` for LIKE, with LIKE's special characters escaped. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`
}

function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`
}

/** A search term cut into the words the columns hold, and as one code (ISBN, SKU). */
export interface Term {
  words: string[]
  phrase: string
  code: string | null
}

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
 * SQL: every word of the term in one of the columns (or the whole term as a code in the people
 * column).
 */
export function matchSql(term: Term, columns: string[], p: Params): string {
  const words = term.words.map(
    (word) =>
      `(${columns.map((column) => `${column} LIKE ${p.add(contains(word))}`).join(' OR ')})`,
  )
  const all = words.length > 0 ? `(${words.join(' AND ')})` : 'false'
  return term.code ? `(${all} OR b.search_people LIKE ${p.add(contains(term.code))})` : all
}

/** SQL: the rank of a match, smaller first (title matches before the others). */
export function rankSql(term: Term, p: Params): string {
  const phrase = p.add(term.phrase)
  return `CASE WHEN b.search_title = ${phrase} THEN 0
               WHEN b.search_title LIKE ${p.add(startsWith(term.phrase))} THEN 1
               WHEN b.search_title LIKE ${p.add(contains(term.phrase))} THEN 2
               WHEN ${term.words.length > 0 ? term.words.map((w) => `b.search_title LIKE ${p.add(contains(w))}`).join(' AND ') : 'false'} THEN 3
               ELSE 4 END`
}

/** The search's scope: matching books, best matches first for sort 0. */
function termScope(term: Term, columns: string[], extra: string[]): Scope {
  return {
    key: `search:${columns.length}:${term.phrase}:${term.code ?? ''}:${extra.join('|')}`,
    where: (p) => matchSql(term, columns, p),
    position: (p) => `${rankSql(term, p)}, b.approved_total_reviews DESC, b.id`,
  }
}

/** Runs a statement with the typo threshold set for it (in a transaction, so it stays local). */
function withTypoThreshold<T>(db: Queryable, run: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)", [
      String(TYPO_SIMILARITY),
    ])
    return run(tx)
  })
}

/** The scope of titles (and people) similar to the term despite a typo. */
function typoScope(term: Term, extra: string[]): Scope {
  return {
    key: `typo:${term.phrase}:${extra.join('|')}`,
    where: (p) => {
      const phrase = p.add(term.phrase)
      return `(${phrase} <% b.search_title OR ${phrase} <% b.search_people)`
    },
    position: (p) => {
      const phrase = p.add(term.phrase)
      return `greatest(word_similarity(${phrase}, b.search_title),
                       word_similarity(${phrase}, b.search_people)) DESC, b.id`
    },
  }
}

/** A scope narrowed by more conditions. */
function narrowed(scope: Scope, conditions: ((p: Params) => string)[], key: string): Scope {
  return {
    key: `${scope.key}:${key}`,
    where: (p) => [scope.where(p), ...conditions.map((condition) => condition(p))].join(' AND '),
    position: scope.position,
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

    async searchProducts({ body, lang }) {
      const data = body.Data
      const q = data.q.trim()
      if (q.length < SEARCH_TERM_MIN_LENGTH)
        throw badRequest(t(lang, 'search.tooShort', { min: SEARCH_TERM_MIN_LENGTH }))
      const meta = await svc.meta()
      const advanced = data.advs ?? false
      const filters: Filters = noFilters()
      addSpecOptions(meta, filters, data.specs ?? [])
      const extra: ((p: Params) => string)[] = []
      const extraKey: string[] = []
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
          const ids = data.isc ? subtreeIds(meta, cid) : meta.categories.has(cid) ? [cid] : []
          extra.push(inCategories(ids.length > 0 ? ids : [0]))
          extraKey.push(`c${ids.join(',')}`)
        }
        if (mid > 0) {
          extra.push(
            (p) =>
              `EXISTS (SELECT 1 FROM book_manufacturers bm WHERE bm.book_id = b.id AND bm.manufacturer_id = ${p.add(mid)})`,
          )
          extraKey.push(`m${mid}`)
        }
        if (vid > 0) {
          extra.push((p) => `b.vendor_id = ${p.add(vid)}`)
          extraKey.push(`v${vid}`)
        }
      }
      const inDescriptions = advanced && (data.sid ?? false)
      const columns = ['b.search_title', 'b.search_people']
      if (inDescriptions) columns.push('b.search_description')
      const term = parseTerm(q)
      const orderBy = (data.orderby ?? 0) as SortOption
      const request = {
        filters,
        orderBy,
        pageNumber: data.pagenumber ?? 1,
        pageSize: data.pagesize ?? 12,
        lang,
      }
      const scope = narrowed(termScope(term, columns, extraKey), extra, extraKey.join(','))
      let products = await svc.list({ scope, ...request }, t(lang, 'search.noResult'))
      if (products.TotalItems === 0 && term.phrase.length >= 3) {
        // Nothing contains the words: look for titles a typo away.
        const typoScopeFixed = narrowed(typoScope(term, extraKey), extra, extraKey.join(','))
        products = await withTypoThreshold(db, async (tx) => {
          const page = await loadPage(tx, meta, { scope: typoScopeFixed, ...request })
          if (page.total === 0) return products
          const facets = await loadFacets(tx, typoScopeFixed)
          return catalogProductsModel({
            meta,
            lang,
            request,
            page,
            facets,
            products: await svc.overviews(page.ids, lang),
          })
        })
      }
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
