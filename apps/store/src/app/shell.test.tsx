import { confirm, UiProvider, whenOverlayHistorySettled } from '@ebook/ui'
import { isRedirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PROGRESS_DELAY_MS } from '../components/LazyProgressBar'
import { MenuLink } from '../components/menus'
import { fakeServer, renderStore } from '../test/harness'
import { requireAccount } from './auth'
import { handOverFromShell, SHELL_MAX_WAIT_MS } from './shell'
import { rememberReturnTo } from './return-to'
import { RETURN_TO_WINDOW_MS, takeReturnTo } from './take-return-to'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** How many dialogs hold a history entry of the overlay stack right now. */
const overlayDepth = () =>
  (window.history.state as { __ebookOverlay?: { depth: number } } | null)?.__ebookOverlay?.depth ??
  0
const expired = { status: 401, body: { ErrorList: ['กรุณาเข้าสู่ระบบ'] } }

describe('the return page after signing in (SPEC §9: redirect fallback waits 60 s)', () => {
  it('goes back to a page remembered less than 60 s ago, once; else home', () => {
    let now = 1_000_000
    const clock = () => now
    rememberReturnTo('/en/basket?step=2', clock)
    now += RETURN_TO_WINDOW_MS - 1
    expect(takeReturnTo(clock)).toBe('/basket?step=2')
    // Used once: a second sign-in lands on the fallback.
    expect(takeReturnTo(clock)).toBe('/')

    rememberReturnTo('/wishlist', clock)
    now += RETURN_TO_WINDOW_MS
    expect(takeReturnTo(clock)).toBe('/')
  })

  it('falls back home when nothing was remembered, or another site was', () => {
    expect(takeReturnTo()).toBe('/')
    rememberReturnTo('//evil.example/steal')
    expect(takeReturnTo()).toBe('/')
    rememberReturnTo('https://evil.example/')
    expect(takeReturnTo()).toBe('/')
  })

  it('remembers the page when the need-login modal sends the visitor to log in', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/cart' ? expired : undefined,
    )
    const { app } = await open('/en/no/such/page?x=1', { server })
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/Login')
    expect(app.router.state.location.search).toEqual({ redirect: '/no/such/page?x=1' })
    expect(takeReturnTo()).toBe('/no/such/page?x=1')
  })
})

describe('requireAccount, the beforeLoad of pages that need an account', () => {
  const guest = { api: { storage: { getToken: () => null } } } as never
  const customer = { api: { storage: { getToken: () => 'token' } } } as never

  it('sends a guest to the login page of the page’s language, remembering the page', () => {
    let thrown: unknown
    try {
      requireAccount({
        context: guest,
        location: { href: '/en/order-history?page=2', pathname: '/en/order-history' },
      })
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { href: string; replace: boolean } }).options).toMatchObject({
      href: '/en/Login?redirect=%2Forder-history%3Fpage%3D2',
      replace: true,
    })
    expect(takeReturnTo()).toBe('/order-history?page=2')
  })

  it('uses the Thai login page for a Thai page, and lets a customer through', () => {
    expect(() =>
      requireAccount({ context: guest, location: { href: '/bookshelf', pathname: '/bookshelf' } }),
    ).toThrow(
      expect.objectContaining({
        options: expect.objectContaining({ href: '/Login?redirect=%2Fbookshelf' }),
      }),
    )
    expect(
      requireAccount({
        context: customer,
        location: { href: '/bookshelf', pathname: '/bookshelf' },
      }),
    ).toBeUndefined()
  })
})

