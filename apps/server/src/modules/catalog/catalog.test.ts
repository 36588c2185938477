import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { ids, seedCatalogFixture, type CatalogFixture } from '../../testing/fixtures/catalog.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { catalogModule } from './index.ts'

let server: TestServer
let books: CatalogFixture

beforeAll(async () => {
  server = await createTestServer({ modules: [catalogModule] })
  books = await seedCatalogFixture(server.db)
})
afterAll(async () => {
  await server?.close()
})

interface Overview {
  Id: number
  Name: string
  ProductPrice: { Price: string; PriceValue: number; OldPrice: string | null }
  Ebook: { Authors: { Name: string }[]; Language: string; FileFormat: string }
}
interface Catalog {
  PageNumber: number
  TotalItems: number
  TotalPages: number
  FirstItem: number
  LastItem: number
  HasNextPage: boolean
  HasPreviousPage: boolean
  NoResultMessage: string | null
  PriceRangeFilter: { From: number | null; To: number | null; MinPrice: number; MaxPrice: number }
  SpecificationFilter: {
    Id: number
    Options: { Id: number; ProductCount: number; Selected: boolean }[]
  }[]
  ManufacturerFilter: { Id: number; ProductCount: number; Selected: boolean }[]
  Products: Overview[]
}
type Body<T> = { Data: T; Message: string | null; ErrorList: string[] }

async function get<T>(path: string, options: Parameters<TestServer['request']>[2] = {}) {
  const response = await server.request('GET', path, options)
  return { status: response.status, body: (await expectContractResponse(response)) as Body<T> }
}

async function search(data: Record<string, unknown>, language = 'th') {
  const response = await server.request('POST', '/api/v2/catalog/search', {
    json: { Data: data },
    language,
  })
  return {
    status: response.status,
    body: (await expectContractResponse(response)) as Body<{
      NoResults: boolean
      q: string
      CatalogProductsModel: Catalog
    }>,
  }
}

const names = (catalog: Catalog) => catalog.Products.map((p) => p.Id)

describe('home', () => {
  it('answers the slider, on or off', async () => {
    await server.db.exec(`
      INSERT INTO pictures (id, mime_type, data) VALUES (900, 'image/png', '\\x89504e47');
      INSERT INTO slider_items (picture_id, image_url, title_th, title_en, alt_th, slider_type, entity_id, display_order)
        VALUES (900, NULL, 'นวนิยายลดราคา', 'Novels on sale', 'ป้ายนวนิยาย', 20, 1, 1),
               (NULL, '/banner.png', 'ไม่แสดง', NULL, NULL, 5, NULL, 2);
    `)
    const { body } = await get<{
      IsEnabled: boolean
      Sliders: { EntitySeName: string | null; ImageUrl: string; Title: string | null }[]
    }>('/api/v2/slider/home-slider', { language: 'en' })
    expect(body.Data.IsEnabled).toBe(true)
    expect(body.Data.Sliders[0]).toMatchObject({
      EntitySeName: 'novels',
      ImageUrl: '/media/pictures/900',
      Title: 'Novels on sale',
    })
    expect(body.Data.Sliders[1]).toMatchObject({ EntitySeName: null, ImageUrl: '/banner.png' })
    await server.db.query(
      `INSERT INTO store_settings (key, value) VALUES ('slider.enabled', 'false')`,
    )
    const off = await createTestServer({ db: server.db, modules: [catalogModule] })
    const response = await off.request('GET', '/api/v2/slider/home-slider')
    expect(await expectContractResponse(response)).toMatchObject({
      Data: { IsEnabled: false, Sliders: [] },
    })
    await server.db.query(`DELETE FROM store_settings WHERE key = 'slider.enabled'`)
  })

  it('answers the category tree without hidden branches, with book counts', async () => {
    const { body } = await get<
      {
        CategoryId: number
        NumberOfProducts: number
        SubCategories: { CategoryId: number; NumberOfProducts: number }[]
      }[]
    >('/api/v2/home/categorytree')
    expect(body.Data.map((c) => c.CategoryId)).toEqual([1, 3])
    expect(body.Data[0]).toMatchObject({
      NumberOfProducts: 4,
      SubCategories: [{ CategoryId: 2, NumberOfProducts: 2 }],
    })
  })

  it('answers the home categories with their books (subcategories included)', async () => {
    const { body } = await get<
      { Id: number; Products: Overview[]; SubCategories: { Id: number }[] }[]
    >('/api/v2/home/homepagecategorieswithproducts')
    expect(body.Data.map((c) => c.Id)).toEqual([1, 3])
    expect(body.Data[0]!.Products.map((p) => p.Id).sort()).toEqual(
      [books.harry, books.khunChang, books.pride, books.hobbit].sort(),
    )
    expect(body.Data[0]!.SubCategories.map((c) => c.Id)).toEqual([2])
  })
})

