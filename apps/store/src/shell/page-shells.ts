/**
 * What the first pages of most visits show from their HTML alone, while the app's script is on
 * its way (a second or more on a phone network): the home page's first banner, a book page's
 * cover and title. The server puts the page's data into these (apps/server/src/http/page-shells.ts)
 * and the result into index.html's `<!--page-shell-->`, under the header index.html paints; the
 * app takes their place once its first page is ready (src/app/shell.ts), so nothing shows twice
 * and nothing blinks to a skeleton in between.
 *
 * Each is the same markup, with the same classes, as the part of the page it stands for
 * (HomeSlider, BookDetailPage with BookCover), so the picture is where and as large as the app
 * then shows it; shell.test.tsx compares them on screen. The build writes them to
 * `.vite/page-shells.json` (vite.config.ts). `{{name}}` is a value the server fills, escaped.
 */
export const pageShells = {
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
} as const

export type PageShell = keyof typeof pageShells
