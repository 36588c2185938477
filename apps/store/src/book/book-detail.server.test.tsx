// The book page's server render in Node, against a fake API whose answers the test holds back.
import { describe, expect, it } from 'vitest'
import { createRenderer } from '../server/renderer'
import { fakeServer } from '../test/fake-server'
import { bookCalls, fakeBook } from './test-fixtures'

const origin = 'https://books.example'

describe("the book page's server render", () => {
  it('has the books readers also bought, however late their answer comes', async () => {
    const book = fakeBook()
    const server = fakeServer(bookCalls(book))
    let answerDetails!: () => void
    const detailsAnswered = new Promise<void>((resolve) => (answerDetails = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const { pathname } = new URL(new Request(input, init).url)
      // The list of books also bought answers only after the page's own details did, and later.
      if (pathname.startsWith('/api/v2/product/productsalsopurchase/')) await released
      const response = await server.fetch(input, init)
      if (pathname.startsWith('/api/v2/product/productdetails/')) answerDetails()
      return response
    }
    const rendering = createRenderer({ fetch, origin })(
      new Request(`${origin}/book-detail/${book.Id}`),
    )
    await detailsAnswered
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    const response = await rendering
    const html = await response.text()

    expect(response.status).toBe(200)
    // The HTML shows the books themselves (not their loading state), as the browser's first
    // render does from the page's data: hydration finds the same text.
    expect(html).toContain('href="/book-detail/8"')
    expect(html).toMatch(/>สมุทรโฆษคำฉันท์</u)
  })
})
