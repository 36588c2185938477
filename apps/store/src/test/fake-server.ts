// A fake of the store's API for tests, in the browser (harness.tsx) and in Node (the server
// entry's tests): no DOM needed.
/** One call the fake server answered. */
export type Call = { method: string; path: string; search: string; headers: Headers; body: unknown }
type Answer = { status?: number; body: unknown }
type Handler = (call: Call) => Answer | undefined

const book = (id: number, name: string) => ({
  id,
  name,
  seName: `book-${id}`,
  authors: ['ผู้แต่ง ทดสอบ'],
  imageUrl: `/media/covers/${id}.png`,
  price: '฿100.00',
  priceValue: 100,
  oldPrice: null,
  oldPriceValue: null,
  discountPercent: null,
  ratingAverage: 0,
  reviewCount: 0,
  markAsNew: false,
  fileFormat: 'EPUB',
})

/** What the fake server answers when a test does not say otherwise: an empty but valid store. */
const defaults: Record<string, unknown> = {
  'POST /api/appstart': { Data: { DeviceTypeId: 20 }, ErrorList: [] },
  'GET /api/v2/slider/home-slider': { Data: { IsEnabled: true, Sliders: [] }, ErrorList: [] },
  'GET /api/v2/home/categorytree': { Data: [], ErrorList: [] },
  'GET /api/v2/home/homepagecategorieswithproducts': { Data: [], ErrorList: [] },
  'GET /api/v2/shoppingcart/cart': { Data: { Items: [] }, ErrorList: [] },
  ...Object.fromEntries(
    [
      ['home', 'top'],
      ['basket', 'top'],
      ['payment', 'top'],
    ].map(([contentKey, widgetZone]) => [
      `GET /api/v2/common/dynamic-content/${contentKey}/${widgetZone}`,
      { Data: { ContentKey: contentKey, WidgetZone: widgetZone, Blocks: [] }, ErrorList: [] },
    ]),
  ),
  'GET /content-api/v1/home/new-release': { data: [book(1, 'หนังสือใหม่ทดสอบ')], message: null },
  'GET /content-api/v1/home/best-seller': { data: [book(2, 'หนังสือขายดีทดสอบ')], message: null },
  'GET /content-api/v1/home/recent-view': { data: [book(3, 'เล่มที่เคยดู')], message: null },
}

/**
 * A fake of the server's fetch: records every call and answers from `handler`, else from the
 * defaults above, else 404.
 */
export function fakeServer(handler: Handler = () => undefined) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const text = request.method === 'GET' ? '' : await request.text()
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    }
    calls.push(call)
    const key = `${call.method} ${call.path}`
    const answer =
      handler(call) ??
      (key in defaults
        ? { body: defaults[key] }
        : { status: 404, body: { ErrorList: ['Not Found'] } })
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      statusText:
        answer.status === 500
          ? 'Internal Server Error'
          : answer.status === 401
            ? 'Unauthorized'
            : '',
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}