describe("menu entries marked 'external'", () => {
  it('open outside the app, in a new tab, with noopener and the new-tab hint', async () => {
    const { app } = await open('/en')
    const link = page.getByRole('link', { name: /Thorium Reader/ })
    await expect.element(link).toBeVisible()
    await expect
      .element(link)
      .toHaveAttribute('href', 'https://www.edrlab.org/software/thorium-reader/')
    await expect.element(link).toHaveAttribute('target', '_blank')
    await expect.element(link).toHaveAttribute('rel', 'noopener')
    await expect.element(link).toHaveAccessibleName(/\(opens in a new tab\)/)
    // The app leaves the click to the browser (here stopped before a tab opens).
    let handledByApp: boolean | undefined
    const stopTab = (event: MouseEvent) => {
      handledByApp = event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', stopTab)
    link.element().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    window.removeEventListener('click', stopTab)
    expect(handledByApp).toBe(false)
    expect(app.router.state.location.pathname).toBe('/en')
    // Entries inside the store go through the app's router.
    await expect
      .element(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }))
      .toHaveAttribute('href', '/en/policy')
  })

  it('render the same way in the header menu', async () => {
    const screen = await render(
      <UiProvider locale="th">
        <MenuLink
          entry={{ label: 'footer.epub_reader', href: 'https://example.org/', external: true }}
          label="หอสมุด"
        />
      </UiProvider>,
    )
    const link = screen.getByRole('link', { name: 'หอสมุด (เปิดในแท็บใหม่)' })
    await expect.element(link).toHaveAttribute('target', '_blank')
    await expect.element(link).toHaveAttribute('rel', 'noopener')
  })
})

describe('Escape and back navigation close the top dialog', () => {
  it('close the need-login modal, leaving the visitor on the page', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/cart' ? expired : undefined,
    )
    const { app } = await open('/en', { server })
    const modal = page.getByRole('alertdialog')
    await expect.element(modal).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => modal.query()).toBeNull()
    expect(app.needLogin.get().open).toBe(false)
    expect(app.router.state.location.pathname).toBe('/en')

    app.needLogin.set({ open: true, returnTo: '/en' })
    await expect.element(modal).toBeVisible()
    // The modal pushed a history entry: back lands on the page again and closes it.
    await expect.poll(overlayDepth).toBe(1)
    window.history.back()
    await expect.poll(() => modal.query()).toBeNull()
    expect(app.needLogin.get().open).toBe(false)
    expect(app.router.state.location.pathname).toBe('/en')
    await whenOverlayHistorySettled()
    expect(overlayDepth()).toBe(0)
  })

  it('close a confirm dialog, and only the top one of two', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/cart' ? expired : undefined,
    )
    await open('/en', { server })
    const modal = page.getByRole('alertdialog', { name: /Warning/ })
    await expect.element(modal).toBeVisible()

    // The confirm host mounts when the page is idle; the question waits for it.
    let answer = confirm({ title: 'Remove this book?' })
    const question = page.getByRole('alertdialog', { name: 'Remove this book?' })
    await expect.element(question).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(await answer).toBe(false)
    await expect.poll(() => question.query()).toBeNull()
    // The need-login modal below stays.
    await expect.element(modal).toBeVisible()

    answer = confirm({ title: 'Remove this book?' })
    await expect.element(question).toBeVisible()
    await expect.poll(overlayDepth).toBe(2)
    window.history.back()
    expect(await answer).toBe(false)
    await expect.element(modal).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => modal.query()).toBeNull()
    await whenOverlayHistorySettled()
    expect(overlayDepth()).toBe(0)
  })
})

