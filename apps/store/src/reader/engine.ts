/**
 * The reader's EPUB engine: foliate-js's `<foliate-view>` (its EPUB loader, paginator, CFIs,
 * search and overlays) behind the few operations the reader's page uses. foliate-js is imported
 * here only, by the reader's own part (src/routes/{-$locale}/read/$bookId.tsx), which only the
 * browser loads: the page's HTML preloads its code. The book is given as a Blob the page fetched
 * with the customer's token: frames and sub-resource loads cannot send the token, so no book
 * address is ever handed to the engine.
 */
import { EPUB } from 'foliate-js/epub.js'
import { Overlayer } from 'foliate-js/overlayer.js'
import 'foliate-js/view.js'
import type { RelocateDetail, Renderer, TocItem, View } from 'foliate-js/view.js'
import { bookStylesheet, pageColours, type BookLook } from './book-styles'
import { openArchive } from './epub-archive'

// The view imports the paginator (a reflowable book's) itself when a book opens: it is asked for
// as soon as this part runs, so that the opening does not wait for it.
void import('foliate-js/paginator.js')

export type { TocItem }

/** Where the reader is in the book. */
export type ReaderLocation = {
  /** EPUB CFI of the first visible text. */
  cfi: string
  /** Progress through the whole book, 0..1. */
  totalProgression: number
  /** Progress through the current section (spine item), 0..1. */
  progression: number
  /** The section's file in the EPUB (its spine item's address). */
  sectionHref: string
  /** The title of the table of contents' entry being read. */
  chapterTitle: string | null
  /** On the book's last page. */
  atEnd: boolean
}

/** A highlight drawn on the book's pages. */
export type DrawnHighlight = { cfi: string; color: string }

/** Text the reader selected, with where it is. */
export type Selection = { cfi: string; text: string; chapterTitle: string | null }

export type SearchResult = {
  cfi: string
  chapter: string
  pre: string
  match: string
  post: string
}

export type BookEvents = {
  relocate: (location: ReaderLocation) => void
  /** A key pressed while the book's page had focus (the page's shortcuts apply there too). */
  key: (event: KeyboardEvent) => void
  selection: (selection: Selection | null) => void
  /** A highlight on the page was clicked. */
  highlight: (cfi: string) => void
}

export type OpenedBook = {
  title: string
  language: string
  toc: TocItem[]
  /** Whether the book reads right to left (the arrow keys follow it). */
  rtl: boolean
  next(): Promise<void>
  prev(): Promise<void>
  /** Turns the page towards the left or the right of the screen. */
  goLeft(): Promise<void>
  goRight(): Promise<void>
  /** Goes to a table of contents' address or a CFI. */
  goTo(target: string): Promise<void>
  goToFraction(fraction: number): Promise<void>
  setFlow(flow: 'paginated' | 'scrolled'): void
  setLook(look: Omit<BookLook, 'language'>): void
  search(query: string, signal: AbortSignal): Promise<SearchResult[]>
  clearSearch(): void
  setHighlights(highlights: DrawnHighlight[]): void
  clearSelection(): void
  /** Whether a place (a CFI) is on the page shown. */
  onPage(cfi: string): boolean
  /** The start of the text shown, for a bookmark's label. */
  pageText(): string
  /** Puts keyboard focus on the book's page (its frame). */
  focus(): void
  location(): ReaderLocation | null
  destroy(): void
}

const labelOf = (value: string | Record<string, string> | undefined) =>
  typeof value === 'string' ? value : value ? (Object.values(value)[0] ?? '') : ''

const samePlace = (a: ReaderLocation, b: ReaderLocation) =>
  a.cfi === b.cfi &&
  a.progression === b.progression &&
  a.totalProgression === b.totalProgression &&
  a.sectionHref === b.sectionHref &&
  a.chapterTitle === b.chapterTitle &&
  a.atEnd === b.atEnd

/** Search results kept at most: a common word in a long book would list thousands. */
const MAX_RESULTS = 200

/**
 * Makes the paginator skip the layouts it is asked for while its section's document is not there
 * yet: the new section's frame still on its first, empty document (`about:blank`), or the section
 * still being parsed. Its size observer and flow changes lay the section out again at any time;
 * one on the empty document reports a place on a page without text, and one during parsing finds
 * no `<body>` yet and throws inside foliate. Skipping is safe: the section's load lays it out at
 * the size of that moment.
 */
