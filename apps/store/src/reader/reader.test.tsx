import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fakeBook, ok, refused, signIn } from '../book/test-fixtures'
import { fakeServer, renderStore, type Call } from '../test/harness'
import { keepPlace, keptPlace } from './positions'
import type { ReadingPosition } from './queries'
import { fixtureChapterTitle, makeFixtureEpub } from './testing/epub-fixture'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})

const book = fakeBook({ Id: 7, Name: 'หนังสือทดสอบ', HasSampleDownload: true })

/** A position saved on another device, as the server answers it. */
const otherDevice = (chapter: number, progression: number): ReadingPosition => ({
  ProductId: 7,
  Edition: 'sample',
  DeviceId: 'another-device',
  DeviceName: 'Firefox · Android',
  Locator: {
    Href: `OEBPS/chapter-${chapter}.xhtml`,
    Cfi: `epubcfi(/6/${chapter * 2}!/4/2/2/1:0)`,
    Progression: 0,
    TotalProgression: progression,
    ChapterTitle: fixtureChapterTitle(chapter, 'th'),
  },
  UpdatedOnUtc: '2026-11-20T13:05:11Z',
})

/**
 * Opens the reader at `path` with a fake server: the book's details, its file (a Thai fixture
 * EPUB, or `file`), saved places (answered once `placesHeld` settles) and annotations; `answer`
 * comes first.
 */
async function openReader(
  path: string,
  {
    file = new Blob([makeFixtureEpub({ language: 'th', chapters: 3 }) as BlobPart]),
    positions = [] as ReadingPosition[],
    placesHeld = Promise.resolve(),
    answer = (_call: Call) => undefined as ReturnType<typeof ok> | undefined,
  } = {},
) {
  const server = fakeServer((call) => {
    const given = answer(call)
    if (given) return given
    if (call.path === '/api/v2/product/productdetails/7') return ok(book)
    if (call.path === '/api/v2/reader/7/position')
      return call.method === 'PUT' ? ok(otherDevice(1, 0)) : ok(positions)
    if (call.path === '/api/v2/reader/7/annotations') return ok([])
    return undefined
  })
  // The book's file is bytes, not the fake server's JSON.
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // (A Request is not copied: copying one with a body would use the body up.)
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET')
    if (url.pathname === '/api/v2/reader/7/position' && method === 'GET') await placesHeld
    if (/^\/api\/v2\/reader\/7\/(sample|book)$/.test(url.pathname)) {
      const refusedAnswer = answer({
        method: 'GET',
        path: url.pathname,
        search: url.search,
        headers: new Headers(init?.headers),
        body: undefined,
      })
      if (!refusedAnswer) {
        server.calls.push({
          method: 'GET',
          path: url.pathname,
          search: '',
          headers: new Headers(),
          body: undefined,
        })
        return new Response(file, { headers: { 'Content-Type': 'application/epub+zip' } })
      }
    }
    return server.fetch(input, init)
  }
  const rendered = await renderStore(path, { server: { ...server, fetch } })
  stops.push(rendered.stop)
  return { ...rendered, server }
}

const slider = () => page.getByRole('slider', { name: 'ตำแหน่งในเล่ม' })

