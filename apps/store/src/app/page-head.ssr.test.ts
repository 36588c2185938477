import { QueryClient } from '@tanstack/react-query'
import { SearchParamError } from '@tanstack/router-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadTexts } from '../i18n'
import { pageHead, type HeadMatch } from './page-head'

const origin = 'https://books.example.com'
const match = (pathname: string, more: Partial<HeadMatch> = {}): HeadMatch => ({
  pathname,
  search: {},
  status: 'success',
  error: undefined,
  context: { origin, queryClient: new QueryClient() },
  ...more,
})

beforeAll(() => loadTexts('en'))

// The server renders the head with this code, without a DOM (and the browser with the same).
describe('pageHead', () => {
  it("gives the page's title, description and its addresses in both languages", async () => {
    const head = await pageHead(
      match('/en/bestseller/', { search: { page: 3, sort: 10 } }),
      ({ t }) => ({
        title: t('listing_pages.bestsellers'),
        description: 'The best sellers.',
        keepSearch: ['page'],
      }),
    )
    expect(head.meta).toEqual([
      { title: 'Best sellers | E-book Store' },
      { name: 'description', content: 'The best sellers.' },
    ])
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${origin}/en/bestseller?page=3` },
      { rel: 'alternate', hrefLang: 'th', href: `${origin}/bestseller?page=3` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/en/bestseller?page=3` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/bestseller?page=3` },
    ])
  })

  it('gives the Thai home page and the English one the same alternates', async () => {
    const home = () => ({ title: 'home', standalone: true })
    const thai = await pageHead(match('/'), home)
    const english = await pageHead(match('/en'), home)
    expect(thai.meta).toEqual([{ title: 'home' }])
    expect(thai.links.slice(1)).toEqual(english.links.slice(1))
    expect(thai.links[0]).toEqual({ rel: 'canonical', href: `${origin}/` })
    expect(english.links[0]).toEqual({ rel: 'canonical', href: `${origin}/en` })
  })

  it('keeps a page out of search engines without giving it addresses', async () => {
    const head = await pageHead(match('/search'), () => ({ title: 'Search' }), { noindex: true })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(head.links).toEqual([])
  })

  it("titles a page that is not there with the route's words, without asking what it is", async () => {
    const unasked = () => {
      throw new Error('not asked')
    }
    const missing = await pageHead(match('/en/book-detail/9', { status: 'notFound' }), unasked, {
      notFound: 'book_page.not_found',
    })
    expect(missing).toEqual({
      meta: [{ title: 'Book not found | E-book Store' }, { name: 'robots', content: 'noindex' }],
      links: [],
    })
    const invalid = await pageHead(
      match('/en/category/1', { status: 'error', error: new SearchParamError('bad') }),
      unasked,
    )
    expect(invalid.meta[0]).toEqual({ title: 'Page Not Found | E-book Store' })
    const failed = await pageHead(
      match('/en/contactus', { status: 'error', error: new Error('500') }),
      unasked,
      { failed: 'page_error.load_failed' },
    )
    expect(failed.meta[0]).toEqual({ title: 'This page could not be loaded | E-book Store' })
  })
})