describe('GET /v2/catalog/category/{id}', () => {
  it('lists the books of the category and its subcategories with filters and counts', async () => {
    const { body } = await get<{
      Name: string
      CategoryBreadcrumb: { Id: number }[]
      CatalogProductsModel: Catalog
    }>('/api/v2/catalog/category/1', { language: 'en' })
    const catalog = body.Data.CatalogProductsModel
    expect(body.Data.Name).toBe('Novels')
    expect(catalog.TotalItems).toBe(4)
    expect(names(catalog)).not.toContain(books.hidden)
    expect(catalog.PriceRangeFilter).toMatchObject({ MinPrice: 99, MaxPrice: 320, From: null })
    const format = catalog.SpecificationFilter.find((g) => g.Id === ids.attr.format)!
    expect(format.Options).toEqual([
      { Id: ids.option.epub, Name: 'EPUB', ProductCount: 3, Selected: false },
      { Id: ids.option.pdf, Name: 'PDF', ProductCount: 1, Selected: false },
    ])
    expect(catalog.ManufacturerFilter.map((m) => [m.Id, m.ProductCount])).toEqual([
      [1, 2],
      [2, 2],
    ])
    const harry = catalog.Products.find((p) => p.Id === books.harry)!
    expect(harry.ProductPrice).toMatchObject({
      Price: '฿259.00',
      OldPrice: '฿299.00',
      PriceValue: 259,
    })
    expect(harry.Ebook.Authors[0]!.Name).toBe('J. K. Rowling')
  })

  it('sorts by name, price and date', async () => {
    const byPrice = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?orderby=10',
    )
    expect(
      byPrice.body.Data.CatalogProductsModel.Products.map((p) => p.ProductPrice.PriceValue),
    ).toEqual([99, 189, 259, 320])
    const byPriceDesc = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?orderby=11',
    )
    expect(byPriceDesc.body.Data.CatalogProductsModel.Products[0]!.Id).toBe(books.hobbit)
    const byName = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?orderby=5',
      { language: 'en' },
    )
    expect(byName.body.Data.CatalogProductsModel.Products.map((p) => p.Name)).toEqual([
      "Harry Potter and the Philosopher's Stone",
      'Khun Chang Khun Phaen',
      'Pride and Prejudice',
      'The Hobbit',
    ])
    const byNameDesc = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?orderby=6',
      { language: 'en' },
    )
    expect(byNameDesc.body.Data.CatalogProductsModel.Products[0]!.Name).toBe('The Hobbit')
    const newest = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?orderby=15',
    )
    expect(names(newest.body.Data.CatalogProductsModel)).toEqual([
      books.hobbit,
      books.pride,
      books.khunChang,
      books.harry,
    ])
  })

  it('filters by price, format, language and imprint, separately or in `filters`', async () => {
    const cases: [string, number[]][] = [
      ['price=100-260', [books.khunChang, books.harry]],
      ['price=-100', [books.pride]],
      ['specs=2', [books.khunChang]],
      [`filters=${encodeURIComponent('format=pdf')}`, [books.khunChang]],
      [`filters=${encodeURIComponent('lang=en;price=100-')}`, [books.hobbit]],
      [`filters=${encodeURIComponent('ms=1;unknown=x')}`, [books.pride, books.khunChang]],
      [`filters=${encodeURIComponent('price=0-50')}&price=300-400`, [books.hobbit]],
      ['specs=1,3', [books.harry]],
    ]
    for (const [query, expected] of cases) {
      const { status, body } = await get<{ CatalogProductsModel: Catalog }>(
        `/api/v2/catalog/category/1?orderby=10&${query}`,
      )
      expect(status, query).toBe(200)
      expect(names(body.Data.CatalogProductsModel).sort(), query).toEqual([...expected].sort())
    }
    const { body } = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?specs=2&ms=1',
    )
    const catalog = body.Data.CatalogProductsModel
    expect(
      catalog.SpecificationFilter.flatMap((g) => g.Options).find((o) => o.Id === 2)!.Selected,
    ).toBe(true)
    expect(catalog.ManufacturerFilter.find((m) => m.Id === 1)!.Selected).toBe(true)
  })

  it('answers 400 for a malformed filter or a reversed price range', async () => {
    const cases: [string, string][] = [
      [`filters=${encodeURIComponent('price=abc')}`, "The filter 'price' is not valid."],
      [`filters=${encodeURIComponent('format=DOCX')}`, "The filter 'format' is not valid."],
      [`filters=${encodeURIComponent('ms=x')}`, "The filter 'ms' is not valid."],
      ['price=300-100', 'The price range is not valid.'],
    ]
    for (const [query, message] of cases) {
      const { status, body } = await get<null>(`/api/v2/catalog/category/1?${query}`, {
        language: 'en',
      })
      expect(status, query).toBe(400)
      expect(body.ErrorList).toEqual([message])
    }
    const bad = await get<null>('/api/v2/catalog/category/1?pagesize=1000&orderby=3')
    expect(bad.status).toBe(400)
  })

  it('pages, and answers an empty page past the last with a message', async () => {
    const first = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?pagesize=3&orderby=10',
    )
    expect(first.body.Data.CatalogProductsModel).toMatchObject({
      PageNumber: 1,
      TotalItems: 4,
      TotalPages: 2,
      FirstItem: 1,
      LastItem: 3,
      HasNextPage: true,
      HasPreviousPage: false,
      NoResultMessage: null,
    })
    const second = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?pagesize=3&orderby=10&pageNumber=2',
    )
    expect(second.body.Data.CatalogProductsModel).toMatchObject({
      FirstItem: 4,
      LastItem: 4,
      HasNextPage: false,
      HasPreviousPage: true,
    })
    const beyond = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/category/1?pagesize=3&pageNumber=9',
      { language: 'en' },
    )
    expect(beyond.body.Data.CatalogProductsModel).toMatchObject({
      TotalItems: 4,
      Products: [],
      FirstItem: 0,
      NoResultMessage: 'No books match these filters.',
    })
  })

  it('answers 404 for unknown or hidden categories and 400 for bad ids', async () => {
    for (const id of [999, ids.category.hidden, ids.category.hiddenChild]) {
      expect((await get(`/api/v2/catalog/category/${id}`)).status).toBe(404)
    }
    expect((await get('/api/v2/catalog/category/abc')).status).toBe(400)
    expect((await get('/api/v2/catalog/category/0')).status).toBe(400)
  })
})

