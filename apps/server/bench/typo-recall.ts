/**
 * How well search forgives typos, through the API of a running server: the typo queries made
 * from the seeded catalogue's Thai titles (typo-queries.ts), each searched once. Measures
 * recall@10 (the book the query was made from among the first ten results) and two guards
 * against answering everything: the results a typo query answers on average, and whether every
 * exact title's first result is a book of that title.
 */
import { typoQueries, type TypoKind } from './typo-queries.ts'

export interface TypoRecall {
  queries: number
  /** Typo queries made before sampling. */
  made: number
  recall: number
  byKind: Map<TypoKind, { found: number; queries: number }>
  /** Results a typo query answered, on average. */
  meanResults: number
  /** Milliseconds a typo query took, sorted. */
  latencies: number[]
  titles: number
  /** Exact titles whose first result is a book of another title. */
  titleMisses: string[]
}

interface SearchAnswer {
  Data: { CatalogProductsModel: { TotalItems: number; Products: { Id: number; Name: string }[] } }
}

async function search(
  origin: string,
  q: string,
): Promise<SearchAnswer['Data']['CatalogProductsModel']> {
  const res = await fetch(`${origin}/api/v2/catalog/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'th' },
    body: JSON.stringify({ Data: { q, pagesize: 10 } }),
  })
  if (!res.ok) throw new Error(`search ${JSON.stringify(q)}: HTTP ${res.status}`)
  return ((await res.json()) as SearchAnswer).Data.CatalogProductsModel
}

/**
 * Measures typo recall on the books `ids` (read in Thai through the API), with at most `sample`
 * of the typo queries (every n-th, so the kinds keep their shares).
 */
export async function measureTypoRecall(
  origin: string,
  ids: readonly number[],
  sample: number,
): Promise<TypoRecall> {
  const books: { id: number; title: string }[] = []
  for (const id of ids) {
    const res = await fetch(`${origin}/api/v2/product/productdetails/${id}`, {
      headers: { Language: 'th' },
    })
    if (!res.ok) continue
    const { Data } = (await res.json()) as { Data: { Name: string } }
    books.push({ id, title: Data.Name })
  }
  const made = typoQueries(books)
  const step = Math.max(1, Math.ceil(made.length / sample))
  const queries = made.filter((_, index) => index % step === 0)
  const byKind = new Map<TypoKind, { found: number; queries: number }>()
  const latencies: number[] = []
  let found = 0
  let results = 0
  for (const query of queries) {
    const started = performance.now()
    const answer = await search(origin, query.q)
    latencies.push(performance.now() - started)
    const hit = answer.Products.some((product) => product.Id === query.bookId)
    const kind = byKind.get(query.kind) ?? { found: 0, queries: 0 }
    byKind.set(query.kind, { found: kind.found + (hit ? 1 : 0), queries: kind.queries + 1 })
    found += hit ? 1 : 0
    results += answer.TotalItems
  }
  const titleMisses: string[] = []
  for (const { title } of books) {
    const first = (await search(origin, title)).Products[0]
    if (first?.Name !== title) titleMisses.push(`${title} (first: ${first?.Name ?? 'nothing'})`)
  }
  return {
    queries: queries.length,
    made: made.length,
    recall: found / Math.max(1, queries.length),
    byKind,
    meanResults: results / Math.max(1, queries.length),
    latencies: latencies.sort((a, b) => a - b),
    titles: books.length,
    titleMisses,
  }
}
