/**
 * What the catalogue pages keep in memory: the visible category tree, the specification
 * attributes and options, and the imprints (manufacturers). Loaded in one go and cached.
 */
import type { Queryable } from '../../db/types.ts'

export interface CategoryNode {
  id: number
  parentId: number | null
  name_th: string
  name_en: string | null
  description_th: string | null
  description_en: string | null
  meta_title_th: string | null
  meta_title_en: string | null
  meta_description_th: string | null
  meta_description_en: string | null
  meta_keywords_th: string | null
  meta_keywords_en: string | null
  se_name: string
  icon_url: string | null
  picture_id: number | null
  show_on_home_page: boolean
  home_display_order: number
  display_order: number
  /** Visible children in display order. */
  children: number[]
}

export interface SpecAttribute {
  id: number
  group_id: number | null
  system_name: string | null
  name_th: string
  name_en: string | null
  display_order: number
}

export interface SpecOption {
  id: number
  attribute_id: number
  system_name: string | null
  name_th: string
  name_en: string | null
  display_order: number
}

export interface Manufacturer {
  id: number
  name_th: string
  name_en: string | null
  se_name: string
  display_order: number
}

/** The attribute system names whose options match the books' own columns. */
export const FORMAT_ATTRIBUTE = 'file-format'
export const LANGUAGE_ATTRIBUTE = 'language'

export interface SpecGroup {
  id: number
  name_th: string
  name_en: string | null
  display_order: number
}

export interface CatalogMeta {
  groups: Map<number, SpecGroup>
  /** Published categories whose whole path is published. */
  categories: Map<number, CategoryNode>
  /** Top-level categories in display order. */
  roots: number[]
  attributes: Map<number, SpecAttribute>
  options: Map<number, SpecOption>
  /** Published imprints. */
  manufacturers: Map<number, Manufacturer>
}

type CategoryRow = Omit<CategoryNode, 'children' | 'parentId'> & {
  parent_id: number | null
  published: boolean
  deleted: boolean
}

/** Reads the metadata (four small queries). */
export async function loadCatalogMeta(db: Queryable): Promise<CatalogMeta> {
  const [categoryRows, attributeRows, optionRows, manufacturerRows, groupRows] = await Promise.all([
    db.query<CategoryRow>(
      `SELECT id, parent_id, name_th, name_en, description_th, description_en, meta_title_th,
              meta_title_en, meta_description_th, meta_description_en, meta_keywords_th,
              meta_keywords_en, se_name, icon_url, picture_id, show_on_home_page,
              home_display_order, display_order, published, deleted
         FROM categories ORDER BY display_order, id`,
    ),
    db.query<SpecAttribute>(
      `SELECT id, group_id, system_name, name_th, name_en, display_order FROM specification_attributes
        ORDER BY display_order, id`,
    ),
    db.query<SpecOption>(
      `SELECT id, attribute_id, system_name, name_th, name_en, display_order
         FROM specification_options ORDER BY display_order, id`,
    ),
    db.query<Manufacturer>(
      `SELECT id, name_th, name_en, se_name, display_order FROM manufacturers
        WHERE published AND NOT deleted ORDER BY display_order, id`,
    ),
    db.query<SpecGroup>(
      'SELECT id, name_th, name_en, display_order FROM specification_groups ORDER BY display_order, id',
    ),
  ])
  const rows = new Map(categoryRows.map((row) => [row.id, row]))
  // A category is visible when it and every ancestor are published and not deleted.
  const visible = new Map<number, boolean>()
  const isVisible = (id: number, depth = 0): boolean => {
    const known = visible.get(id)
    if (known !== undefined) return known
    const row = rows.get(id)
    const result =
      !!row &&
      row.published &&
      !row.deleted &&
      depth < 50 &&
      (row.parent_id === null || isVisible(row.parent_id, depth + 1))
    visible.set(id, result)
    return result
  }
  const categories = new Map<number, CategoryNode>()
  const roots: number[] = []
  for (const row of categoryRows) {
    if (!isVisible(row.id)) continue
    const { parent_id, published: _p, deleted: _d, ...rest } = row
    categories.set(row.id, { ...rest, parentId: parent_id, children: [] })
  }
  for (const node of categories.values()) {
    if (node.parentId === null) roots.push(node.id)
    else categories.get(node.parentId)?.children.push(node.id)
  }
  return {
    groups: new Map(groupRows.map((row) => [row.id, row])),
    categories,
    roots,
    attributes: new Map(attributeRows.map((row) => [row.id, row])),
    options: new Map(optionRows.map((row) => [row.id, row])),
    manufacturers: new Map(manufacturerRows.map((row) => [row.id, row])),
  }
}

/** A category and all its visible descendants. */
export function subtreeIds(meta: CatalogMeta, id: number): number[] {
  const ids: number[] = []
  const stack = [id]
  while (stack.length > 0) {
    const next = stack.pop() as number
    const node = meta.categories.get(next)
    if (!node) continue
    ids.push(next)
    stack.push(...node.children)
  }
  return ids
}

/** The path from the top category down to `id`. */
export function categoryPath(meta: CatalogMeta, id: number): CategoryNode[] {
  const path: CategoryNode[] = []
  let node = meta.categories.get(id)
  while (node && path.length < 50) {
    path.unshift(node)
    node = node.parentId === null ? undefined : meta.categories.get(node.parentId)
  }
  return path
}

/** The system name of an option's attribute ('file-format', 'language', ...). */
export function attributeKind(meta: CatalogMeta, option: SpecOption): string | null {
  return meta.attributes.get(option.attribute_id)?.system_name ?? null
}
