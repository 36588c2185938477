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
  it("fill the build's markup with the page's values, escaped", () => {
    const dir = storeWith(
      JSON.stringify({ book: '<img src="{{cover}}"><h1>{{title}}</h1>{{none}}' }),
    )
    expect(
      pageShell(dir, 'book', { cover: '/media/covers/7.png?w=357&x="1"', title: 'A <b>' }),
    ).toBe('<img src="/media/covers/7.png?w=357&#38;x=&#34;1&#34;"><h1>A &#60;b&#62;</h1>')
    expect(pageShell(dir, 'home', { image: '/x' })).toBe('')
  })

  it('are left out for a build without them or with an unreadable file', () => {
    expect(pageShell(storeWith(null), 'book', { title: 'x' })).toBe('')
    expect(pageShell(storeWith('{"book": '), 'book', { title: 'x' })).toBe('')
    expect(pageShell(storeWith('{"book": 42}'), 'book', { title: 'x' })).toBe('')
  })

  it("go in the page's place in index.html, which stays as it is without one", () => {
    const html = '<body><main><!--page-shell--></main></body>'
    expect(withPageShell(html, '<img src="/a">')).toBe('<body><main><img src="/a"></main></body>')
    expect(withPageShell(html, '')).toBe(html)
  })
})
