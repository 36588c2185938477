// Answers of the catalogue calls for the route tests, in the contract's shapes (openapi/v2.yaml).
import type { CatalogProductsModel, ProductOverviewModel } from '@ebook/api/types'
import type { fakeServer } from '../test/fake-server'

export const sortOptions = (
  [
    ['0', 'แนะนำ'],
    ['5', 'ชื่อ ก - ฮ'],
    ['10', 'ราคา ต่ำ - สูง'],
    ['15', 'มาใหม่ล่าสุด'],
  ] as const
).map(([Value, Text]) => ({ Disabled: false, Group: null, Selected: Value === '0', Text, Value }))

/** A book as listings send it. */
export function catalogBook(id: number, name: string, price = 189): ProductOverviewModel {
  return {
    Id: id,
    Name: name,
    ShortDescription: null,
    FullDescription: null,
    SeName: `book-${id}`,
    Sku: `EB-${id}`,
    MarkAsNew: false,
    ProductPrice: {
      OldPrice: null,
      OldPriceValue: null,
      Price: `฿${price}.00`,
      PriceValue: price,
      DisableBuyButton: false,
      DisableWishlistButton: false,
      AvailableForPreOrder: false,
      PreOrderAvailabilityStartDateTimeUtc: null,
    },
    DefaultPictureModel: {
      ImageUrl: `/media/covers/${id}.png`,
      ThumbImageUrl: null,
      FullSizeImageUrl: null,
      Title: name,
      AlternateText: `ปกหนังสือ ${name}`,
    },
    ReviewOverviewModel: {
      ProductId: id,
      RatingSum: 0,
      TotalReviews: 0,
      AllowCustomerReviews: true,
      CanAddNewReview: false,
    },
    Ebook: {
      Authors: [{ Id: 7, Name: 'สุนทรภู่' }],
      Translators: [],
      PublisherName: 'สำนักพิมพ์ลายสือ',
      Isbn: null,
      Language: 'th',
      PageCount: 100,
      FileFormat: 'EPUB',
      FileSizeBytes: 1000,
      HasSample: false,
      Series: null,
    },
  } as ProductOverviewModel
}

/** Page `page` of a listing of `total` books, 12 a page, with the given books on it. */
export function productsPage(
  books: ProductOverviewModel[],
  { page = 1, total = books.length, orderBy = 0 } = {},
): CatalogProductsModel {
  const pageSize = 12
  const totalPages = Math.ceil(total / pageSize)
  const first = books.length ? (page - 1) * pageSize + 1 : 0
  return {
    PageNumber: page,
    PageSize: pageSize,
    TotalItems: total,
    TotalPages: totalPages,
    FirstItem: first,
    LastItem: books.length ? first + books.length - 1 : 0,
    HasPreviousPage: page > 1,
    HasNextPage: page < totalPages,
    OrderBy: orderBy as CatalogProductsModel['OrderBy'],
    AvailableSortOptions: sortOptions,
    NoResultMessage: books.length ? null : 'ไม่มีหนังสือ',
    PriceRangeFilter: { Enabled: true, From: null, To: null, MinPrice: 69, MaxPrice: 459 },
    SpecificationFilter: [
      {
        Id: 3,
        Name: 'ภาษา',
        Options: [
          { Id: 3, Name: 'ภาษาไทย', ProductCount: 20, Selected: false },
          { Id: 4, Name: 'ภาษาอังกฤษ', ProductCount: 10, Selected: false },
        ],
      },
    ],
    ManufacturerFilter: [
      { Id: 6, Name: 'ลายสือ นวนิยาย', ProductCount: 18, Selected: false },
      { Id: 8, Name: 'แลนเทิร์นฟิลด์ คลาสสิกส์', ProductCount: 12, Selected: false },
    ],
    Products: books,
  }
}

/** The v2 envelope. */
export const envelope = (Data: unknown) => ({ body: { Data, Message: null, ErrorList: [] } })

/** The query of a call's address as an object: `?pageNumber=2` → `{ pageNumber: '2' }`. */
export const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search))

/**
 * Holds the server's answers to `path` after the first until `release()`; `count()` says how many
 * calls to it came.
 */
export function holdAfterFirst(server: ReturnType<typeof fakeServer>, path: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const answer = server.fetch
  let count = 0
  server.fetch = async (input, init) => {
    // The address only: a Request made from the call's own would take its body.
    const { pathname } = new URL(input instanceof Request ? input.url : input, location.href)
    if (pathname === path && count++ > 0) await held
    return answer(input, init)
  }
  return { release, count: () => count }
}
