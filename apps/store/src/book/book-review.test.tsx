import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fakeServer, renderStore, type Call } from '../test/harness'
import { bookCalls, fakeBook, fakeReview, fakeReviews, ok, refused, signIn } from './test-fixtures'

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

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true })
/** The label of a star of the rating (the radio itself is visually hidden). */
const star = (n: number) =>
  page.elementLocator(
    document.querySelectorAll<HTMLElement>('[data-slot=rating-input-star]')[n - 1]!,
  )
const reviewCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.path === '/api/v2/product/productreviewspagging')
    .map((call) => new URLSearchParams(call.search).get('pageNumber'))

describe('book reviews', () => {
  it("shows the book's head, its rating and a page of reviews with Buddhist-era dates", async () => {
    await open('/book-review/7', { server: fakeServer(bookCalls(fakeBook(), { reviews: 12 })) })
    await expect.element(heading('รีวิวหนังสือ โคลงทวาทศมาส')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'กลับไปหน้าหนังสือ' }))
      .toHaveAttribute('href', '/book-detail/7')
    await expect.element(page.getByRole('img', { name: 'ปกหนังสือ โคลงทวาทศมาส' })).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'รีวิวทั้งหมด (12)' })).toBeVisible()
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'รีวิวที่ 1', exact: true }))
      .toBeVisible()
    await expect.element(page.getByText('12 มีนาคม 2568').first()).toBeVisible()
    await expect.poll(() => document.title).toBe('รีวิว โคลงทวาทศมาส | ร้านหนังสืออีบุ๊ก')
  })

  it('reads each row of the rating distribution out in Thai', async () => {
    await open('/book-review/7', { server: fakeServer(bookCalls(fakeBook(), { reviews: 12 })) })
    const rows = page.getByRole('list', { name: 'จำนวนรีวิวตามคะแนน' }).getByRole('listitem')
    await expect.element(rows.nth(1)).toHaveTextContent('4 ดาว: 12 รีวิว (100%)')
    await expect.element(rows.nth(4)).toHaveTextContent('1 ดาว: 0 รีวิว (0%)')
  })

  it('reads each row of the rating distribution out in English, one star singular', async () => {
    await open('/en/book-review/7', { server: fakeServer(bookCalls(fakeBook(), { reviews: 12 })) })
    const rows = page.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem')
    await expect.element(rows.nth(1)).toHaveTextContent('4 stars: 12 reviews (100%)')
    await expect.element(rows.nth(4)).toHaveTextContent('1 star: 0 reviews (0%)')
  })

  it('puts the page in the address and asks the server for it', async () => {
    const server = fakeServer(bookCalls(fakeBook(), { reviews: 25 }))
    const { app } = await open('/en/book-review/7', { server })
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'รีวิวที่ 1', exact: true }))
      .toBeVisible()
    expect(reviewCalls(server.calls)).toEqual(['1'])
    const pages = page.getByRole('navigation', { name: 'Review pages' })
    await expect
      .element(pages.getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', '/en/book-review/7?pageNumber=2')
    await pages.getByRole('link', { name: 'Page 2' }).click()
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'รีวิวที่ 11', exact: true }))
      .toBeVisible()
    expect(app.router.state.location.pathname).toBe('/en/book-review/7')
    expect(app.router.state.location.search).toEqual({ pageNumber: 2 })
    expect(reviewCalls(server.calls)).toEqual(['1', '2'])
    // Back to the first page: no page number in the address.
    await pages.getByRole('link', { name: 'Page 1' }).click()
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'รีวิวที่ 1', exact: true }))
      .toBeVisible()
    expect(app.router.state.location.href).toBe('/en/book-review/7')
  })

  it('opens the page the address names', async () => {
    const server = fakeServer(bookCalls(fakeBook(), { reviews: 25 }))
    await open('/book-review/7?pageNumber=3', { server })
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'รีวิวที่ 21', exact: true }))
      .toBeVisible()
    expect(reviewCalls(server.calls)).toEqual(['3'])
  })

  it('shows what the reviewer typed as text: markup, entities and scripts are not run or decoded', async () => {
    const title = '1 < 2 && 3 > 2 <b>bold?</b>'
    const text = [
      '&lt;b&gt; stays &lt;b&gt;, &amp; stays &amp;, &#60;i&#62; too',
      '<script>window.reviewRan = true</script><img src=x onerror="window.reviewRan = true">',
    ].join('\n')
    const reply = '<i>thanks</i> & &quot;welcome&quot;'
    const hostile = { ...fakeReview(1, title), ReviewText: text, ReplyText: reply }
    const answers = bookCalls(fakeBook())
    const server = fakeServer((call) =>
      call.path === '/api/v2/product/productreviewspagging'
        ? ok({ ...fakeReviews(7, 1, 1), Items: [hostile] })
        : answers(call),
    )
    await open('/en/book-review/7', { server })
    const titleHeading = page.getByRole('heading', { level: 3, name: title, exact: true })
    await expect.element(titleHeading).toBeVisible()
    const article = titleHeading.element().closest('article')!
    expect(article.querySelector('h3')!.textContent).toBe(title)
    const paragraphs = [...article.querySelectorAll('p')].map((p) => p.textContent)
    expect(paragraphs).toContain(text)
    expect(paragraphs).toContain(reply)
    expect(article.querySelector('b, i, script, img')).toBeNull()
    expect((window as { reviewRan?: boolean }).reviewRan).toBeUndefined()
  })

  it('asks a guest to log in instead of showing the form', async () => {
    await open('/en/book-review/7', { server: fakeServer(bookCalls(fakeBook())) })
    await expect.element(page.getByText('Log in to review books you have bought.')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Log in' }).last())
      .toHaveAttribute('href', '/en/Login?redirect=%2Fbook-review%2F7')
    expect(page.getByRole('textbox').query()).toBeNull()
  })

  it('tells a signed-in reader who has not bought the book who may review', async () => {
    signIn()
    await open('/book-review/7', { server: fakeServer(bookCalls(fakeBook())) })
    await expect
      .element(page.getByText('รีวิวได้เฉพาะผู้ที่ซื้อหนังสือเล่มนี้ และรีวิวได้เล่มละครั้งเดียว'))
      .toBeVisible()
  })

  it('checks the review as it is typed, in the page language', async () => {
    signIn()
    const server = fakeServer(bookCalls(fakeBook(), { canReview: true }))
    await open('/en/book-review/7', { server })
    const title = page.getByRole('textbox', { name: 'Title' })
    await title.fill('Lovely')
    await title.fill('')
    await expect.element(page.getByText('Please enter a title.')).toBeVisible()
    await expect.element(title).toHaveAttribute('aria-invalid', 'true')
    await title.fill('Lovely verse')
    await expect.element(page.getByText('Please enter a title.')).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Submit review' }).click()
    await expect.element(page.getByText('Please write your review.')).toBeVisible()
    await expect.element(page.getByText('Please choose 1 to 5 stars.')).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Your review' })).toHaveFocus()
    expect(server.calls.some((call) => call.path.includes('/productreviewsadd/'))).toBe(false)
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    signIn()
    const server = fakeServer((call) =>
      call.path === '/api/v2/product/productreviewsadd/7'
        ? refused(400, 'คุณรีวิวหนังสือเล่มนี้แล้ว')
        : bookCalls(fakeBook(), { canReview: true })(call),
    )
    await open('/book-review/7', { server })
    await page.getByRole('textbox', { name: 'หัวข้อรีวิว' }).fill('ไพเราะมาก')
    await page.getByRole('textbox', { name: 'รีวิวของคุณ' }).fill('อ่านแล้วอิ่มเอม')
    await star(4).click()
    await page.getByRole('button', { name: 'ส่งรีวิว' }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('คุณรีวิวหนังสือเล่มนี้แล้ว')
    const sent = server.calls.find((call) => call.path === '/api/v2/product/productreviewsadd/7')!
    expect(sent.body).toEqual({
      Data: { Title: 'ไพเราะมาก', ReviewText: 'อ่านแล้วอิ่มเอม', Rating: 4 },
    })
    await expect.element(page.getByRole('textbox', { name: 'หัวข้อรีวิว' })).toHaveValue('ไพเราะมาก')
    await expect.element(page.getByRole('textbox', { name: 'รีวิวของคุณ' })).toHaveValue('อ่านแล้วอิ่มเอม')
    await expect.element(page.getByRole('radio', { name: '4 ดาว' })).toBeChecked()
  })

  it('publishes the review and shows the first page, where it now is', async () => {
    signIn()
    let added = false
    const server = fakeServer((call) => {
      if (call.path === '/api/v2/product/productreviewsadd/7') {
        added = true
        return ok({
          ...fakeReviews(7, 1, 13),
          AddProductReview: {
            ...fakeReviews(7, 1, 13).AddProductReview,
            SuccessfullyAdded: true,
            Result: 'เพิ่มรีวิวเรียบร้อยแล้ว',
          },
        })
      }
      return bookCalls(fakeBook(), { canReview: !added, reviews: added ? 13 : 12 })(call)
    })
    const { app } = await open('/book-review/7?pageNumber=2', { server })
    await page.getByRole('textbox', { name: 'หัวข้อรีวิว' }).fill('ไพเราะมาก')
    await page.getByRole('textbox', { name: 'รีวิวของคุณ' }).fill('อ่านแล้วอิ่มเอม')
    await star(5).click()
    await page.getByRole('button', { name: 'ส่งรีวิว' }).click()
    await expect.element(page.getByText('เพิ่มรีวิวเรียบร้อยแล้ว')).toBeVisible()
    await expect.poll(() => app.router.state.location.href).toBe('/book-review/7')
    await expect.element(page.getByRole('heading', { name: 'รีวิวทั้งหมด (13)' })).toBeVisible()
  })

  it("shows 'Page Not Found: {path}' for an id that is not a number", async () => {
    await open('/en/book-review/0', { server: fakeServer() })
    await expect.element(heading('Page Not Found: /en/book-review/0')).toBeVisible()
  })

  it('shows the 404 page for a book the server does not know', async () => {
    const server = fakeServer((call) =>
      call.path.startsWith('/api/v2/product/') ? refused(404, 'ไม่พบหนังสือ') : undefined,
    )
    await open('/book-review/424242', { server })
    await expect.element(heading('404!')).toBeVisible()
  })
})
