// Answers of the server for the tests of orders, the bookshelf and publishing, in the contract's
// shapes (openapi/v2.yaml), and the signed-in customer they belong to.
import type { AddressModel } from '@ebook/api/types'
import { CUSTOMER_INFO_KEY } from '../app/session'

export const customer = {
  CustomerId: 30,
  Username: null,
  FirstName: 'มาลี',
  LastName: 'รักอ่าน',
  Email: 'malee@example.com',
  IsAdmin: false,
  AdminRedirectUrl: null,
  PublisherRedirectUrl: null,
  PublisherStatus: 0,
}

/** Stores a session as a signed-in browser has it. */
export function signIn(info: object = customer): void {
  localStorage.setItem('token', 'test-token')
  localStorage.setItem(CUSTOMER_INFO_KEY, JSON.stringify(info))
}

/** What a fake-server handler answers (undefined: the harness's default). */
export type Answer = { status?: number; body: unknown } | undefined

/** A v2 envelope. */
export const ok = (Data: unknown, Message: string | null = null) => ({
  body: { Data, Message, ErrorList: [] },
})
export const refused = (status: number, ...ErrorList: string[]) => ({
  status,
  body: { Data: null, Message: null, ErrorList },
})

export const picture = (id: number, title: string) => ({
  ImageUrl: `/media/covers/${id}.png?w=357`,
  ThumbImageUrl: `/media/covers/${id}.png?w=120`,
  FullSizeImageUrl: `/media/covers/${id}.png`,
  Title: title,
  AlternateText: `ปกหนังสือ ${title}`,
})

export const historyItem = (
  id: number,
  {
    payment = 30,
    order = 30,
    total = 288,
  }: { payment?: number; order?: number; total?: number } = {},
) => ({
  Id: id,
  CustomOrderNumber: `EB-2026-000${id}`,
  OrderTotal: `฿${total}.00`,
  OrderTotalValue: total,
  OrderStatusEnum: order,
  OrderStatus: 'เสร็จสมบูรณ์',
  PaymentStatus: 'ชำระเงินแล้ว',
  PaymentStatusEnum: payment,
  CreatedOn: '2026-11-23T00:54:25Z',
  ItemCount: 2,
  FirstItemPictureUrl: '/media/covers/76.png?w=120',
  CanCancel: payment === 10,
})

export const historyPage = (
  type: string,
  orders: unknown[],
  { page = 1, totalPages = 1 }: { page?: number; totalPages?: number } = {},
) => ({
  OrderHistoryType: type,
  Orders: orders,
  PageNumber: page,
  PageSize: 10,
  TotalItems: totalPages * 10,
  TotalPages: totalPages,
  HasPreviousPage: page > 1,
  HasNextPage: page < totalPages,
})

/** The order item GUID of a book in these tests. */
export const itemGuid = (bookId: number) =>
  `6b1e2c4a-8f3d-4e57-9a0b-${String(bookId).padStart(12, '0')}`

export const orderItem = (id: number, name: string, price: number, canDownload = true) => ({
  Id: id * 10,
  OrderItemGuid: itemGuid(id),
  Sku: `EB-TH-000${id}`,
  ProductId: id,
  ProductName: name,
  ProductSeName: `book-${id}`,
  UnitPrice: `฿${price}.00`,
  UnitPriceValue: price,
  SubTotal: `฿${price}.00`,
  SubTotalValue: price,
  Quantity: 1,
  Picture: picture(id, name),
  DownloadId: id,
  CanDownload: canDownload,
  FileFormat: 'EPUB',
})

export const orderDetails = (
  id: number,
  {
    unpaid = false,
    awaitsBank = false,
    billingAddress = null,
  }: { unpaid?: boolean; awaitsBank?: boolean; billingAddress?: AddressModel | null } = {},
) => ({
  Id: id,
  CustomOrderNumber: `EB-2026-000${id}`,
  CreatedOn: '2026-11-23T00:54:25Z',
  OrderStatus: unpaid ? 'รอดำเนินการ' : 'เสร็จสมบูรณ์',
  OrderStatusEnum: unpaid ? 10 : 30,
  PaymentMethod: 'บัตรเครดิต / เดบิต',
  PaymentMethodSystemName: 'Payments.Omise',
  PaymentMethodStatus: unpaid ? 'รอชำระเงิน' : 'ชำระเงินแล้ว',
  PaymentStatusEnum: unpaid ? 10 : 30,
  CanRePostProcessPayment: unpaid && !awaitsBank,
  CanCancel: unpaid && !awaitsBank,
  PaymentAwaitsBank: unpaid && awaitsBank,
  BillingAddress: billingAddress,
  OrderSubtotal: '฿288.00',
  OrderSubtotalValue: 288,
  OrderTotalDiscount: '฿20.00',
  OrderTotalDiscountValue: 20,
  RedeemedRewardPoints: 8,
  RedeemedRewardPointsAmount: '฿8.00',
  RedeemedRewardPointsAmountValue: 8,
  OrderTotal: '฿260.00',
  OrderTotalValue: 260,
  Items: [
    orderItem(76, 'ทวิภพ', 199, !unpaid),
    orderItem(322, 'The Tale of Benjamin Bunny', 89, !unpaid),
  ],
  OrderNotes: [{ Id: 1, Note: 'สั่งซื้อแล้ว รอชำระเงิน', CreatedOn: '2026-11-23T00:54:25Z' }],
})

export const downloadLink = (fileName: string) => ({
  HasUserAgreement: false,
  UserAgreementText: null,
  OrderItemId: null,
  Redirect: false,
  DownloadUrl: 'http://127.0.0.1:8080/api/downloads/signed-token-1',
  ExpiresAt: '2026-11-23T01:00:00Z',
  FileName: fileName,
  FileFormat: 'EPUB',
  FileSizeBytes: 3071,
  CustomProperties: {},
})

export const libraryBook = (
  id: number,
  name: string,
  { sample = false, shelves = [] as number[], progress = null as number | null } = {},
) => ({
  ProductId: id,
  Name: name,
  SeName: `book-${id}`,
  Authors: [{ Id: 1, Name: 'ทมยันตี' }],
  Picture: picture(id, name),
  IsSample: sample,
  AddedOn: '2026-11-23T00:54:25Z',
  PurchasedOn: sample ? null : '2026-11-23T00:54:25Z',
  OrderItemGuid: sample ? null : itemGuid(id),
  FileFormat: 'EPUB',
  ShelfIds: shelves,
  ReadingProgress: progress,
})

export const shelf = (id: number, name: string, count = 0) => ({
  Id: id,
  Name: name,
  BookCount: count,
  CoverPictures: [],
  CreatedOn: '2026-11-23T00:54:25Z',
})

export const booksPage = (books: unknown[], { page = 1, totalPages = 1 } = {}) => ({
  Books: books,
  PageNumber: page,
  PageSize: 24,
  TotalItems: books.length,
  TotalPages: totalPages,
  HasPreviousPage: page > 1,
  HasNextPage: page < totalPages,
})
