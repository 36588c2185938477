import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { bookCalls, fakeBook, ok } from '../book/test-fixtures'
import { catalogBook, envelope, productsPage } from '../listing/test-data'
import { fakeServer, renderStore } from '../test/harness'
import { pageShells, type PageShell } from './page-shells'

let cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup())
  cleanups = []
})

/** A Thai shell filled as the server fills it (apps/server/src/http/page-shells.ts). */
const fill = (
  shell: PageShell,
  values: Record<string, string>,
  markup: Record<string, string> = {},
) =>
  pageShells.th[shell].replace(
    /\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/gu,
    (_, raw?: string, key?: string) => (raw !== undefined ? markup[raw]! : values[key!]!),
  )

/**
 * index.html's shell with `filled` in the page's place (as the server puts it), on this page:
 * where its first picture is, from the top of the shell.
 */
async function shellPicture(filled: string) {
  const { default: html } = await import('../../index.html?raw')
  const parsed = new DOMParser().parseFromString(html, 'text/html').getElementById('shell')!
  const element = document.importNode(parsed, true)
  element.querySelector('main')!.innerHTML = filled
  document.body.prepend(element)
  cleanups.push(() => element.remove())
  const picture = element.querySelector('img')!
  const box = boxOf(picture, element)
  element.remove()
  return box
}

/** An element's box, from the top left of `root`, rounded to the pixel. */
function boxOf(element: Element, root: Element) {
  const box = element.getBoundingClientRect()
  const origin = root.getBoundingClientRect()
  return [box.left - origin.left, box.top - origin.top, box.width, box.height].map(Math.round)
}

async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  cleanups.push(rendered.stop)
  return rendered
}

/** A phone and a desktop screen: the layouts differ (the header's rows, the cover's width). */
const screens = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
]

describe.each(screens)('page shells on a $name: the picture before the app runs', (size) => {
  beforeEach(async () => {
    await page.viewport(size.width, size.height)
    return () => page.viewport(1280, 800)
  })

  it("draws a book's cover where and as large as the book page then shows it", async () => {
    // A breadcrumb of one line (the shell keeps one line for it: a longer one moves the cover).
    const book = fakeBook({ Name: 'นิราศ' })
    book.Breadcrumb.CategoryBreadcrumb = [{ Id: 2, Name: 'กวี', SeName: 'poetry' }]
    const shell = await shellPicture(
      fill('book', { cover: book.DefaultPictureModel.ImageUrl!, title: book.Name }),
    )
    const { screen } = await open('/book-detail/7', { server: fakeServer(bookCalls(book)) })
    await expect.element(page.getByRole('heading', { level: 1, name: book.Name })).toBeVisible()
    // The cover, or the frame of the same size that stands for one that did not load.
    const cover = screen.container.querySelector('article > div:first-child > :first-child')!
    expect(boxOf(cover, screen.container)).toEqual(shell)
  })

  it("draws the home page's first banner where and as large as the home page then shows it", async () => {
    const banner = {
      Id: 1,
      ImageUrl: '/media/pictures/1',
      MobileImageUrl: '/media/pictures/2',
      Title: 'สี่แผ่นดิน',
      AltText: 'แบนเนอร์สี่แผ่นดิน',
      SliderType: 5,
      EntityId: 0,
      EntitySeName: null,
    }
    const shell = await shellPicture(
      fill('home', { image: banner.ImageUrl, phone: banner.MobileImageUrl, alt: banner.AltText }),
    )
    const server = fakeServer((call) =>
      call.path === '/api/v2/slider/home-slider'
        ? ok({ IsEnabled: true, Sliders: [banner] })
        : undefined,
    )
    const { screen } = await open('/', { server })
    const picture = page.getByRole('img', { name: banner.AltText })
    await expect.element(picture).toBeVisible()
    expect(boxOf(picture.element(), screen.container)).toEqual(shell)
  })

  it("draws a search's first results where and as large as the search page then shows them", async () => {
    const books = [
      catalogBook(101, 'ขุนช้างขุนแผน'),
      catalogBook(102, 'ขุนศึก'),
      catalogBook(103, 'ขุนเขา'),
    ]
    const found = productsPage(books, { total: 3 })
    const cards = books
      .map((book) =>
        fill('searchCard', {
          id: String(book.Id),
          title: book.Name,
          authors: '',
          cover: book.DefaultPictureModel.ImageUrl!,
          alt: '',
          loading: 'eager',
        }),
      )
      .join('')
    const sorts = found.AvailableSortOptions.filter((option) => option.Value !== '0')
      .map((option) =>
        fill('searchSort', { value: option.Value, text: option.Text }, { selected: '' }),
      )
      .join('')
    const shell = await shellPicture(
      fill('search', { q: 'ขุน', q_url: 'x', first: '1', last: '3', total: '3' }, { cards, sorts }),
    )
    const server = fakeServer((call) =>
      call.path === '/api/v2/catalog/search'
        ? envelope({ q: 'ขุน', NoResults: false, Warning: null, CatalogProductsModel: found })
        : undefined,
    )
    const { screen } = await open(`/search?q=${encodeURIComponent('ขุน')}`, { server })
    await expect.element(page.getByRole('link', { name: 'ขุนศึก' })).toBeVisible()
    const cover = screen.container.querySelector('[data-slot="book-card-cover"] > :first-child')!
    expect(boxOf(cover, screen.container)).toEqual(shell)
  })
})