describe('lists', () => {
  it('lists new books newest first', async () => {
    const { body } = await get<{ Title: string; CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/newproducts',
      { language: 'en' },
    )
    expect(body.Data.Title).toBe('New books')
    expect(names(body.Data.CatalogProductsModel)).toEqual([books.hobbit])
  })

  it('ranks best sellers by paid sales of the last 90 days', async () => {
    const { customerId } = await server.addCustomer()
    await server.db.query(
      'UPDATE books SET approved_rating_sum = 5, approved_total_reviews = 1 WHERE id = $1',
      [books.history],
    )
    const before = await get<{ CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/bestsellerproducts',
    )
    // No sales yet: the best-rated books stand in.
    expect(names(before.body.Data.CatalogProductsModel)).toEqual([books.history])
    await addOrders(customerId)
    const after = await createTestServer({ db: server.db, modules: [catalogModule] })
    const response = await after.request('GET', '/api/v2/catalog/bestsellerproducts')
    const body = (await expectContractResponse(response)) as Body<{ CatalogProductsModel: Catalog }>
    expect(names(body.Data.CatalogProductsModel)).toEqual([books.pride, books.harry])
  })

  it('lists by tag, imprint and publisher, and 404s for unknown or inactive ones', async () => {
    const tag = await get<{ TagName: string; CatalogProductsModel: Catalog }>(
      '/api/v2/catalog/productbytag/1',
      { language: 'en' },
    )
    expect(tag.body.Data.TagName).toBe('Classic literature')
    expect(names(tag.body.Data.CatalogProductsModel).sort()).toEqual(
      [books.khunChang, books.pride].sort(),
    )
    const imprint = await get<{ CatalogProductsModel: Catalog }>('/api/v2/catalog/manufacturer/2')
    expect(names(imprint.body.Data.CatalogProductsModel).sort()).toEqual(
      [books.harry, books.hobbit].sort(),
    )
    const vendor = await get<{
      AllowCustomersToContactVendors: boolean
      CatalogProductsModel: Catalog
    }>('/api/v2/catalog/vendor/1')
    expect(vendor.body.Data.AllowCustomersToContactVendors).toBe(true)
    expect(vendor.body.Data.CatalogProductsModel.TotalItems).toBe(5)
    expect((await get('/api/v2/catalog/productbytag/99')).status).toBe(404)
    expect((await get('/api/v2/catalog/manufacturer/99')).status).toBe(404)
    expect((await get('/api/v2/catalog/vendor/2')).status).toBe(404)
  })
})

