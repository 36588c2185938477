import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../lib/sanitize'
import { fitHeadings } from './fit-headings'

const fitted = (html: string, title?: string) => sanitizeHtml(html, fitHeadings(title))

describe('fitHeadings', () => {
  it('leaves out a first heading that repeats the title, and lifts the rest to h2', () => {
    expect(fitted('\n<h1> เกี่ยวกับเรา </h1><p>ร้าน</p><h3>ติดต่อ</h3><h4>ที่อยู่</h4>', 'เกี่ยวกับเรา')).toBe(
      '\n<p>ร้าน</p><h2>ติดต่อ</h2><h3>ที่อยู่</h3>',
    )
  })

  it('keeps a first heading that says something else', () => {
    expect(fitted('<h2>Returns</h2><p>x</p>', 'Terms')).toBe('<h2>Returns</h2><p>x</p>')
  })

  it('keeps a heading repeating the title when it is not the first element', () => {
    expect(fitted('<p>intro</p><h2>Terms</h2>', 'Terms')).toBe('<p>intro</p><h2>Terms</h2>')
  })

  it('moves h1 headings down under the page h1, at most to h6', () => {
    expect(fitted('<h1 id="a">A</h1><h5>B</h5><h6>C</h6>')).toBe(
      '<h2 id="user-content-a">A</h2><h6>B</h6><h6>C</h6>',
    )
  })

  it('finds headings inside other elements', () => {
    expect(fitted('<section><h3>A</h3><div><h4>B</h4></div></section>')).toBe(
      '<section><h2>A</h2><div><h3>B</h3></div></section>',
    )
  })

  it('compares the title with the text that is left once the heading is sanitised', () => {
    expect(fitted('<h1>Policy<script>x()</script></h1><p>p</p>', 'Policy')).toBe('<p>p</p>')
  })
})
