import { afterEach, describe, expect, it, vi } from 'vitest'
import { openBook, skipLayoutWhileLoading, type OpenedBook, type ReaderLocation } from './engine'
import { fixtureChapterTitle, fixtureEpubBlob } from './testing/epub-fixture'

const look = { theme: 'light' as const, fontSize: 100, lineHeight: 1.5 }
let opened: OpenedBook | undefined
let host: HTMLElement

afterEach(() => {
  opened?.destroy()
  opened = undefined
  host?.remove()
})

/** Opens a fixture book in a 800×600 box; resolves with the book and its latest location. */
async function open(options: Parameters<typeof fixtureEpubBlob>[0] = {}, start?: string) {
  host = document.createElement('div')
  host.style.cssText = 'width:800px;height:600px'
  document.body.append(host)
  const places: ReaderLocation[] = []
  const on = {
    relocate: vi.fn((place: ReaderLocation) => void places.push(place)),
    key: vi.fn(),
    selection: vi.fn(),
    highlight: vi.fn(),
  }
  opened = await openBook(host, fixtureEpubBlob(options), {
    look,
    flow: 'paginated',
    start,
    label: 'Book',
    on,
  })
  return { book: opened, places, on }
}

describe('the EPUB engine', () => {
  it('opens a book at its beginning with its table of contents and language', async () => {
    const { book, places } = await open({ chapters: 4 })
    expect(book.title).toBe('A Test Book')
    expect(book.language).toBe('en')
    expect(book.toc.map((item) => item.label)).toEqual(
      [1, 2, 3, 4].map((n) => fixtureChapterTitle(n)),
    )
    await vi.waitFor(() => expect(places.length).toBeGreaterThan(0))
    expect(places.at(-1)).toMatchObject({ chapterTitle: 'Chapter 1', atEnd: false })
    expect(places.at(-1)!.totalProgression).toBeLessThan(0.1)
  })

  it('turns pages forward and back, and moves through the book', async () => {
    const { book, places } = await open({ chapters: 3, paragraphs: 30 })
    await vi.waitFor(() => expect(places.length).toBeGreaterThan(0))
    const first = places.at(-1)!
    await book.next()
    await vi.waitFor(() => expect(places.at(-1)!.cfi).not.toBe(first.cfi))
    expect(places.at(-1)!.totalProgression).toBeGreaterThan(first.totalProgression)
    await book.prev()
    await vi.waitFor(() => expect(places.at(-1)!.cfi).toBe(first.cfi))
  })

  it('goes to a chapter of the table of contents and reopens at a saved place', async () => {
    const { book, places } = await open({ chapters: 4 })
    await book.goTo(book.toc[2]!.href)
    await vi.waitFor(() => expect(places.at(-1)!.chapterTitle).toBe('Chapter 3'))
    const saved = places.at(-1)!.cfi
    book.destroy()
    host.remove()
    const again = await open({ chapters: 4 }, saved)
    await vi.waitFor(() => expect(again.places.at(-1)!.chapterTitle).toBe('Chapter 3'))
  })

  it('reports a place once, and restyles the book only for a new look', async () => {
    const { book, places } = await open({ chapters: 2, paragraphs: 30 })
    await vi.waitFor(() => expect(places.length).toBeGreaterThan(0))
    const view = host.querySelector('foliate-view') as HTMLElement & {
      renderer: { getContents(): { doc: Document }[] }
    }
    const doc = view.renderer.getContents()[0]!.doc
    // foliate measures the section again once its fonts are there and its size is observed,
    // without a move: the place is not reported again.
    await doc.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    expect(places).toHaveLength(1)

    const restyled = vi.fn()
    new MutationObserver(restyled).observe(doc.head, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    book.setLook({ ...look })
    await Promise.resolve()
    expect(restyled).not.toHaveBeenCalled()
    book.setLook({ ...look, fontSize: 150 })
    await vi.waitFor(() => expect(restyled).toHaveBeenCalled())
    expect(getComputedStyle(doc.documentElement).fontSize).toBe('24px')
  })

  it('reaches the end of the book', async () => {
    const { book, places } = await open({ chapters: 2, paragraphs: 2 })
    await book.goTo(book.toc[1]!.href)
    for (let turn = 0; turn < 10 && !places.at(-1)?.atEnd; turn++) await book.next()
    expect(places.at(-1)).toMatchObject({ atEnd: true })
    expect(places.at(-1)!.totalProgression).toBeGreaterThan(0.95)
  })

  it('finds words in the whole book', async () => {
    const { book } = await open({ chapters: 3 })
    const results = await book.search('lanterns', new AbortController().signal)
    expect(results.length).toBeGreaterThan(3)
    expect(results[0]).toMatchObject({ match: 'lanterns', chapter: 'Chapter 1' })
    expect(new Set(results.map((result) => result.chapter))).toEqual(
      new Set(['Chapter 1', 'Chapter 2', 'Chapter 3']),
    )
  })

  it('finds Thai words, which have no spaces between them', async () => {
    const { book } = await open({ language: 'th', chapters: 2 })
    expect(book.language).toBe('th')
    const results = await book.search('โคมไฟ', new AbortController().signal)
    expect(results.length).toBeGreaterThan(0)
    expect(results[0]!.chapter).toBe(fixtureChapterTitle(1, 'th'))
  })

  it('refuses a file that is not an EPUB', async () => {
    host = document.createElement('div')
    document.body.append(host)
    const on = { relocate: vi.fn(), key: vi.fn(), selection: vi.fn(), highlight: vi.fn() }
    await expect(
      openBook(host, new Blob(['PK\u0003\u0004 not really a zip']), {
        look,
        flow: 'paginated',
        label: 'Book',
        on,
      }),
    ).rejects.toThrow()
    await expect(
      openBook(host, new Blob([]), { look, flow: 'paginated', label: 'Book', on }),
    ).rejects.toThrow()
  })

  it('skips laying out a section whose document is not there yet, and lays out a loaded one', () => {
    const render = vi.fn()
    const parsing = document.implementation.createHTMLDocument()
    // A new frame's first document: empty, complete, at about:blank.
    const empty = document.implementation.createHTMLDocument()
    let shown: { index: number; doc: Document | null }[] = []
    const renderer = { render, getContents: () => shown }
    skipLayoutWhileLoading(renderer)

    shown = [{ index: 0, doc: document }]
    renderer.render()
    expect(render).toHaveBeenCalledTimes(1)
    vi.spyOn(parsing, 'readyState', 'get').mockReturnValue('loading')
    shown = [{ index: 1, doc: parsing }]
    renderer.render()
    expect(empty.URL).toBe('about:blank')
    shown = [{ index: 1, doc: empty }]
    renderer.render()
    shown = [{ index: 1, doc: null }]
    renderer.render()
    expect(render).toHaveBeenCalledTimes(1)
    shown = []
    renderer.render()
    expect(render).toHaveBeenCalledTimes(2)
  })
})
