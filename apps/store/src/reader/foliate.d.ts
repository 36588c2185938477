// Types of the parts of foliate-js (plain ES modules without types) that the reader uses.

declare module 'foliate-js/view.js' {
  export type TocItem = { label: string; href: string; id?: number; subitems?: TocItem[] }

  export type FoliateBook = {
    toc?: TocItem[]
    dir?: string
    metadata?: { title?: string | Record<string, string>; language?: string | string[] }
    sections: { id?: unknown; linear?: string; size: number }[]
  }

  export type RelocateDetail = {
    /** The reading progress through the whole book, 0..1. */
    fraction: number
    section: { current: number; total: number }
    tocItem?: TocItem | null
    cfi: string
    range: Range
  }

  export type SearchMatch = { cfi: string; excerpt: { pre: string; match: string; post: string } }
  export type SearchYield =
    'done' | { progress: number } | { label: string; subitems: SearchMatch[] }

  export type Renderer = HTMLElement & {
    atEnd: boolean
    atStart: boolean
    setStyles(css: string | [string, string]): void
    /** Document of each section shown; null once its frame has left the page. */
    getContents(): { index: number; doc: Document | null }[]
    /** Lays the shown section out again at the current size. */
    render(): void
    next(): Promise<void>
    prev(): Promise<void>
  }

  export class View extends HTMLElement {
    book: FoliateBook
    renderer: Renderer
    lastLocation: RelocateDetail | null
    open(book: Blob | File | FoliateBook): Promise<void>
    close(): void
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>
    goTo(target: string | number): Promise<unknown>
    goToFraction(fraction: number): Promise<void>
    next(): Promise<void>
    prev(): Promise<void>
    goLeft(): Promise<void>
    goRight(): Promise<void>
    getCFI(index: number, range: Range): string
    /** Where each section starts in the whole book, 0..1, and 1 at the end. */
    getSectionFractions(): number[]
    addAnnotation(annotation: { value: string }, remove?: boolean): Promise<unknown>
    deleteAnnotation(annotation: { value: string }): Promise<unknown>
    search(options: { query: string }): AsyncGenerator<SearchYield>
    clearSearch(): void
    getTOCItemOf(target: string): Promise<TocItem | undefined>
    resolveNavigation(
      target: string,
    ): { index: number; anchor?: (doc: Document) => Range | Element | null } | undefined
  }
}

declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    static highlight(rects: unknown, options?: { color?: string }): SVGElement
  }
}

declare module 'foliate-js/epub.js' {
  import type { FoliateBook } from 'foliate-js/view.js'
  import type { EpubArchive } from './epub-archive'

  export class EPUB {
    constructor(archive: EpubArchive)
    init(): Promise<FoliateBook>
  }
}

// Asked for ahead (engine.ts): the view imports it itself when a book opens.
declare module 'foliate-js/paginator.js'
