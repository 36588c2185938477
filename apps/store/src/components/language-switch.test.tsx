import { cartQueries, customerQueries, homeQueries } from '@ebook/api/queries'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fakeServer, openStore, type Call } from '../test/harness'

const languageOf = (call: Call) => call.headers.get('Language')

/** A store whose category tree and login info answer in the language each call asks for. */
function bilingualServer() {
  return fakeServer((call) => {
    if (call.path === '/api/v2/home/categorytree') {
      const Name = languageOf(call) === 'en' ? 'Novels' : 'นวนิยาย'
      return {
        body: {
          Data: [{ CategoryId: 5, Name, NumberOfProducts: 3, SubCategories: [] }],
          ErrorList: [],
        },
      }
    }
    if (call.path.startsWith('/api/common/setlanguage/'))
      return { body: { Data: { Language: call.path.slice(-2) }, ErrorList: [] } }
    if (call.path === '/api/v2/customer/login-info')
      return { body: { Data: { CustomerId: 7, Username: 'malee' }, ErrorList: [] } }
    return undefined
  })
}

describe('switching the language', () => {
  it('asks only for what depends on the language, and keeps the other language’s answers', async () => {
    const server = bilingualServer()
    const { app } = await openStore('/', { server })
    const { queryClient } = app
    await expect.element(page.getByRole('link', { name: 'นวนิยาย' })).toBeInTheDocument()
    // An answer that is the same in both languages.
    await queryClient.fetchQuery(customerQueries.loginInfo())
    const asked = (path: string, language?: string) =>
      server.calls.filter(
        (call) => call.path === path && (!language || languageOf(call) === language),
      ).length

    await page.getByRole('button', { name: 'เปลี่ยนภาษาเป็นภาษาอังกฤษ' }).click()
    await expect.element(page.getByRole('link', { name: 'Novels' })).toBeInTheDocument()
    await expect.poll(() => asked('/api/common/setlanguage/en')).toBe(1)
    await expect.poll(() => queryClient.isMutating()).toBe(0)
    // Nothing was marked stale: the Thai answers and the login info stay as they were.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey),
    ).toEqual([])
    expect(queryClient.getQueryData(homeQueries.categoryTree('th').queryKey)).toBeDefined()
    await queryClient.fetchQuery(customerQueries.loginInfo())
    expect(asked('/api/v2/customer/login-info')).toBe(1)
    // The header's basket (its lines carry titles in the page's language) is asked for in English.
    await expect.poll(() => asked('/api/v2/shoppingcart/cart', 'en')).toBe(1)
    expect(queryClient.getQueryData(cartQueries.cart('th').queryKey)).toBeDefined()

    // Back in Thai, the Thai answers are still fresh: nothing is asked again.
    const thaiTrees = asked('/api/v2/home/categorytree', 'th')
    const thaiSliders = asked('/api/v2/slider/home-slider', 'th')
    await page.getByRole('button', { name: 'Switch the language to Thai' }).click()
    await expect.element(page.getByRole('link', { name: 'นวนิยาย' })).toBeInTheDocument()
    await expect.element(page.getByRole('heading', { name: 'หนังสือใหม่', exact: true })).toBeVisible()
    await expect.poll(() => queryClient.isMutating() + queryClient.isFetching()).toBe(0)
    expect(asked('/api/v2/home/categorytree', 'th')).toBe(thaiTrees)
    expect(asked('/api/v2/slider/home-slider', 'th')).toBe(thaiSliders)
    expect(asked('/api/v2/home/categorytree', 'en')).toBe(1)
  })

  it('asks in the language of the page it goes to, whatever page it leaves', async () => {
    const server = bilingualServer()
    const { app } = await openStore('/', { server })
    await expect.element(page.getByRole('link', { name: 'นวนิยาย' })).toBeInTheDocument()
    // Preloading an English page from a Thai one asks for the English answers.
    await app.router.preloadRoute({ to: '/{-$locale}', params: { locale: 'en' } })
    const sliders = server.calls.filter((call) => call.path === '/api/v2/slider/home-slider')
    expect(sliders.map(languageOf)).toEqual(['th', 'en'])
    expect(app.queryClient.getQueryData(homeQueries.slider('en').queryKey)).toBeDefined()
  })
})
