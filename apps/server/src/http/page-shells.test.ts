import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageShell, withPageShell } from './page-shells.ts'

const dirs: string[] = []
function storeWith(shells: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'ebook-shells-'))
  dirs.push(dir)
  if (shells !== null) {
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, '.vite', 'page-shells.json'), shells)
  }
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('page shells', () => {
  const dir = storeWith(
    JSON.stringify({
      th: {
        book: '<img src="{{cover}}"><h1>{{title}}</h1>{{none}}',
        search: '<ul>{{{cards}}}</ul>',
      },
      en: { book: '<h1 lang="en">{{title}}</h1>' },
    }),
  )

  it("fill the build's markup in the page's language with the page's values, escaped", () => {
    expect(
      pageShell(dir, 'th', 'book', { cover: '/media/covers/7.png?w=357&x="1"', title: 'A <b>' }),
    ).toBe('<img src="/media/covers/7.png?w=357&#38;x=&#34;1&#34;"><h1>A &#60;b&#62;</h1>')
    expect(pageShell(dir, 'en', 'book', { title: 'B' })).toBe('<h1 lang="en">B</h1>')
    expect(pageShell(dir, 'th', 'home', { image: '/x' })).toBe('')
  })

  it('put markup the server made as it is, and never read what they put in again', () => {
    const card = pageShell(dir, 'th', 'book', { cover: '/c', title: '{{cover}} {{{x}}}' })
    expect(card).toBe('<img src="/c"><h1>{{cover}} {{{x}}}</h1>')
    expect(pageShell(dir, 'th', 'search', {}, { cards: card })).toBe(`<ul>${card}</ul>`)
  })

  it('are left out for a build without them or with an unreadable file', () => {
    expect(pageShell(storeWith(null), 'th', 'book', { title: 'x' })).toBe('')
    expect(pageShell(storeWith('{"th": '), 'th', 'book', { title: 'x' })).toBe('')
    expect(pageShell(storeWith('{"th": {"book": 42}}'), 'th', 'book', { title: 'x' })).toBe('')
    expect(pageShell(storeWith('{"book": "<p>"}'), 'th', 'book', { title: 'x' })).toBe('')
  })

  it("go in the page's place in index.html, which stays as it is without one", () => {
    const html = '<body><main><!--page-shell--></main></body>'
    expect(withPageShell(html, '<img src="/a">')).toBe('<body><main><img src="/a"></main></body>')
    expect(withPageShell(html, '')).toBe(html)
  })
})
