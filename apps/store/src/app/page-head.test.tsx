import { describe, expect, it } from 'vitest'
import { bookCalls, fakeBook, fakeReviews, ok } from '../book/test-fixtures'
import { catalogBook, envelope, productsPage } from '../listing/test-data'
import { fakeServer, openStore as open, type Call } from '../test/harness'

const origin = location.origin
const meta = (selector: string) =>
  [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`)].map(
    (tag) => tag.content,
  )
const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.hreflang ? `${link.hreflang} ${link.getAttribute('href')}` : link.getAttribute('href'),
  )
/** The head once the page's title is there (the router writes the head after the page loads). */
async function headOf(title: string) {
  await expect.poll(() => document.title).toBe(title)
  return {
    description: meta('name="description"'),
    robots: meta('name="robots"'),
    canonical: links('canonical'),
    alternates: links('alternate'),
  }
}

/** The category 1 'นวนิยาย', any page. */
const categoryServer = () =>
  fakeServer((call) =>
    call.path === '/api/v2/catalog/category/1'
      ? envelope({
          Id: 1,
          Name: 'นวนิยาย',
          Description: '<p>นวนิยาย<b>คลาสสิก</b></p><p>ของไทย<script>alert(1)</script></p>',
          MetaKeywords: null,
          MetaDescription: null,
          MetaTitle: null,
          SeName: 'novels',
          PictureModel: null,
          CategoryBreadcrumb: [{ Id: 1, Name: 'นวนิยาย', SeName: 'novels' }],
          SubCategories: [],
          CatalogProductsModel: productsPage([catalogBook(101, 'ขุนช้างขุนแผน')], {
            page: Number(new URLSearchParams(call.search).get('pageNumber') ?? 1),
            total: 30,
          }),
        })
      : undefined,
  )

describe('page heads', () => {
  it("gives the home page the store's title and description, its address and its English one", async () => {
    await open('/?utm_source=mail')
    const head = await headOf('ร้านหนังสืออีบุ๊ก หนังสือไทยและอังกฤษ')
    expect(head.description).toEqual(['ร้านหนังสืออีบุ๊ก หนังสือไทยและอังกฤษ อ่านได้ทันทีบนชั้นหนังสือของคุณ'])
    expect(head.robots).toEqual([])
    expect(head.canonical).toEqual([`${origin}/`])
    expect(head.alternates).toEqual([`th ${origin}/`, `en ${origin}/en`, `x-default ${origin}/`])
  })

  it("gives a book page the book's title, description and preview tags, in English under /en", async () => {
    const book = fakeBook({
      ShortDescription: '  คำอธิบาย\n สั้น ',
      MetaTitle: 'โคลงทวาทศมาส ฉบับสมบูรณ์',
    })
    await open('/en/book-detail/7?fbclid=abc', { server: fakeServer(bookCalls(book)) })
    const head = await headOf('โคลงทวาทศมาส ฉบับสมบูรณ์ | E-book Store')
    expect(head.description).toEqual(['คำอธิบาย สั้น'])
    expect(head.canonical).toEqual([`${origin}/en/book-detail/7`])
    expect(head.alternates).toEqual([
      `th ${origin}/book-detail/7`,
      `en ${origin}/en/book-detail/7`,
      `x-default ${origin}/book-detail/7`,
    ])
    expect(meta('property="og:type"')).toEqual(['books.book'])
    expect(meta('property="og:title"')).toEqual(['โคลงทวาทศมาส'])
    expect(meta('property="og:description"')).toEqual(['คำอธิบาย สั้น'])
    expect(meta('property="og:url"')).toEqual([`${origin}/en/book-detail/7`])
    expect(meta('property="og:image"')).toEqual([`${origin}/media/covers/7.png?w=357`])
    expect(meta('property="og:image:width"')).toEqual(['357'])
    expect(meta('property="og:image:height"')).toEqual(['510'])
    expect(meta('property="og:locale"')).toEqual(['en_US'])
    expect(meta('name="twitter:card"')).toEqual(['summary'])
  })

  it("describes a book without a summary by its full description's words, cut at 200 characters", async () => {
    const words = 'คำ '.repeat(100)
    const book = fakeBook({
      ShortDescription: null,
      MetaDescription: null,
      FullDescription: `<h2>เรื่องย่อ</h2><p>${words}</p><script>alert(1)</script>`,
    })
    await open('/book-detail/7', { server: fakeServer(bookCalls(book)) })
    const head = await headOf('โคลงทวาทศมาส | ร้านหนังสืออีบุ๊ก')
    const [description] = head.description
    expect(description).toMatch(/^เรื่องย่อ คำ คำ/)
    expect(description).not.toContain('alert')
    expect(description).toHaveLength(200)
    expect(description!.endsWith('…')).toBe(true)
  })

  it("takes the book's tags away when the visitor goes to another page", async () => {
    const { app } = await open('/book-detail/7', { server: fakeServer(bookCalls(fakeBook())) })
    await headOf('โคลงทวาทศมาส | ร้านหนังสืออีบุ๊ก')
    await app.router.navigate({ href: '/en' } as never)
    const head = await headOf('E-book Store: Thai and English books')
    expect(meta('property="og:title"')).toEqual([])
    expect(head.canonical).toEqual([`${origin}/en`])
  })

  it('keeps the page number of a listing in its address, and leaves sort and filters out', async () => {
    await open('/category/1?page=2&sort=10&imprint=6&utm_medium=social', {
      server: categoryServer(),
    })
    const head = await headOf('นวนิยาย หน้า 2 | ร้านหนังสืออีบุ๊ก')
    expect(head.description).toEqual(['นวนิยายคลาสสิก ของไทย'])
    expect(head.canonical).toEqual([`${origin}/category/1?page=2`])
    expect(head.alternates).toEqual([
      `th ${origin}/category/1?page=2`,
      `en ${origin}/en/category/1?page=2`,
      `x-default ${origin}/category/1?page=2`,
    ])
    expect(head.robots).toEqual([])
  })

  it('titles a listing in English and links its Thai version', async () => {
    await open('/en/category/1', { server: categoryServer() })
    const head = await headOf('นวนิยาย | E-book Store')
    expect(head.canonical).toEqual([`${origin}/en/category/1`])
    expect(head.alternates).toContain(`th ${origin}/category/1`)
  })

  it('keeps search results out of search engines', async () => {
    const server = fakeServer((call: Call) =>
      call.path === '/api/v2/catalog/search'
        ? envelope({
            q: 'ขุน',
            Warning: null,
            NoResults: false,
            CatalogProductsModel: productsPage([catalogBook(101, 'ขุนช้างขุนแผน')]),
          })
        : undefined,
    )
    await open('/search?q=ขุน', { server })
    const head = await headOf('ผลการค้นหา “ขุน” | ร้านหนังสืออีบุ๊ก')
    expect(head.robots).toEqual(['noindex'])
    expect(head.canonical).toEqual([])
    expect(head.alternates).toEqual([])
  })

  it("titles a book's reviews and keeps their page number in the address", async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/product/productreviewspagging'
        ? ok(fakeReviews(7, 2, 14))
        : bookCalls(fakeBook())(call),
    )
    await open('/en/book-review/7?pageNumber=2', { server })
    const head = await headOf('Reviews of โคลงทวาทศมาส | E-book Store')
    expect(head.canonical).toEqual([`${origin}/en/book-review/7?pageNumber=2`])
    expect(head.alternates).toContain(`th ${origin}/book-review/7?pageNumber=2`)
  })

  it("keeps a visitor's own pages out of search engines", async () => {
    await open('/en/basket')
    const head = await headOf('Basket | E-book Store')
    expect(head.robots).toEqual(['noindex'])
    expect(head.canonical).toEqual([])
  })

  it("titles a book the server does not know 'Book not found', out of search engines", async () => {
    const server = fakeServer((call) =>
      call.path.startsWith('/api/v2/product/productdetails/')
        ? { status: 404, body: { Data: null, Message: null, ErrorList: ['ไม่พบสินค้า'] } }
        : undefined,
    )
    await open('/en/book-detail/404', { server })
    const head = await headOf('Book not found | E-book Store')
    expect(head.robots).toEqual(['noindex'])
    expect(head.canonical).toEqual([])
  })

  it("titles an unknown address 'Page Not Found'", async () => {
    await open('/en/no-such-page')
    const head = await headOf('Page Not Found | E-book Store')
    expect(head.robots).toEqual(['noindex'])
    expect(head.canonical).toEqual([])
  })
})
