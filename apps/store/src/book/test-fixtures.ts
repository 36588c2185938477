import type { ProductDetailsModel, ProductOverviewModel, Schema } from '@ebook/api/types'
import type { Call } from '../test/fake-server'

type Answer = { status?: number; body: unknown }

/** A v2 answer in the envelope. */
export const ok = (Data: unknown): Answer => ({ body: { Data, Message: null, ErrorList: [] } })
export const refused = (status: number, ...messages: string[]): Answer => ({
  status,
  body: { Data: null, Message: null, ErrorList: messages },
})

/** A book's details as the server sends them; `overrides` change any part. */
export function fakeBook(overrides: Partial<ProductDetailsModel> = {}): ProductDetailsModel {
  const id = overrides.Id ?? 7
  const name = overrides.Name ?? 'โคลงทวาทศมาส'
  return {
    Id: id,
    Name: name,
    ShortDescription: 'โคลงคร่ำครวญถึงนางอันเป็นที่รักตลอดสิบสองเดือน',
    FullDescription:
      '<p>โคลงคร่ำครวญถึงนางอันเป็นที่รัก</p><ul><li><strong>ผู้แต่ง:</strong> ไม่ปรากฏนาม</li></ul>',
    MetaTitle: null,
    MetaDescription: null,
    MetaKeywords: null,
    SeName: 'thawathotsamat',
    Sku: 'EB-TH-00007',
    MarkAsNew: false,
    DefaultPictureModel: {
      ImageUrl: `/media/covers/${id}.png?w=357`,
      ThumbImageUrl: null,
      FullSizeImageUrl: null,
      Title: name,
      AlternateText: `ปกหนังสือ ${name}`,
    },
    PictureModels: [],
    HasSampleDownload: true,
    ShowVendor: true,
    VendorModel: { Id: 1, Name: 'สำนักพิมพ์เรือนไม้สัก', SeName: 'ruean-mai-sak' },
    ProductPrice: {
      CurrencyCode: 'THB',
      OldPrice: '฿129.00',
      OldPriceValue: 129,
      Price: '฿89.00',
      PriceValue: 89,
      PriceWithDiscount: null,
      PriceWithDiscountValue: null,
      DiscountPercent: 31,
    },
    AddToCart: {
      ProductId: id,
      EnteredQuantity: 1,
      DisableBuyButton: false,
      DisableWishlistButton: false,
      AvailableForPreOrder: false,
      PreOrderAvailabilityStartDateTimeUtc: null,
      AlreadyOwned: false,
      InCart: false,
      InWishlist: false,
    },
    Breadcrumb: {
      Enabled: true,
      ProductId: id,
      ProductName: name,
      ProductSeName: 'thawathotsamat',
      CategoryBreadcrumb: [
        { Id: 2, Name: 'วรรณคดีไทย', SeName: 'thai-literature' },
        { Id: 15, Name: 'วรรณคดีสุโขทัยและอยุธยา', SeName: 'sukhothai-ayutthaya' },
      ],
    },
    ProductTags: [{ Id: 9, Name: 'วรรณคดีมรดก', SeName: 'heritage', ProductCount: 12 }],
    ProductManufacturers: [{ Id: 4, Name: 'เรือนไม้สักคลาสสิก', SeName: 'classics' }],
    ProductReviewOverview: {
      ProductId: id,
      RatingSum: 17,
      TotalReviews: 4,
      AllowCustomerReviews: true,
      CanAddNewReview: false,
    },
    ProductSpecificationModel: {
      Groups: [
        {
          Id: 1,
          Name: 'ข้อมูลหนังสือ',
          Attributes: [
            {
              Id: 5,
              Name: 'ISBN',
              Values: [{ AttributeTypeId: 10, ValueRaw: '978-616-981-007-0' }],
            },
          ],
        },
      ],
    },
    Ebook: {
      Authors: [{ Id: 1, Name: 'ไม่ปรากฏนาม' }],
      Translators: [],
      PublisherName: 'สำนักพิมพ์เรือนไม้สัก',
      Isbn: '9786169810070',
      Language: 'th',
      PageCount: 80,
      FileFormat: 'EPUB',
      FileSizeBytes: 2_500_000,
      HasSample: true,
      Series: null,
    },
    ...overrides,
  }
}