describe('the reader', () => {
  it('opens a sample for a guest, turns pages with the keys and keeps the place on page hide', async () => {
    const { server } = await openReader('/read/7?edition=sample')
    await expect.element(page.getByRole('heading', { name: 'ตัวอย่าง หนังสือทดสอบ' })).toBeVisible()
    await expect.element(slider()).toBeEnabled()
    await expect
      .element(slider())
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/^บทที่ 1, \d+ %$/))
    const start = (slider().element() as HTMLInputElement).value

    await userEvent.keyboard('{ArrowRight}')
    await expect.poll(() => (slider().element() as HTMLInputElement).value).not.toBe(start)
    await userEvent.keyboard('{PageUp}')
    await expect.poll(() => (slider().element() as HTMLInputElement).value).toBe(start)
    await userEvent.keyboard('{PageDown}')
    await expect.poll(() => (slider().element() as HTMLInputElement).value).not.toBe(start)

    // The place is saved when the page is hidden, for this device and edition.
    dispatchEvent(new PageTransitionEvent('pagehide'))
    await expect
      .poll(() => server.calls.find((call) => call.method === 'PUT'))
      .toMatchObject({
        path: '/api/v2/reader/7/position',
        body: {
          Data: {
            Edition: 'sample',
            DeviceName: expect.stringMatching(/Chrome/),
            Locator: { ChapterTitle: 'บทที่ 1', Href: 'OEBPS/chapter-1.xhtml' },
          },
        },
      })
    // The device keeps the place too, where the server was told the book was left.
    const saved = server.calls.find((call) => call.method === 'PUT')!.body as {
      Data: { Locator: { Cfi: string } }
    }
    expect(keptPlace(7, 'sample')?.Locator.Cfi).toBe(saved.Data.Locator.Cfi)
    // The book's language is on its pages.
    expect(document.querySelector('[data-reader] main > div[lang]')?.getAttribute('lang')).toBe(
      'th',
    )
  })

  it('opens at the place this device keeps without waiting for the server’s places', async () => {
    keepPlace(7, 'sample', otherDevice(2, 0.4).Locator)
    let answerPlaces = () => {}
    const { server } = await openReader('/read/7?edition=sample', {
      positions: [otherDevice(3, 0.7)],
      placesHeld: new Promise((done) => (answerPlaces = done)),
    })
    await expect
      .element(slider())
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/^บทที่ 2, /))
    expect(
      server.calls.some(
        (call) => call.method === 'GET' && call.path === '/api/v2/reader/7/position',
      ),
    ).toBe(false)
    // The other device's further place is offered once the server answers.
    answerPlaces()
    await expect.element(page.getByRole('heading', { name: /^อ่านต่อจาก บทที่ 3 70 %/ })).toBeVisible()
    expect(slider().element().getAttribute('aria-valuetext')).toMatch(/^บทที่ 2, /)
  })

  it('goes to the server’s place for this device when the device keeps none', async () => {
    localStorage.setItem('deviceId', 'this-device')
    await openReader('/read/7?edition=sample', {
      positions: [{ ...otherDevice(3, 0.7), DeviceId: 'this-device' }],
    })
    await expect
      .element(slider())
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/^บทที่ 3, /))
    expect(page.getByRole('heading', { name: /^อ่านต่อจาก/ }).query()).toBeNull()
  })

  it('takes sepia and larger text from the settings, and keeps them', async () => {
    await openReader('/read/7?edition=sample')
    await expect.element(slider()).toBeEnabled()
    await page.getByRole('button', { name: 'ตั้งค่าการอ่าน' }).click()
    await page.getByRole('radio', { name: 'ซีเปีย' }).click()
    await page.getByRole('button', { name: 'ตัวอักษรใหญ่ขึ้น' }).click()
    await expect.element(page.getByText('110 %')).toBeVisible()
    expect(document.querySelector('[data-reader-theme]')?.getAttribute('data-reader-theme')).toBe(
      'sepia',
    )
    expect(JSON.parse(localStorage.getItem('reader-settings')!)).toMatchObject({
      colours: 'sepia',
      fontSize: 110,
    })
  })

  it('offers the further place read on another device, and goes there', async () => {
    await openReader('/read/7?edition=sample', { positions: [otherDevice(3, 0.7)] })
    const offer = page.getByRole('heading', {
      name: 'อ่านต่อจาก บทที่ 3 70 % ที่อ่านไว้บนอุปกรณ์อื่นไหม',
    })
    await expect.element(offer).toBeVisible()
    await page.getByRole('button', { name: 'ไปอ่านต่อ' }).click()
    await expect
      .element(slider())
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/^บทที่ 3, /))
    await expect.element(offer).not.toBeInTheDocument()
  })

  it('offers a guest the sample instead of the whole book, without asking for it', async () => {
    const { server } = await openReader('/read/7')
    await expect
      .element(page.getByRole('heading', { name: 'เข้าสู่ระบบเพื่ออ่านหนังสือเล่มนี้' }))
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'อ่านตัวอย่าง' }))
      .toHaveAttribute('href', '/read/7?edition=sample')
    expect(server.calls.some((call) => call.path === '/api/v2/reader/7/book')).toBe(false)
  })

  it('tells a customer who does not own the book so, in English', async () => {
    signIn()
    await openReader('/en/read/7', {
      answer: (call) =>
        call.path === '/api/v2/reader/7/book'
          ? refused(403, 'You do not own this e-book.')
          : undefined,
    })
    await expect
      .element(page.getByRole('heading', { name: 'This book is not on your bookshelf' }))
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Read the sample' }))
      .toHaveAttribute('href', '/en/read/7?edition=sample')
  })

  it('shows the error with the way back for a damaged file', async () => {
    await openReader('/read/7?edition=sample', {
      file: new Blob(['PK\u0003\u0004 this is not a book']),
    })
    await expect.element(page.getByRole('heading', { name: 'เปิดหนังสือเล่มนี้ไม่ได้' })).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'กลับไปที่หน้าหนังสือ' }).last())
      .toHaveAttribute('href', '/book-detail/7')
  })
})
