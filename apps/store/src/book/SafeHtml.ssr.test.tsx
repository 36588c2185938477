import { useEffect } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SafeHtml } from './SafeHtml'

/** A description as an editor may leave it: a script, a script link, a table left open. */
const description =
  '<p>เรื่องย่อ <b>ตัวหนา</b></p><script>window.hacked = true</script>' +
  '<a href="javascript:alert(1)" target="_blank">ลิงก์</a> &amp; <table><tr><td>๑'

/** What the server sends, the same string in Node and in chromium (this file runs in both). */
const sanitised =
  '<p>เรื่องย่อ <b>ตัวหนา</b></p><a target="_blank" rel="noopener noreferrer">ลิงก์</a> &amp; ' +
  '<table><tbody><tr><td>๑</td></tr></tbody></table>'

describe('SafeHtml', () => {
  it('renders the sanitised HTML synchronously, without a DOM on the server', () => {
    const html = renderToString(<SafeHtml html={description} />)
    expect(html).toMatch(/^<div data-slot="safe-html" class="[^"]+">/)
    expect(html).toContain(`>${sanitised}</div>`)
  })
})

describe.runIf(typeof document !== 'undefined')('SafeHtml hydrating server HTML', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.replaceChildren()
  })

  /** Hydrates `serverHtml` with SafeHtml of `html`; the console errors and recoverable errors. */
  async function hydrate(serverHtml: string, html: string) {
    const { hydrateRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    container.innerHTML = serverHtml
    document.body.append(container)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    await new Promise<void>((hydrated) => {
      function Page() {
        useEffect(hydrated, [])
        return <SafeHtml html={html} />
      }
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    return { container, errors: [...consoleError.mock.calls.map(String), ...recoverable] }
  }

  it('takes over the server HTML with no mismatch', async () => {
    const serverHtml = renderToString(<SafeHtml html={description} />)
    const { container, errors } = await hydrate(serverHtml, description)
    expect(errors).toEqual([])
    expect(container.querySelector('[data-slot=safe-html]')!.innerHTML).toBe(sanitised)
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('is told of HTML that differs from what the server sent (the check above can fail)', async () => {
    const serverHtml = renderToString(<SafeHtml html={description} />)
    const { errors } = await hydrate(serverHtml, `${description}<p>more</p>`)
    expect(errors.join('\n')).toContain("didn't match the client properties")
  })
})
