/**
 * Countries and the Thai address levels: provinces (states), districts and sub-districts with
 * their postcodes. Names are answered in the request's language (Thai when a place has no
 * English name) and sorted by it with the language's collation.
 */
import type { components, operations } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import type { OperationInput } from '../../http/operations.ts'
import { notFound } from '../../http/reply.ts'
import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>
type DistrictModel = components['schemas']['DistrictModel']
type SelectListItem = components['schemas']['SelectListItem']

const collators: Record<Lang, Intl.Collator> = {
  th: new Intl.Collator('th'),
  en: new Intl.Collator('en'),
}

/** Items sorted by their name in the language. */
function byName<T>(items: T[], lang: Lang, name: (item: T) => string): T[] {
  return [...items].sort((a, b) => collators[lang].compare(name(a), name(b)))
}

interface Named {
  id: number
  name_th: string
  name_en: string | null
}

/** The provinces (states) of a country, by name. */
export async function statesOf(db: Queryable, countryId: number, lang: Lang) {
  const rows = await db.query<Named>(
    'SELECT id, name_th, name_en FROM state_provinces WHERE country_id = $1 AND published',
    [countryId],
  )
  return byName(
    rows.map((r) => ({ id: r.id, name: inLanguage(lang, r.name_th, r.name_en) })),
    lang,
    (s) => s.name,
  )
}

/** The districts of a province with their sub-districts and postcodes, by name. */
export async function districtsOf(
  db: Queryable,
  provinceId: number,
  lang: Lang,
): Promise<DistrictModel[]> {
  const rows = await db.query<
    Named & { subs: { id: number; th: string; en: string | null; postcode: string }[] }
  >(
    `SELECT d.id, d.name_th, d.name_en,
       coalesce((SELECT json_agg(json_build_object('id', s.id, 'th', s.name_th, 'en', s.name_en,
                   'postcode', s.postcode))
                   FROM sub_districts s WHERE s.district_id = d.id), '[]'::json) AS subs
       FROM districts d WHERE d.state_province_id = $1`,
    [provinceId],
  )
  const districts = rows.map((d) => ({
    Id: d.id,
    Name: inLanguage(lang, d.name_th, d.name_en),
    SubDistricts: byName(
      d.subs.map((s) => ({ Id: s.id, Name: inLanguage(lang, s.th, s.en), PostCode: s.postcode })),
      lang,
      (s) => s.Name,
    ),
  }))
  return byName(districts, lang, (d) => d.Name)
}

/** The countries to ship to as a choice list (Value = id). */
export async function countryChoices(
  db: Queryable,
  lang: Lang,
  selectedId: number | null,
): Promise<SelectListItem[]> {
  const rows = await db.query<Named>(
    `SELECT id, name_th, name_en FROM countries WHERE published AND allows_shipping
      ORDER BY display_order, id`,
  )
  return rows.map((r) => choice(inLanguage(lang, r.name_th, r.name_en), r.id, selectedId))
}

/** One option of a choice list. */
export function choice(text: string, value: number, selectedId: number | null): SelectListItem {
  return {
    Disabled: false,
    Group: null,
    Selected: value === selectedId,
    Text: text,
    Value: String(value),
  }
}

/** Thailand's id, when the store has it. */
export async function thailandId(db: Queryable): Promise<number | null> {
  const row = await db.queryOne<{ id: number }>(
    "SELECT id FROM countries WHERE two_letter_iso_code = 'TH'",
  )
  return row?.id ?? null
}

export async function getStatesByCountry({ db, lang, params }: Input<'getStatesByCountry'>) {
  const country = await db.queryOne('SELECT 1 FROM countries WHERE id = $1 AND published', [
    params.countryId,
  ])
  if (!country) throw notFound(t(lang, 'country.notFound'))
  return statesOf(db, params.countryId, lang)
}

export async function getDistrictsByProvince({
  db,
  lang,
  params,
}: Input<'getDistrictsByProvince'>) {
  const province = await db.queryOne('SELECT 1 FROM state_provinces WHERE id = $1 AND published', [
    params.stateProvinceId,
  ])
  if (!province) throw notFound(t(lang, 'province.notFound'))
  return districtsOf(db, params.stateProvinceId, lang)
}