describe('the top progress bar', () => {
  const bar = () => document.querySelector('[role="progressbar"]')

  it('shows only once a page has taken longer than a short delay, then goes', async () => {
    // The home page's banners answer when the test lets them (a hover may have asked already).
    let answerBanners = () => {}
    const bannersHeld = new Promise<void>((resolve) => (answerBanners = resolve))
    const server = fakeServer()
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/v2/slider/home-slider')) await bannersHeld
      return server.fetch(input, init)
    }
    const { app } = await open('/en/nowhere', { server, fetch })
    await expect.element(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    // No bar for the first page: it has its skeleton.
    expect(bar()).toBeNull()
    // The page is idle (the footer came): the bar's part is in.
    await expect.element(page.getByRole('contentinfo')).toBeInTheDocument()

    // When the bar shows, measured from the start of the navigation under way (timers only ever
    // fire late on a busy machine, so a bar too early is the app's doing, never the machine's).
    let started = 0
    let shownAfter: number | undefined
    const watch = new MutationObserver(() => {
      if (shownAfter === undefined && bar()) shownAfter = performance.now() - started
    })
    watch.observe(document.body, { childList: true, subtree: true })
    stops.push(() => watch.disconnect())

    started = performance.now()
    const going = app.router.navigate({ href: '/en' } as never)
    await expect
      .element(page.getByRole('progressbar', { name: 'Loading page' }))
      .toBeInTheDocument()
    expect(shownAfter).toBeGreaterThanOrEqual(PROGRESS_DELAY_MS)
    answerBanners()
    await going
    await expect.poll(bar).toBeNull()
  })
})

describe('the hand-over from the shell to the app', () => {
  function shellIn(): { doc: Document; shell: () => Element | null } {
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = '<div id="shell"><header></header></div><div id="root"></div>'
    return { doc, shell: () => doc.getElementById('shell') }
  }
  function fakeRouter() {
    const listeners = new Set<() => void>()
    return {
      subscribe: (event: string, listener: () => void) => {
        expect(event).toBe('onRendered')
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      rendered: () => listeners.forEach((listener) => listener()),
      listeners,
    }
  }

  it('keeps the shell until the first page has rendered, then removes it once', () => {
    const { doc, shell } = shellIn()
    const router = fakeRouter()
    stops.push(handOverFromShell(router as never, { doc, maxWaitMs: 10_000 }))
    expect(shell()).not.toBeNull()
    router.rendered()
    expect(shell()).toBeNull()
    expect(doc.getElementById('root')).not.toBeNull()
    expect(router.listeners.size).toBe(0)
  })

  it('shows the app after the longest wait even when its first page is still loading', async () => {
    const { doc, shell } = shellIn()
    const router = fakeRouter()
    stops.push(handOverFromShell(router as never, { doc, maxWaitMs: 50 }))
    await wait(20)
    expect(shell()).not.toBeNull()
    await expect.poll(shell, { timeout: 500 }).toBeNull()
    expect(router.listeners.size).toBe(0)
  })

  it("is the store's own start-up: the app's first page ends the shell", async () => {
    const { doc, shell } = shellIn()
    const { app } = await open('/en/nowhere')
    stops.push(handOverFromShell(app.router, { doc, maxWaitMs: 10_000 }))
    await app.router.navigate({ href: '/en' } as never)
    await expect.poll(shell).toBeNull()
    expect(SHELL_MAX_WAIT_MS).toBeLessThanOrEqual(3000)
  })
})

describe('the header painted by index.html before the app runs', () => {
  it('names the store as the app does, in Thai and (on English pages) in English', async () => {
    const { default: html } = await import('../../index.html?raw')
    const shell = new DOMParser().parseFromString(html, 'text/html')
    const name = shell.querySelector<HTMLElement>('#shell [data-shell-name]')!
    const search = shell.querySelector<HTMLElement>('#shell [data-shell-search]')!
    const [{ th }, { en }] = await Promise.all([import('../i18n/th'), import('../i18n/en')])
    expect(name.textContent).toBe(th.app.store_name)
    expect(name.dataset.en).toBe(en.app.store_name)
    expect(search.textContent).toBe(th.search.placeholder)
    expect(search.dataset.en).toBe(en.search.placeholder)
    // The same mark as the app's logo (StoreHeader's Logo).
    const { screen } = await open('/')
    await expect.element(page.getByRole('banner')).toBeVisible()
    const logo = screen.container.querySelector('header a[href="/"] svg path')!
    expect(shell.querySelector('#shell header svg path')!.getAttribute('d')).toBe(
      logo.getAttribute('d'),
    )
  })
})
