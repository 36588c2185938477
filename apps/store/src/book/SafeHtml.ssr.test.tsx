import { useEffect, useState, type Dispatch } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SafeHtml, safeHtmlClass } from './SafeHtml'

/** A description as an editor may leave it: a script, a script link, a table left open. */
const description =
  '<p>เรื่องย่อ <b>ตัวหนา</b></p><script>window.hacked = true</script>' +
  '<a href="javascript:alert(1)" target="_blank">ลิงก์</a> &amp; <table><tr><td>๑'

/** What the server sends. */
const sanitised =
  '<p>เรื่องย่อ <b>ตัวหนา</b></p><a target="_blank" rel="noopener noreferrer">ลิงก์</a> &amp; ' +
  '<table><tbody><tr><td>๑</td></tr></tbody></table>'

/** The server's element (the first test checks that the server renders it so). */
const serverHtml = `<div data-slot="safe-html" class="${safeHtmlClass.replaceAll('&', '&amp;')}">${sanitised}</div>`

describe.runIf(typeof document === 'undefined')('SafeHtml on the server', () => {
  it('renders the sanitised HTML synchronously, without a DOM', () => {
    expect(renderToString(<SafeHtml html={description} />)).toBe(serverHtml)
  })
})

describe.runIf(typeof document !== 'undefined')('SafeHtml in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.replaceChildren()
  })

  /** Whether the sanitiser's module (or the HTML parser it uses) has been fetched. */
  const sanitiserFetched = () =>
    performance
      .getEntriesByType('resource')
      .some(({ name }) => /lib\/sanitize\.ts|hast-util-(sanitize|from-html)/.test(name))

  /**
   * Hydrates the server's element with SafeHtml of `html`; the console errors and recoverable
   * errors, and a way to show other HTML afterwards.
   */
  async function hydrate(html: string) {
    const { hydrateRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    container.innerHTML = serverHtml
    document.body.append(container)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    let show: Dispatch<string> = () => {}
    await new Promise<void>((hydrated) => {
      function Page() {
        const [shown, setShown] = useState(html)
        show = setShown
        useEffect(hydrated, [])
        return <SafeHtml html={shown} />
      }
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    const errors = () => [...consoleError.mock.calls.map(String), ...recoverable]
    return { element: container.querySelector('[data-slot=safe-html]')!, errors, show }
  }

  it('takes over the server HTML as it is: no mismatch, no parser or sanitiser loaded', async () => {
    const { element, errors } = await hydrate(description)
    await new Promise((settled) => setTimeout(settled, 50))
    expect(errors()).toEqual([])
    expect(element.innerHTML).toBe(sanitised)
    expect(sanitiserFetched()).toBe(false)
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('sanitises HTML the server did not send, loading the sanitiser for it', async () => {
    const { element, errors, show } = await hydrate(description)
    show('<p onclick="window.hacked = true">ใหม่</p><img src=x onerror=alert(1)>')
    await vi.waitFor(() => expect(element.innerHTML).toBe('<p>ใหม่</p><img src="x">'))
    expect(sanitiserFetched()).toBe(true)
    // Back to the first text: sanitised again, not the server's element kept (it was replaced).
    show(description)
    await vi.waitFor(() => expect(element.innerHTML).toBe(sanitised))
    expect(errors()).toEqual([])
  })

  it('sanitises in a page the browser renders itself', async () => {
    const { createRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    document.body.append(container)
    createRoot(container).render(<SafeHtml html={description} />)
    await vi.waitFor(() =>
      expect(container.querySelector('[data-slot=safe-html]')?.innerHTML).toBe(sanitised),
    )
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })
})