async function addOrders(customerId: number) {
  const { addPaidOrder } = await import('../../testing/fixtures/catalog.ts')
  await addPaidOrder(server.db, customerId, [books.pride, books.harry])
  await addPaidOrder(server.db, customerId, [books.pride])
  // Not counted: unpaid, cancelled, and older than 90 days.
  await addPaidOrder(server.db, customerId, [books.hobbit], { paymentStatus: 10 })
  await addPaidOrder(server.db, customerId, [books.hobbit], { orderStatus: 40 })
  await addPaidOrder(server.db, customerId, [books.khunChang], { paidAt: '2020-01-01T00:00:00Z' })
}

describe('search', () => {
  it('finds a Thai title by a word inside it', async () => {
    for (const q of ['พอตเตอร์', 'ศิลา', 'แฮร์รี่']) {
      const { body } = await search({ q })
      expect(names(body.Data.CatalogProductsModel), q).toEqual([books.harry])
    }
    const { body } = await search({ q: 'ขุนแผน' })
    expect(names(body.Data.CatalogProductsModel)).toEqual([books.khunChang])
  })

  it('finds by author, publisher and ISBN, and English case-insensitively', async () => {
    expect(names((await search({ q: 'สุนทรภู่' })).body.Data.CatalogProductsModel).sort()).toEqual(
      [books.khunChang, books.history].sort(),
    )
    expect(names((await search({ q: 'PRIDE' })).body.Data.CatalogProductsModel)).toEqual([
      books.pride,
    ])
    expect(names((await search({ q: '9786160000015' })).body.Data.CatalogProductsModel)).toEqual([
      books.harry,
    ])
    expect(names((await search({ q: 'austen' })).body.Data.CatalogProductsModel)).toEqual([
      books.pride,
    ])
  })

  it('ranks title matches first', async () => {
    await server.db.query(
      `UPDATE books SET search_description = search_description || ' hobbit' WHERE id = $1`,
      [books.pride],
    )
    const { body } = await search({ q: 'hobbit', advs: true, sid: true })
    expect(names(body.Data.CatalogProductsModel)).toEqual([books.hobbit, books.pride])
  })

  it('searches descriptions only with sid on the advanced search', async () => {
    expect((await search({ q: 'เวทมนตร์' })).body.Data.NoResults).toBe(true)
    expect(
      names((await search({ q: 'เวทมนตร์', advs: true, sid: true })).body.Data.CatalogProductsModel),
    ).toEqual([books.harry])
  })

  it('finds a title despite a one-letter typo', async () => {
    expect(names((await search({ q: 'hobbot' })).body.Data.CatalogProductsModel)).toEqual([
      books.hobbit,
    ])
    expect(names((await search({ q: 'ขุนแผร' })).body.Data.CatalogProductsModel)).toEqual([
      books.khunChang,
    ])
  })

  it('filters the advanced search by category (with subcategories), imprint, publisher, price and sort', async () => {
    const all = { q: 'a', advs: true }
    const inNovels = await search({ ...all, q: 'the', cid: 1, isc: true, orderby: 10 })
    expect(names(inNovels.body.Data.CatalogProductsModel)).toEqual([books.harry, books.hobbit])
    const onlyNovels = await search({ ...all, q: 'the', cid: 1, isc: false })
    expect(onlyNovels.body.Data.NoResults).toBe(true)
    const imprint = await search({ ...all, q: 'the', mid: 2, pf: 300, pt: 400 })
    expect(names(imprint.body.Data.CatalogProductsModel)).toEqual([books.hobbit])
    const ignored = await search({ q: 'the', cid: 3 })
    expect(ignored.body.Data.CatalogProductsModel.TotalItems).toBe(2)
    const vendor = await search({ q: 'the', advs: true, vid: 2 })
    expect(vendor.body.Data.NoResults).toBe(true)
  })

  it('answers 400 for a blank term or a reversed price range', async () => {
    const blank = await search({ q: '   ' }, 'en')
    expect(blank.status).toBe(400)
    expect(blank.body.ErrorList).toEqual(['Search term minimum length is 1 character(s).'])
    const range = await search({ q: 'the', advs: true, pf: 300, pt: 100 }, 'en')
    expect(range.status).toBe(400)
    expect(range.body.ErrorList).toEqual(['The price range is not valid.'])
    const huge = await search({ q: 'x'.repeat(500) })
    expect(huge.status).toBe(400)
    expect((await search({ q: 'x', pagesize: 0 })).status).toBe(400)
  })

  it('pages the search', async () => {
    const { body } = await search({ q: 'the', pagesize: 1, pagenumber: 2 })
    expect(body.Data.CatalogProductsModel).toMatchObject({
      PageNumber: 2,
      TotalItems: 2,
      TotalPages: 2,
      FirstItem: 2,
    })
  })
})

