/**
 * What the first pages of most visits show from their HTML alone, while the app's script is on
 * its way (a second or more on a phone network): the home page's first banner, a book page's
 * cover and title, a search's form and first results. The server puts the page's data into these
 * (apps/server/src/http/page-shells.ts) and the result into index.html's `<!--page-shell-->`,
 * under the header index.html paints; the app takes their place once its first page has rendered
 * (src/app/shell.ts), so nothing shows twice and nothing blinks to a skeleton in between.
 *
 * Each is the same markup, with the same classes, as the part of the page it stands for
 * (HomeSlider, BookDetailPage with BookCover, SearchPage with ListingBody and BookCard), so the
 * pictures are where and as large as the app then shows them: page-shells.test.tsx compares them
 * on screen. Links and the search form work as plain HTML. The texts are the store's own
 * (src/i18n/areas). The build writes these to `.vite/page-shells.json` (vite.config.ts).
 *
 * `{{name}}` is a value the server fills, escaped for HTML; `{{{name}}}`, markup it made itself
 * (from `searchCard` and `searchSort`, or ` selected`).
 */
import * as listing from '../i18n/areas/listing.ts'
import * as searchPages from '../i18n/areas/search_pages.ts'

type Locale = 'th' | 'en'

/** Text made safe for HTML (a text's own `{{params}}` stay for the server to fill). */
const html = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`)

/** The kit's text input and primary button (Input, Button), at their default size. */
const inputClass =
  'w-full min-w-0 rounded-md border border-input text-foreground shadow-xs outline-none placeholder:text-muted-foreground bg-background h-10 px-3 text-base sm:text-sm'
const buttonClass =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium bg-primary text-primary-foreground hover:bg-primary/90 h-10 px-4 text-sm'
const selectClass =
  'w-full min-w-0 rounded-md border border-input text-foreground shadow-xs outline-none cursor-pointer appearance-none bg-background h-8 px-2.5 text-sm'

function shellsIn(locale: Locale) {
  const prefix = locale === 'en' ? '/en' : ''
  const search = searchPages[locale].search_page
  const listed = listing[locale].listing
  return {
    /** The home page: its first banner (`{{phone}}`, the banner's phone picture, or the banner). */
    home: [
      '<div class="flex flex-col gap-10"><section>',
      '<ul class="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-lg [scrollbar-width:thin]">',
      '<li class="w-[92%] shrink-0 snap-start md:w-full"><picture>',
      '<source media="(max-width: 767px)" srcset="{{phone}}">',
      '<img src="{{image}}" alt="{{alt}}" width="1200" height="400" fetchpriority="high"',
      ' class="aspect-[3/1] h-auto w-full rounded-lg bg-muted object-cover">',
      '</picture></li></ul></section></div>',
    ].join(''),
    /**
     * A book page: the cover and the title, below a line where the app puts the breadcrumb. The
     * cover is the page's picture; the title, right after it, names it.
     */
    book: [
      '<div class="flex flex-col gap-6"><div class="h-5"></div>',
      '<div class="grid gap-6 md:grid-cols-[minmax(0,16rem)_1fr] md:gap-10 lg:grid-cols-[19rem_1fr]">',
      '<div class="relative mx-auto w-52 self-start sm:w-60 md:w-full">',
      '<img src="{{cover}}" alt="" width="357" height="510" fetchpriority="high"',
      ' class="aspect-cover w-full overflow-hidden rounded-lg bg-muted shadow-md h-auto object-cover">',
      '</div>',
      '<div class="flex min-w-0 flex-col gap-1.5">',
      '<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">{{title}}</h1>',
      '</div></div></div>',
    ].join(''),
    /**
     * A search with results: the heading, the form (a plain GET form: it works before the app
     * does), the count and the sort, and the first page's books (`searchCard`s).
     */
    search: [
      '<div class="flex flex-col gap-6">',
      `<h1 class="text-2xl font-bold tracking-tight break-words sm:text-3xl">${html(search.results_title)}</h1>`,
      '<div class="max-w-2xl">',
      `<form id="shell-search" role="search" action="${prefix}/search" aria-label="${html(search.form_label)}" class="flex flex-col gap-2">`,
      `<label for="shell-search-q" class="text-sm font-medium">${html(search.query)}</label>`,
      '<div class="flex gap-2">',
      `<input id="shell-search-q" name="q" type="search" value="{{q}}" maxlength="200" placeholder="${html(search.placeholder)}" class="${inputClass}">`,
      `<button type="submit" class="${buttonClass}">${html(search.submit)}</button>`,
      '</div>',
      `<a href="${prefix}/search/advance?q={{q_url}}" class="self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">${html(search.advanced_link)}</a>`,
      '</form></div>',
      '<div class="flex flex-col gap-4"><div class="flex min-w-0 flex-col gap-4">',
      '<div class="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border pb-3">',
      `<p class="text-sm text-muted-foreground">${html(listed.result_range)}</p>`,
      '<div class="flex items-center gap-2">',
      `<label for="shell-search-sort" class="shrink-0 text-sm text-muted-foreground">${html(listed.sort)}</label>`,
      '<div class="relative w-auto min-w-44">',
      `<select id="shell-search-sort" name="sort" form="shell-search" class="${selectClass}">`,
      `<option value="0">${html(search.sort_relevance)}</option>{{{sorts}}}</select>`,
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"><path d="m6 9 6 6 6-6"/></svg>',
      '</div></div></div>',
      '<div class="@container">',
      `<ul aria-label="${html(search.results)}" class="grid grid-cols-2 gap-x-3 gap-y-5 @lg:grid-cols-3 @2xl:grid-cols-4 @4xl:grid-cols-5 @6xl:grid-cols-6">`,
      '{{{cards}}}</ul></div></div></div></div>',
    ].join(''),
    /** One book of a search's results, as the kit's BookCard draws it (its cover, title, authors). */
    searchCard: [
      '<li class="min-w-0"><article class="relative flex flex-col gap-2 rounded-lg p-2 text-foreground">',
      '<div class="flex min-w-0 flex-1 flex-col gap-1">',
      `<h2 class="line-clamp-2 text-sm leading-snug font-medium"><a href="${prefix}/book-detail/{{id}}" class="underline-offset-2 after:absolute after:inset-0 after:rounded-lg after:content-[&quot;&quot;]">{{title}}</a></h2>`,
      '<p class="line-clamp-1 text-xs text-muted-foreground">{{authors}}</p>',
      '</div>',
      '<div class="relative order-first shrink-0 overflow-hidden rounded-md bg-muted w-full">',
      '<img src="{{cover}}" alt="{{alt}}" width="357" height="510" loading="{{loading}}" class="aspect-cover h-auto w-full object-cover">',
      '</div></article></li>',
    ].join(''),
    /** One of the search's other sorts (the first, best match, is in `search`). */
    searchSort: '<option value="{{value}}"{{{selected}}}>{{text}}</option>',
  }
}

export const pageShells = { th: shellsIn('th'), en: shellsIn('en') }

export type PageShell = keyof typeof pageShells.th
