/**
 * What the benchmarks ask for, drawn from the running catalogue through the API: category ids,
 * words of the books' titles, and the random draws over them (uniform, Zipf, a seeded shuffle),
 * so that bench/load.ts and bench/delivery.ts ask as shoppers do, from the same pieces.
 */

export const random = (n: number) => Math.floor(Math.random() * n)
export const pick = <T>(list: readonly T[]) => list[random(list.length)]!

/** A seeded shuffle, so that every run ranks the same items first. */
export function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list]
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0
    return state / 2 ** 32
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Draws items with a Zipf distribution: the k-th item with weight 1 / k^s. */
export function zipf<T>(
  items: readonly T[],
  s: number,
): { draw: () => T; topShare: (k: number) => number } {
  const cumulative = new Float64Array(items.length)
  let total = 0
  for (let k = 0; k < items.length; k++) {
    total += 1 / (k + 1) ** s
    cumulative[k] = total
  }
  return {
    draw() {
      const u = Math.random() * total
      let low = 0
      let high = items.length - 1
      while (low < high) {
        const middle = (low + high) >> 1
        if (cumulative[middle]! < u) low = middle + 1
        else high = middle
      }
      return items[low]!
    },
    topShare: (k) => cumulative[Math.max(0, Math.min(items.length, k) - 1)]! / total,
  }
}

/** The ids of the category tree's categories and their subcategories. */
export async function categoryIdsOf(origin: string): Promise<number[]> {
  const tree = (await (await fetch(`${origin}/api/v2/home/categorytree`)).json()) as {
    Data: { CategoryId: number; SubCategories: { CategoryId: number }[] }[]
  }
  return tree.Data.flatMap((c) => [c.CategoryId, ...c.SubCategories.map((s) => s.CategoryId)])
}

/** The ids of the seeded books: 1, 2, … as long as a book answers. */
export async function seededBookIds(origin: string): Promise<number[]> {
  const exists = async (id: number) =>
    (await fetch(`${origin}/api/v2/product/productdetails/${id}`)).ok
  let seeded = 0
  while (await exists(seeded + 1)) seeded += 1
  return Array.from({ length: seeded }, (_, i) => i + 1)
}

/**
 * Distinct words (three letters or more, not numbers; compared as the search compares them:
 * lower case) of the titles of the catalogue's books, read through the API in both languages
 * from random pages of random categories (100 books a page), shuffled alike on every run.
 */
export async function catalogueWords(origin: string, categories: number[]): Promise<string[]> {
  const words = new Map<string, string>()
  const segmenters = {
    th: new Intl.Segmenter('th', { granularity: 'word' }),
    en: new Intl.Segmenter('en', { granularity: 'word' }),
  }
  const pages = new Map<number, number>()
  for (let attempt = 0; attempt < 120; attempt++) {
    const lang = attempt % 2 === 0 ? 'th' : 'en'
    const category = pick(categories)
    const page = 1 + random(pages.get(category) ?? 1)
    const res = await fetch(
      `${origin}/api/v2/catalog/category/${category}?pagesize=100&pagenumber=${page}`,
      { headers: { Language: lang } },
    )
    if (!res.ok) continue
    const { Data } = (await res.json()) as {
      Data: { CatalogProductsModel: { TotalPages: number; Products: { Name: string }[] } }
    }
    pages.set(category, Data.CatalogProductsModel.TotalPages)
    for (const { Name } of Data.CatalogProductsModel.Products) {
      for (const { segment, isWordLike } of segmenters[lang].segment(Name)) {
        const word = segment.trim()
        const key = word.normalize('NFC').toLocaleLowerCase('th')
        if (isWordLike && [...word].length >= 3 && !/^\d+$/u.test(word) && !words.has(key)) {
          words.set(key, word)
        }
      }
    }
  }
  return shuffled([...words.values()], 7)
}