describe('GET /v2/catalog/search-autocomplete/{term}', () => {
  const autocomplete = async (term: string, language = 'th') => {
    const response = await server.request(
      'GET',
      `/api/v2/catalog/search-autocomplete/${encodeURIComponent(term)}`,
      { language },
    )
    expect(response.status).toBe(200)
    return (
      (await expectContractResponse(response)) as Body<
        {
          productid: number
          label: string
          producturl: string
          authors: string | null
          productpictureurl: string
        }[]
      >
    ).Data
  }

  it('suggests by the beginning of a Thai word while typing', async () => {
    for (const term of ['แฮร์', 'แฮร์รี่พอต', 'ขุนช้า']) {
      expect(
        (await autocomplete(term)).map((item) => item.productid),
        term,
      ).toEqual([term.startsWith('ขุน') ? books.khunChang : books.harry])
    }
  })

  it('answers lowercase items with the store path, thumbnail and authors', async () => {
    const [item] = await autocomplete('hob', 'en')
    expect(item).toEqual({
      label: 'The Hobbit',
      productid: books.hobbit,
      producturl: `/en/book-detail/${books.hobbit}`,
      productpictureurl: `/media/covers/${books.hobbit}.png?w=120`,
      authors: 'J. R. R. Tolkien',
    })
  })

  it('tolerates a typo, and answers an empty list for a blank term', async () => {
    expect((await autocomplete('hobbot')).map((item) => item.productid)).toEqual([books.hobbit])
    expect(await autocomplete('   ')).toEqual([])
    expect(await autocomplete('zzzzqqq')).toEqual([])
  })
})

describe('GET /v2/product/searchcriteria', () => {
  it('lists categories with their paths, imprints, publishers and price bounds', async () => {
    const { body } = await get<{
      AvailableCategories: { Text: string; Value: string }[]
      AvailableVendors: { Value: string }[]
      MinPrice: number
      MaxPrice: number
    }>('/api/v2/product/searchcriteria')
    expect(body.Data.AvailableCategories.map((c) => [c.Value, c.Text])).toEqual([
      ['0', 'ทุกหมวดหมู่'],
      ['1', 'นวนิยาย'],
      ['2', 'นวนิยาย >> แฟนตาซี'],
      ['3', 'ประวัติศาสตร์'],
    ])
    expect(body.Data.AvailableVendors.map((v) => v.Value)).toEqual(['0', '1'])
    // Every published book counts, also one in a hidden category.
    expect(body.Data).toMatchObject({ MinPrice: 50, MaxPrice: 320 })
  })
})