/** A book of the also-purchased row. */
export function fakeOverview(id: number, name: string): ProductOverviewModel {
  return {
    Id: id,
    Name: name,
    ShortDescription: null,
    FullDescription: null,
    SeName: `book-${id}`,
    Sku: null,
    MarkAsNew: false,
    ProductPrice: {
      OldPrice: null,
      OldPriceValue: null,
      Price: '฿99.00',
      PriceValue: 99,
      DisableBuyButton: false,
      DisableWishlistButton: false,
      AvailableForPreOrder: false,
      PreOrderAvailabilityStartDateTimeUtc: null,
    },
    DefaultPictureModel: {
      ImageUrl: `/media/covers/${id}.png`,
      ThumbImageUrl: null,
      FullSizeImageUrl: null,
      Title: null,
      AlternateText: null,
    },
    ReviewOverviewModel: {
      ProductId: id,
      RatingSum: 0,
      TotalReviews: 0,
      AllowCustomerReviews: true,
      CanAddNewReview: false,
    },
    Ebook: { ...fakeBook().Ebook, Authors: [{ Id: 2, Name: 'ผู้แต่ง ทดสอบ' }] },
  }
}

/** One review. */
export function fakeReview(id: number, title: string): Schema<'ProductReviewItem'> {
  return {
    Id: id,
    CustomerId: 100 + id,
    CustomerName: 'สมชาย ใ.',
    Title: title,
    ReviewText: 'สำนวนไพเราะ อ่านบนมือถือสบายตา',
    ReplyText: null,
    Rating: 4,
    WrittenOnStr: '12 มีนาคม 2568',
    WrittenOnUtc: '2025-03-12T08:30:00Z',
    Helpfulness: { ProductReviewId: id, HelpfulYesTotal: 0, HelpfulNoTotal: 0 },
  }
}

/** A page of reviews: `total` reviews, 10 a page. */
export function fakeReviews(
  productId: number,
  pageNumber: number,
  total: number,
  { canReview = false } = {},
): Schema<'ProductReviewsModel'> {
  const first = (pageNumber - 1) * 10
  const count = Math.max(0, Math.min(10, total - first))
  return {
    ProductId: productId,
    ProductName: 'โคลงทวาทศมาส',
    ProductSeName: 'thawathotsamat',
    Items: Array.from({ length: count }, (_, index) =>
      fakeReview(first + index + 1, `รีวิวที่ ${first + index + 1}`),
    ),
    AddProductReview: {
      Title: null,
      ReviewText: null,
      Rating: 5,
      CanCurrentCustomerLeaveReview: canReview,
      SuccessfullyAdded: false,
      Result: null,
    },
    AverageRating: 4.3,
    RatingDistribution: [5, 4, 3, 2, 1].map((rating) => ({
      Rating: rating,
      Count: rating === 4 ? total : 0,
      Percent: rating === 4 ? 100 : 0,
    })),
    PageNumber: pageNumber,
    PageSize: 10,
    TotalItems: total,
    TotalPages: Math.ceil(total / 10),
  }
}

/** Answers the book's calls: details, also-purchased, reviews (by page). */
export function bookCalls(
  book: ProductDetailsModel,
  { reviews = 4, canReview = false } = {},
): (call: Call) => Answer | undefined {
  return (call) => {
    if (call.path === `/api/v2/product/productdetails/${book.Id}`) return ok(book)
    if (call.path === `/api/v2/product/productsalsopurchase/${book.Id}`)
      return ok([fakeOverview(8, 'สมุทรโฆษคำฉันท์')])
    if (call.path === '/api/v2/product/productreviewspagging') {
      const search = new URLSearchParams(call.search)
      if (search.get('productId') !== String(book.Id)) return undefined
      return ok(fakeReviews(book.Id, Number(search.get('pageNumber') ?? 1), reviews, { canReview }))
    }
    return undefined
  }
}

/** Signs a customer in, as a stored session does. */
export function signIn() {
  localStorage.setItem('token', 'customer-token')
  localStorage.setItem(
    'customerInfo',
    JSON.stringify({
      CustomerId: 7,
      Username: 'malee',
      FirstName: 'มาลี',
      LastName: 'ใจดี',
      Email: 'malee@example.com',
      IsAdmin: false,
      AdminRedirectUrl: null,
      PublisherRedirectUrl: null,
      PublisherStatus: null,
    }),
  )
}
