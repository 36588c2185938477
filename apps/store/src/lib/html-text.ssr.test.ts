import { describe, expect, it } from 'vitest'
import { textOfHtml } from './html-text'

// Runs in chromium and in Node: the same text from both parsers.
describe('textOfHtml', () => {
  it('reads blocks, list items and line breaks as separate words', () => {
    expect(textOfHtml('<h2>หัว</h2><p>หนึ่ง<br>สอง</p><ul><li>ก</li><li>ข</li></ul>ท้าย')).toBe(
      'หัว หนึ่ง สอง ก ข ท้าย',
    )
  })

  it('leaves out scripts, styles, templates and noscript', () => {
    expect(
      textOfHtml(
        '<p>a</p><script>window.hacked = true</script><style>p{}</style>' +
          '<template>t</template><noscript><p>n</p></noscript><img src=x onerror="x()">b',
      ),
    ).toBe('a b')
    expect((globalThis as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('decodes entities and keeps escaped markup as text', () => {
    expect(textOfHtml('Tom &amp; Jerry &lt;b&gt; &nbsp;น้ำ&#3585;')).toBe('Tom & Jerry <b> น้ำก')
  })

  it('gives nothing for no HTML', () => {
    expect(textOfHtml(null)).toBe('')
    expect(textOfHtml(' <p> </p> ')).toBe('')
  })
})
