/**
 * Listings of books (category, imprint, publisher, tag, new, best sellers, search): a scope
 * (which books), filters (price, specification options, imprints), a sort and a page. One query
 * answers the page and the total; the filter counts of a scope are the same for everyone and
 * cached; the books come from the record cache.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { badRequest } from '../../http/reply.ts'
import type { LruCache } from './cache.ts'
import { attributeKind, FORMAT_ATTRIBUTE, LANGUAGE_ATTRIBUTE, type CatalogMeta } from './data.ts'
import { t } from './messages.ts'
import { VISIBLE_SQL } from './overview.ts'

export type CatalogProductsModel = components['schemas']['CatalogProductsModel']
export type SortOption = components['schemas']['SortOption']
type ProductOverview = components['schemas']['ProductOverviewModel']
type SelectListItem = components['schemas']['SelectListItem']

export const SORT_OPTIONS: readonly SortOption[] = [0, 5, 6, 10, 11, 15]

/** Collects positional parameters while a statement is written. */
export class Params {
  readonly values: unknown[] = []
  /** The placeholder of a new parameter. */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Which books a listing shows. */
export interface Scope {
  /** Identifies the scope for the filter-count cache. */
  key: string
  /** SQL joined to books b (e.g. the category rows of a subtree, as `sc`), if any. */
  join?: (p: Params) => string
  /** SQL condition on books b. */
  where: (p: Params) => string
  /** ORDER BY of sort 0 (position). */
  position: (p: Params) => string
  /**
   * Whether a listing keeps the scope's whole ordered id list (per filters and sort) and
   * answers every page from it: for scopes browsed page after page whose list is small enough
   * to keep (a category), where one query then serves every page and both languages.
   */
  wholeList?: boolean
  /**
   * The scope's books in position order, when they are known already (a search's matches): a
   * listing without filters in position order is cut from them without a query.
   */
  ids?: Int32Array
}

/** The filters applied to a listing. */
export interface Filters {
  priceFrom: number | null
  priceTo: number | null
  /** Selected option ids of generic attributes, by attribute. */
  specs: number[]
  /** File formats (EPUB, PDF) and languages (th, en) chosen by name or by option id. */
  formats: string[]
  languages: string[]
  manufacturers: number[]
}

/** Whether any filter is applied. */
export function hasFilters(filters: Filters): boolean {
  return (
    filters.priceFrom !== null ||
    filters.priceTo !== null ||
    filters.specs.length > 0 ||
    filters.formats.length > 0 ||
    filters.languages.length > 0 ||
    filters.manufacturers.length > 0
  )
}

export const noFilters = (): Filters => ({
  priceFrom: null,
  priceTo: null,
  specs: [],
  formats: [],
  languages: [],
  manufacturers: [],
})

const PRICE_PATTERN = /^(\d{1,9}(?:\.\d{1,2})?)?-(\d{1,9}(?:\.\d{1,2})?)?$/u
const IDS_PATTERN = /^\d{1,9}(,\d{1,9})*$/u

function parsePrice(value: string): { from: number | null; to: number | null } | null {
  const match = PRICE_PATTERN.exec(value.trim())
  if (!match) return null
  return {
    from: match[1] !== undefined ? Number(match[1]) : null,
    to: match[2] !== undefined ? Number(match[2]) : null,
  }
}

function parseIds(value: string): number[] | null {
  const trimmed = value.replace(/\s+/gu, '')
  if (!IDS_PATTERN.test(trimmed)) return null
  return [...new Set(trimmed.split(',').map(Number))]
}

/** The listing parameters of getCategory (and the like) as Filters; 400 for malformed ones. */
export function parseFilters(
  meta: CatalogMeta,
  lang: Lang,
  query: { price?: string; specs?: string; ms?: string; filters?: string },
): Filters {
  const parts = new Map<string, string>()
  for (const pair of (query.filters ?? '').split(';')) {
    if (!pair.trim()) continue
    const at = pair.indexOf('=')
    if (at <= 0) throw badRequest(t(lang, 'filter.invalid', { key: pair.trim() }))
    parts.set(pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim())
  }
  // A separate parameter wins over the same key in `filters`.
  if (query.price !== undefined) parts.set('price', query.price)
  if (query.specs !== undefined) parts.set('specs', query.specs)
  if (query.ms !== undefined) parts.set('ms', query.ms)

  const filters = noFilters()
  const invalid = (key: string) => badRequest(t(lang, 'filter.invalid', { key }))
  const price = parts.get('price')
  if (price !== undefined && price !== '') {
    const range = parsePrice(price)
    if (!range) throw invalid('price')
    filters.priceFrom = range.from
    filters.priceTo = range.to
  }
  const format = parts.get('format')
  if (format !== undefined) {
    for (const value of format.split(',')) {
      const name = value.trim().toUpperCase()
      if (name !== 'EPUB' && name !== 'PDF') throw invalid('format')
      filters.formats.push(name)
    }
  }
  const language = parts.get('lang')
  if (language !== undefined) {
    for (const value of language.split(',')) {
      const name = value.trim().toLowerCase()
      if (name !== 'th' && name !== 'en') throw invalid('lang')
      filters.languages.push(name)
    }
  }
  const specs = parts.get('specs')
  if (specs !== undefined && specs !== '') {
    const ids = parseIds(specs)
    if (!ids) throw invalid('specs')
    addSpecOptions(meta, filters, ids)
  }
  const ms = parts.get('ms')
  if (ms !== undefined && ms !== '') {
    const ids = parseIds(ms)
    if (!ids) throw invalid('ms')
    filters.manufacturers = ids
  }
  checkPriceRange(filters, lang)
  filters.formats = [...new Set(filters.formats)]
  filters.languages = [...new Set(filters.languages)]
  return filters
}

/** Adds specification option ids: format and language options become those filters. */
export function addSpecOptions(meta: CatalogMeta, filters: Filters, ids: readonly number[]): void {
  for (const id of ids) {
    const option = meta.options.get(id)
    const kind = option ? attributeKind(meta, option) : null
    if (option && kind === FORMAT_ATTRIBUTE && option.system_name) {
      filters.formats.push(option.system_name.toUpperCase())
    } else if (option && kind === LANGUAGE_ATTRIBUTE && option.system_name) {
      filters.languages.push(option.system_name.toLowerCase())
    } else if (!filters.specs.includes(id)) {
      // An unknown id matches no book (book_specifications has no such option).
      filters.specs.push(id)
    }
  }
}

/** 400 when the lower bound is above the upper one. */
export function checkPriceRange(filters: Filters, lang: Lang): void {
  if (filters.priceFrom !== null && filters.priceTo !== null && filters.priceFrom > filters.priceTo)
    throw badRequest(t(lang, 'price.invalid'))
}

/** SQL conditions of the filters on books b. */
function filterSql(meta: CatalogMeta, filters: Filters, p: Params): string[] {
  const conditions: string[] = []
  if (filters.priceFrom !== null) conditions.push(`b.price >= ${p.add(filters.priceFrom)}`)
  if (filters.priceTo !== null) conditions.push(`b.price <= ${p.add(filters.priceTo)}`)
  if (filters.formats.length > 0)
    conditions.push(`b.file_format = ANY(${p.add(filters.formats)}::text[])`)
  if (filters.languages.length > 0)
    conditions.push(`b.language = ANY(${p.add(filters.languages)}::text[])`)
  // Options of one attribute combine with OR, attributes with AND.
  const byAttribute = new Map<number, number[]>()
  for (const id of filters.specs) {
    const attribute = meta.options.get(id)?.attribute_id ?? -id
    byAttribute.set(attribute, [...(byAttribute.get(attribute) ?? []), id])
  }
  for (const ids of byAttribute.values()) {
    conditions.push(
      `EXISTS (SELECT 1 FROM book_specifications bs WHERE bs.book_id = b.id
                 AND bs.option_id = ANY(${p.add(ids)}::int[]))`,
    )
  }
  if (filters.manufacturers.length > 0) {
    conditions.push(
      `EXISTS (SELECT 1 FROM book_manufacturers bm WHERE bm.book_id = b.id
                 AND bm.manufacturer_id = ANY(${p.add(filters.manufacturers)}::int[]))`,
    )
  }
  return conditions
}

/** SQL: the title in the answer's language, for sorting by name. */
export function nameSql(lang: Lang): string {
  return lang === 'en' ? 'coalesce(b.name_en, b.name_th)' : 'b.name_th'
}

/** SQL: newest first (the seed dates a book's row by its release; the index books_visible_created_idx serves it). */
export const NEWEST_SQL = 'b.created_at DESC, b.id DESC'

function orderSql(scope: Scope, orderBy: SortOption, lang: Lang, p: Params): string {
  switch (orderBy) {
    case 5:
      return `${nameSql(lang)} ASC, b.id`
    case 6:
      return `${nameSql(lang)} DESC, b.id DESC`
    case 10:
      return 'b.price ASC, b.id'
    case 11:
      return 'b.price DESC, b.id'
    case 15:
      return NEWEST_SQL
    default:
      return scope.position(p)
  }
}

/** What the filters of a scope can offer: price bounds and counts per value. */
export interface Facets {
  minPrice: number
  maxPrice: number
  formats: Map<string, number>
  languages: Map<string, number>
  options: Map<number, number>
  manufacturers: Map<number, number>
}

/** The filter counts of a scope's books (without filters). */
export async function loadFacets(db: Queryable, scope: Scope): Promise<Facets> {
  const p = new Params()
  const join = scope.join?.(p) ?? ''
  const where = scope.where(p)
  // A scope of known books (a search's matches) looks their rows up by id: a thousand index
  // probes rather than a merge over every book's rows.
  const ids = scope.ids ? p.add(Array.from(scope.ids)) : null
  const only = (column: string) => (ids ? ` AND ${column} = ANY(${ids}::int[])` : '')
  const rows = await db.query<{
    kind: string
    key: string | null
    a: number | null
    b: number | null
  }>(
    `WITH scope AS (SELECT b.id, b.price, b.file_format, b.language FROM books b ${join}
                     WHERE ${VISIBLE_SQL} AND ${where})
     SELECT 'p' AS kind, NULL::text AS key, min(price)::float8 AS a, max(price)::float8 AS b FROM scope
     UNION ALL SELECT 'f', file_format, count(*), NULL FROM scope GROUP BY file_format
     UNION ALL SELECT 'l', language, count(*), NULL FROM scope GROUP BY language
     UNION ALL SELECT 's', bs.option_id::text, count(DISTINCT bs.book_id), NULL
                 FROM scope JOIN book_specifications bs ON bs.book_id = scope.id
                WHERE bs.option_id IS NOT NULL AND bs.allow_filtering${only('bs.book_id')}
                GROUP BY bs.option_id
     UNION ALL SELECT 'm', bm.manufacturer_id::text, count(*), NULL
                 FROM scope JOIN book_manufacturers bm ON bm.book_id = scope.id
                WHERE true${only('bm.book_id')}
                GROUP BY bm.manufacturer_id`,
    p.values,
    // One text per kind of scope (category, imprint, search, ...): planned once.
    { prepare: true },
  )
  const facets: Facets = {
    minPrice: 0,
    maxPrice: 0,
    formats: new Map(),
    languages: new Map(),
    options: new Map(),
    manufacturers: new Map(),
  }
  for (const row of rows) {
    const count = Number(row.a ?? 0)
    if (row.kind === 'p') {
      facets.minPrice = Number(row.a ?? 0)
      facets.maxPrice = Number(row.b ?? 0)
    } else if (row.kind === 'f' && row.key) facets.formats.set(row.key, count)
    else if (row.kind === 'l' && row.key) facets.languages.set(row.key, count)
    else if (row.kind === 's' && row.key) facets.options.set(Number(row.key), count)
    else if (row.kind === 'm' && row.key) facets.manufacturers.set(Number(row.key), count)
  }
  return facets
}

/** One page of a listing: the ids in order and the total. */
export interface PageOfIds {
  ids: number[]
  total: number
}

export interface ListRequest {
  scope: Scope
  filters: Filters
  orderBy: SortOption
  pageNumber: number
  pageSize: number
  lang: Lang
}

/** The ids of one page and the listing's total (one query; two past the last page). */
export async function loadPage(
  db: Queryable,
  meta: CatalogMeta,
  request: ListRequest,
): Promise<PageOfIds> {
  const p = new Params()
  const join = request.scope.join?.(p) ?? ''
  const where = [VISIBLE_SQL, request.scope.where(p), ...filterSql(meta, request.filters, p)].join(
    ' AND ',
  )
  const order = orderSql(request.scope, request.orderBy, request.lang, p)
  const limit = p.add(request.pageSize)
  const offset = p.add((request.pageNumber - 1) * request.pageSize)
  const rows = await db.query<{ id: number; total: number }>(
    `SELECT b.id, count(*) OVER () AS total FROM books b ${join} WHERE ${where}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  )
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0]!.total) }
  if (request.pageNumber === 1) return { ids: [], total: 0 }
  const countParams = new Params()
  const countJoin = request.scope.join?.(countParams) ?? ''
  const countWhere = [
    VISIBLE_SQL,
    request.scope.where(countParams),
    ...filterSql(meta, request.filters, countParams),
  ].join(' AND ')
  const count = await db.queryOne<{ total: number }>(
    `SELECT count(*) AS total FROM books b ${countJoin} WHERE ${countWhere}`,
    countParams.values,
  )
  return { ids: [], total: Number(count?.total ?? 0) }
}

/** Every id of a listing in order (no paging): see Scope.wholeList. */
export async function loadOrderedIds(
  db: Queryable,
  meta: CatalogMeta,
  request: Omit<ListRequest, 'pageNumber' | 'pageSize'>,
): Promise<Int32Array> {
  const p = new Params()
  const join = request.scope.join?.(p) ?? ''
  const where = [VISIBLE_SQL, request.scope.where(p), ...filterSql(meta, request.filters, p)].join(
    ' AND ',
  )
  const order = orderSql(request.scope, request.orderBy, request.lang, p)
  const rows = await db.query<{ id: number }>(
    `SELECT b.id FROM books b ${join} WHERE ${where} ORDER BY ${order}`,
    p.values,
  )
  return Int32Array.from(rows, (row) => row.id)
}

/** Whether a sort depends on the answer's language (by name). */
export function sortsByName(orderBy: SortOption): boolean {
  return orderBy === 5 || orderBy === 6
}

/** The sort choices, labelled in the language, the applied one selected. */
export function sortOptions(lang: Lang, selected: SortOption | null): SelectListItem[] {
  return SORT_OPTIONS.map((option) => ({
    Disabled: false,
    Group: null,
    Selected: option === selected,
    Text: t(lang, `sort.${option}`),
    Value: String(option),
  }))
}

/** The paging, sort and filter state of a page of books. */
export function catalogProductsModel(input: {
  meta: CatalogMeta
  lang: Lang
  request: Omit<ListRequest, 'scope' | 'lang'>
  page: PageOfIds
  facets: Facets
  products: ProductOverview[]
  noResultMessage?: string
}): CatalogProductsModel {
  const { meta, lang, request, page, facets, products } = input
  const { filters } = request
  const totalPages = Math.ceil(page.total / request.pageSize)
  const first = products.length > 0 ? (request.pageNumber - 1) * request.pageSize + 1 : 0
  const selectedOptions = new Set(filters.specs)
  const specificationFilter: CatalogProductsModel['SpecificationFilter'] = []
  for (const attribute of meta.attributes.values()) {
    const options: CatalogProductsModel['SpecificationFilter'][number]['Options'] = []
    for (const option of meta.options.values()) {
      if (option.attribute_id !== attribute.id) continue
      let count: number
      let selected: boolean
      if (attribute.system_name === FORMAT_ATTRIBUTE && option.system_name) {
        count = facets.formats.get(option.system_name.toUpperCase()) ?? 0
        selected = filters.formats.includes(option.system_name.toUpperCase())
      } else if (attribute.system_name === LANGUAGE_ATTRIBUTE && option.system_name) {
        count = facets.languages.get(option.system_name.toLowerCase()) ?? 0
        selected = filters.languages.includes(option.system_name.toLowerCase())
      } else {
        count = facets.options.get(option.id) ?? 0
        selected = selectedOptions.has(option.id)
      }
      if (count > 0 || selected)
        options.push({
          Id: option.id,
          Name: inLanguage(lang, option.name_th, option.name_en),
          ProductCount: count,
          Selected: selected,
        })
    }
    if (options.length > 0)
      specificationFilter.push({
        Id: attribute.id,
        Name: inLanguage(lang, attribute.name_th, attribute.name_en),
        Options: options,
      })
  }
  const manufacturerFilter: CatalogProductsModel['ManufacturerFilter'] = []
  for (const manufacturer of meta.manufacturers.values()) {
    const count = facets.manufacturers.get(manufacturer.id) ?? 0
    const selected = filters.manufacturers.includes(manufacturer.id)
    if (count > 0 || selected)
      manufacturerFilter.push({
        Id: manufacturer.id,
        Name: inLanguage(lang, manufacturer.name_th, manufacturer.name_en),
        ProductCount: count,
        Selected: selected,
      })
  }
  return {
    PageNumber: request.pageNumber,
    PageSize: request.pageSize,
    TotalItems: page.total,
    TotalPages: totalPages,
    FirstItem: first,
    LastItem: products.length > 0 ? first + products.length - 1 : 0,
    HasPreviousPage: request.pageNumber > 1,
    HasNextPage: request.pageNumber < totalPages,
    OrderBy: request.orderBy,
    AvailableSortOptions: sortOptions(lang, request.orderBy),
    NoResultMessage:
      products.length === 0 ? (input.noResultMessage ?? t(lang, 'list.noResult')) : null,
    PriceRangeFilter: {
      Enabled: true,
      From: filters.priceFrom,
      To: filters.priceTo,
      MinPrice: facets.minPrice,
      MaxPrice: facets.maxPrice,
    },
    SpecificationFilter: specificationFilter,
    ManufacturerFilter: manufacturerFilter,
    Products: products,
  }
}

/** Facets of a scope from the cache, or loaded. */
export function cachedFacets(
  db: Queryable,
  cache: LruCache<string, Facets>,
  scope: Scope,
): Promise<Facets> {
  return cache.getOrLoad(scope.key, () => loadFacets(db, scope))
}