export function skipLayoutWhileLoading(renderer: Pick<Renderer, 'render' | 'getContents'>) {
  const render = renderer.render.bind(renderer)
  renderer.render = () => {
    const [contents] = renderer.getContents()
    const doc = contents?.doc
    if (contents && (doc?.readyState !== 'complete' || doc.URL === 'about:blank')) return
    render()
  }
}

/**
 * Opens `file` (an EPUB) in `host`, at `start` (a CFI) or the beginning; rejects when the file
 * is not a readable EPUB.
 */
export async function openBook(
  host: HTMLElement,
  file: Blob,
  options: {
    look: Omit<BookLook, 'language'>
    flow: 'paginated' | 'scrolled'
    /** Where to open: a CFI, or null for the beginning. */
    start?: string | null
    /** The frame's accessible name. */
    label: string
    on: BookEvents
  },
): Promise<OpenedBook> {
  const archive = await openArchive(file)
  const view = document.createElement('foliate-view') as View
  view.style.display = 'block'
  view.style.height = '100%'
  host.replaceChildren(view)
  try {
    // The parsed book, not the file: the view would read it with zip.js.
    await view.open(await new EPUB(archive).init())
  } catch (error) {
    view.remove()
    throw error
  }
  const { book, renderer } = view
  if (!book.sections.length) {
    view.remove()
    throw new Error('The book has no sections')
  }
  const language = [book.metadata?.language].flat()[0] ?? ''
  let look: BookLook = { ...options.look, language }
  const highlights = new Map<string, string>()
  let current: ReaderLocation | null = null

  skipLayoutWhileLoading(renderer)
  const sectionFractions = view.getSectionFractions()
  renderer.setAttribute('max-inline-size', '720px')
  renderer.setAttribute('margin', '32px')
  renderer.setAttribute('gap', '6%')
  renderer.setAttribute('flow', options.flow)
  renderer.setStyles(bookStylesheet(look))

  // The renderer's own event carries the position within the section; the view has set its
  // `lastLocation` (the whole book's progress, the chapter, the CFI) just before.
  renderer.addEventListener('relocate', (event) => {
    const detail = (event as CustomEvent<{ fraction: number }>).detail
    const last = view.lastLocation as RelocateDetail | null
    if (!last) return
    // The view's own fraction is that of the page's end; the reader shows where the page starts
    // (the book's last page is the whole book).
    const section = last.section.current
    const sectionStart = sectionFractions[section] ?? 0
    const sectionEnd = sectionFractions[section + 1] ?? 1
    const progression = Math.min(1, Math.max(0, detail.fraction ?? 0))
    const atEnd = renderer.atEnd
    const place: ReaderLocation = {
      cfi: last.cfi,
      totalProgression: atEnd
        ? 1
        : Math.min(1, Math.max(0, sectionStart + progression * (sectionEnd - sectionStart))),
      progression,
      sectionHref: String(book.sections[last.section.current]?.id ?? ''),
      chapterTitle: last.tocItem?.label?.trim() || null,
      atEnd,
    }
    // foliate reports the place again each time it measures the section anew (its size
    // observer, the fonts' load) without a move: only a changed place is passed on.
    if (current && samePlace(current, place)) return
    current = place
    options.on.relocate(place)
  })

  view.addEventListener('load', (event) => {
    const { doc, index } = (event as CustomEvent<{ doc: Document; index: number }>).detail
    const frame = doc.defaultView?.frameElement
    if (frame) {
      frame.setAttribute('title', options.label)
      // The frame's own colour, so no white flashes between sections in the dark theme.
      ;(frame as HTMLElement).style.background = pageColours[look.theme].background
    }
    doc.addEventListener('keydown', (key) => options.on.key(key))
    const reportSelection = () => {
      const selection = doc.getSelection()
      if (!selection || selection.isCollapsed || !selection.rangeCount) {
        options.on.selection(null)
        return
      }
      const range = selection.getRangeAt(0)
      const text = range.toString().trim()
      if (!text) return options.on.selection(null)
      options.on.selection({
        cfi: view.getCFI(index, range),
        text,
        chapterTitle: current?.chapterTitle ?? null,
      })
    }
    doc.addEventListener('pointerup', () => setTimeout(reportSelection))
    doc.addEventListener('keyup', (key) => key.shiftKey && reportSelection())
  })

  // Highlights are drawn per section, when its overlay is made.
  view.addEventListener('create-overlay', () => {
    for (const cfi of highlights.keys()) void view.addAnnotation({ value: cfi })
  })
  view.addEventListener('draw-annotation', (event) => {
    const { draw, annotation } = (
      event as CustomEvent<{
        draw: (fn: unknown, options: unknown) => void
        annotation: { value: string }
      }>
    ).detail
    draw(Overlayer.highlight, { color: highlights.get(annotation.value) ?? 'yellow' })
  })
  view.addEventListener('show-annotation', (event) => {
    options.on.highlight((event as CustomEvent<{ value: string }>).detail.value)
  })

  // (A place that no longer resolves, in another edition of the file, opens the beginning.)
  await view.init({ lastLocation: options.start ?? null })

  // foliate ignores a turn asked for while the last one settles (a tenth of a second): turns are
  // queued instead, so no key press is lost, and at most two wait (a held key does not run on).
  let turning = Promise.resolve()
  let waiting = 0
  const turn = (go: () => Promise<void>) => {
    if (waiting >= 2) return turning
    waiting++
    turning = turning
      .then(() => {
        waiting--
        return go()
      })
      // A turn that failed (a section that would not load) leaves the queue working.
      .catch(() => undefined)
    return turning
  }

  const rtl = book.dir === 'rtl'
  return {
    title: labelOf(book.metadata?.title),
    language,
    toc: book.toc ?? [],
    rtl,
    next: () => turn(() => view.next()),
    prev: () => turn(() => view.prev()),
    goLeft: () => turn(() => view.goLeft()),
    goRight: () => turn(() => view.goRight()),
    goTo: async (target) => {
      await view.goTo(target)
    },
    goToFraction: (fraction) => view.goToFraction(fraction),
    // (Setting the attribute lays the section out again, even to the same value.)
    setFlow: (flow) => {
      if (renderer.getAttribute('flow') !== flow) renderer.setAttribute('flow', flow)
    },
    setLook: (next) => {
      // (New styles make foliate lay the section out again: only for a change.)
      if (
        next.theme === look.theme &&
        next.fontSize === look.fontSize &&
        next.lineHeight === look.lineHeight
      )
        return
      look = { ...next, language }
      renderer.setStyles(bookStylesheet(look))
      for (const { doc } of renderer.getContents()) {
        const frame = doc?.defaultView?.frameElement as HTMLElement | null | undefined
        if (frame) frame.style.background = pageColours[look.theme].background
      }
    },
    search: async (query, signal) => {
      const results: SearchResult[] = []
      for await (const found of view.search({ query })) {
        if (signal.aborted) break
        if (found === 'done' || !('subitems' in found)) continue
        for (const { cfi, excerpt } of found.subitems)
          results.push({ cfi, chapter: found.label, ...excerpt })
        if (results.length >= MAX_RESULTS) break
      }
      return results.slice(0, MAX_RESULTS)
    },
    clearSearch: () => view.clearSearch(),
    setHighlights: (list) => {
      const wanted = new Map(list.map((item) => [item.cfi, item.color]))
      for (const cfi of highlights.keys())
        if (!wanted.has(cfi)) void view.deleteAnnotation({ value: cfi })
      for (const [cfi, color] of wanted) {
        const changed = highlights.get(cfi) !== color
        highlights.set(cfi, color)
        if (changed) void view.addAnnotation({ value: cfi })
      }
      for (const cfi of [...highlights.keys()]) if (!wanted.has(cfi)) highlights.delete(cfi)
    },
    clearSelection: () => {
      for (const { doc } of renderer.getContents()) doc?.getSelection()?.removeAllRanges()
    },
    onPage: (cfi) => {
      const visible = view.lastLocation?.range
      const resolved = view.resolveNavigation(cfi)
      const [contents] = renderer.getContents()
      const doc = contents?.doc
      if (!visible || !resolved || !doc || resolved.index !== contents.index) return false
      const target = resolved.anchor?.(doc)
      if (!target) return false
      const [node, offset] =
        target instanceof doc.defaultView!.Range
          ? [target.startContainer, target.startOffset]
          : [target as Node, 0]
      try {
        return visible.comparePoint(node, offset) === 0
      } catch {
        return false
      }
    },
    pageText: () =>
      (view.lastLocation?.range?.toString() ?? '').replace(/\s+/g, ' ').trim().slice(0, 120),
    focus: () => {
      const [contents] = renderer.getContents()
      contents?.doc?.defaultView?.focus()
    },
    location: () => current,
    destroy: () => {
      view.remove()
      // foliate's renderer finishes a style change in the next frame and fails once closed: close
      // it after that frame.
      requestAnimationFrame(() => requestAnimationFrame(() => view.close()))
    },
  }
}
