import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { catalogBook, envelope, productsPage } from '../listing/test-data'
import { fakeServer, renderStore, type Call } from '../test/harness'
import { bookCalls, fakeBook } from './test-fixtures'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

const book = fakeBook({
  Ebook: {
    ...fakeBook().Ebook,
    Authors: [
      { Id: 2, Name: 'สุนทรภู่' },
      { Id: 3, Name: 'ครูเทพ' },
    ],
  },
})

/** The search of an author's name finds that author's books. */
function searchAnswer(call: Call) {
  const { q } = (call.body as { Data: { q: string } }).Data
  const found = q === 'สุนทรภู่' ? [catalogBook(31, 'พระอภัยมณี'), catalogBook(32, 'นิราศภูเขาทอง')] : []
  return envelope({
    q,
    cid: 0,
    isc: false,
    mid: 0,
    vid: 0,
    advs: false,
    sid: false,
    pf: null,
    pt: null,
    Warning: null,
    NoResults: found.length === 0,
    CatalogProductsModel: productsPage(found),
  })
}

const server = () => {
  const answerBook = bookCalls(book)
  return fakeServer((call) =>
    call.path === '/api/v2/catalog/search' ? searchAnswer(call) : answerBook(call),
  )
}

const searchHref = (name: string) => `/search?q=${encodeURIComponent(name)}`

describe("the book page's authors", () => {
  it('are links to the books found under each name, and lead there', async () => {
    const { server: fake } = await open('/book-detail/7', { server: server() })
    const line = page.getByText(/^โดย /)
    await expect.element(line).toBeVisible()
    await expect
      .element(line.getByRole('link', { name: 'สุนทรภู่' }))
      .toHaveAttribute('href', searchHref('สุนทรภู่'))
    await expect
      .element(line.getByRole('link', { name: 'ครูเทพ' }))
      .toHaveAttribute('href', searchHref('ครูเทพ'))
    expect(line.element().textContent).toBe('โดย สุนทรภู่และครูเทพ')

    await userEvent.click(line.getByRole('link', { name: 'สุนทรภู่' }))
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ผลการค้นหา “สุนทรภู่”' }))
      .toBeVisible()
    const results = page.getByRole('list', { name: 'ผลการค้นหา' })
    await expect.element(results.getByRole('link', { name: 'พระอภัยมณี' })).toBeVisible()
    await expect.element(results.getByRole('link', { name: 'นิราศภูเขาทอง' })).toBeVisible()
    const searches = fake.calls.filter((call) => call.path === '/api/v2/catalog/search')
    expect(searches.map((call) => (call.body as { Data: { q: string } }).Data.q)).toEqual(['สุนทรภู่'])
  })

  it('are links in English under /en, joined the English way', async () => {
    await open('/en/book-detail/7', { server: server() })
    const line = page.getByText(/^By /)
    await expect.element(line).toBeVisible()
    expect(line.element().textContent).toBe('By สุนทรภู่ and ครูเทพ')
    await expect
      .element(line.getByRole('link', { name: 'ครูเทพ' }))
      .toHaveAttribute('href', `/en${searchHref('ครูเทพ')}`)
  })

  it('are links on the reviews page too', async () => {
    await open('/en/book-review/7', { server: server() })
    await expect
      .element(page.getByText(/^By /).getByRole('link', { name: 'สุนทรภู่' }))
      .toHaveAttribute('href', `/en${searchHref('สุนทรภู่')}`)
  })
})
