import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'

/**
 * HTML as the server may send it, and what the sanitiser gives for it. This file runs in chromium
 * (the browser's parser) and in Node (parse5): the same expected string in both is what lets a
 * server-rendered page hydrate without a mismatch.
 */
const corpus: [name: string, html: string, safe: string][] = [
  // Scripts and handlers
  [
    'removes a script with its content',
    '<p>ก่อน</p><script>window.hacked = true</script><p>หลัง</p>',
    '<p>ก่อน</p><p>หลัง</p>',
  ],
  [
    'removes event handlers and keeps the picture',
    '<img src="/cover.jpg" alt="ปก" onerror="window.hacked = true" onload="x()">',
    '<img src="/cover.jpg" alt="ปก">',
  ],
  [
    'removes script addresses however they are written',
    '<a href="javascript:alert(1)">1</a><a href="JaVaScRiPt:alert(1)">2</a>' +
      '<a href=" javascript:alert(1)">3</a><a href="java\tscript:alert(1)">4</a>' +
      '<a href="&#106;avascript&colon;alert(1)">5</a><a href="\u0001javascript:alert(1)">6</a>' +
      '<a href="vbscript:x">7</a>',
    '<a>1</a><a>2</a><a>3</a><a>4</a><a>5</a><a>6</a><a>7</a>',
  ],
  [
    'removes data: addresses from links and pictures',
    '<a href="data:text/html,<script>alert(1)</script>">d</a>' +
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
    '<a>d</a><img alt="d">',
  ],
  [
    'removes handlers on any element, data-* attributes, classes and tab stops',
    '<div onclick="x()" onmouseover="x()" data-slot="safe-html" data-state="open" ' +
      'class="fixed inset-0" aria-label="ป้าย" aria-hidden="true" role="note" lang="en" ' +
      'dir="ltr" hidden tabindex="1" accesskey="k">d</div>',
    '<div aria-label="ป้าย" aria-hidden="true" role="note" lang="en" dir="ltr" hidden>d</div>',
  ],
  // SVG, MathML and parser tricks
  [
    'removes svg and math with everything inside',
    '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg>' +
      '<math><mi><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mi></math>ok',
    'ok',
  ],
  [
    'parses an svg that a paragraph end closes as the browser does',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<p></p><img src="1">">',
  ],
  [
    'removes a math table trick',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '',
  ],
  [
    'removes a noscript whose attribute hides a tag',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>after',
    '',
  ],
  [
    'removes templates, xmp and plaintext with their content',
    '<template><img src=x onerror=alert(1)></template><xmp><img src=x onerror=alert(1)></xmp>' +
      '<plaintext><b>x',
    '',
  ],
  [
    'removes frames, objects and embeds with their content',
    '<iframe src="https://evil.test/"><p>in</p></iframe><object data="x.swf"><p>fallback</p>' +
      '</object><embed src="x.swf"><noembed><img src=x onerror=1></noembed>',
    '',
  ],
  [
    'removes comments, also one that ends where it starts',
    '<!--><img src=x onerror=alert(1)>--><!-- a comment --><p>c</p>',
    '<img src="x">--><p>c</p>',
  ],
  [
    'removes what only belongs in the head',
    '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test/">' +
      '<link rel="stylesheet" href="https://evil.test/x.css"><title>t</title><p>body</p>',
    '<p>body</p>',
  ],
  // Styles and forms
  [
    'removes style elements and style attributes',
    '<style>body{display:none}</style><p style="position:fixed;inset:0">ข้อความ</p>',
    '<p>ข้อความ</p>',
  ],
  [
    'removes forms and their controls, keeping their words',
    '<form action="https://evil.test/"><label>ชื่อ <input name="n" value="v"></label>' +
      '<button formaction="https://evil.test/">ส่ง</button><textarea>ตอบ</textarea>' +
      '<select><option>ตัวเลือก</option></select></form>',
    '<label>ชื่อ </label>ส่งตอบตัวเลือก',
  ],
  // Malformed markup comes out balanced
  [
    'closes what is left open and drops stray end tags',
    '<p>one<div>two</div></p></div></section><ul><li>a<li>b</ul><b><i>nested</b></i>' +
      '<table><tr><td>cell',
    '<p>one</p><div>two</div><p></p><ul><li>a</li><li>b</li></ul><b><i>nested</i></b>' +
      '<table><tbody><tr><td>cell</td></tr></tbody></table>',
  ],
  [
    'keeps the words of table parts outside a table',
    '<td>lonely</td><tr><th>row</th></tr><caption>cap</caption>',
    'lonelyrowcap',
  ],
  [
    'drops NUL characters and writes line ends as \\n',
    '\u0000<p>null\u0000char</p>\r\n<p>crlf</p>',
    '<p>nullchar</p>\n<p>crlf</p>',
  ],
  // Entities and Thai
  [
    'keeps escaped markup as text',
    'Tom &amp; Jerry &lt;b&gt;not bold&lt;/b&gt; &quot;q&quot; &#39;s&#39; &nbsp;x&copy; 1 < 2 > 0',
    'Tom &amp; Jerry &lt;b>not bold&lt;/b> "q" \'s\' \u00a0x© 1 &lt; 2 > 0',
  ],
  [
    'keeps quotes and brackets inside an attribute',
    '<p title="a &quot;quoted&quot; &lt;value&gt; &amp; more">t</p>',
    '<p title="a &quot;quoted&quot; <value> &amp; more">t</p>',
  ],
  [
    'keeps Thai text with its tone marks and vowels',
    '<h2>สารบัญ</h2><p>วรรณยุกต์ ่ ้ ๊ ๋ สระ ุ ู ึ ื: กี่ ปั้น น้ำ ฤๅษี ๑๒๓</p>',
    '<h2>สารบัญ</h2><p>วรรณยุกต์ ่ ้ ๊ ๋ สระ ุ ู ึ ื: กี่ ปั้น น้ำ ฤๅษี ๑๒๓</p>',
  ],
  // What stays
  [
    'keeps links; one to a new tab gets no handle on the store',
    '<a href="https://example.test/" target="_blank">ใหม่</a>' +
      '<a href="https://example.test/" target="_top">บน</a>' +
      '<a href="/book-detail/7" rel="nofollow">ร้าน</a>' +
      '<a href="mailto:shop@example.test">อีเมล</a><a href="tel:+6621234567">โทร</a>' +
      '<a href="https://example.test/a?x=1&amp;y=2">q</a>',
    '<a href="https://example.test/" target="_blank" rel="noopener noreferrer">ใหม่</a>' +
      '<a href="https://example.test/">บน</a><a href="/book-detail/7" rel="nofollow">ร้าน</a>' +
      '<a href="mailto:shop@example.test">อีเมล</a><a href="tel:+6621234567">โทร</a>' +
      '<a href="https://example.test/a?x=1&amp;y=2">q</a>',
  ],
  [
    'keeps headings, lists and quotes; ids get a prefix and links to them follow',
    '<h1>หัว</h1><h3 id="part-2">ส่วน</h3><a href="#part-2">ไปส่วนที่ 2</a>' +
      '<ol start="3" reversed><li>x</li></ol><blockquote cite="https://example.test/q">อ้าง' +
      '</blockquote><hr>',
    '<h1>หัว</h1><h3 id="user-content-part-2">ส่วน</h3>' +
      '<a href="#user-content-part-2">ไปส่วนที่ 2</a><ol start="3" reversed><li>x</li></ol>' +
      '<blockquote cite="https://example.test/q">อ้าง</blockquote><hr>',
  ],
  [
    'keeps tables',
    '<table border="1"><caption>ราคา</caption><thead><tr><th scope="col">เล่ม</th></tr></thead>' +
      '<tbody><tr><td colspan="2" class="fixed">100</td></tr></tbody></table>',
    '<table border="1"><caption>ราคา</caption><thead><tr><th scope="col">เล่ม</th></tr></thead>' +
      '<tbody><tr><td colspan="2">100</td></tr></tbody></table>',
  ],
  [
    'keeps pictures and figures, without script sources',
    '<picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp">' +
      '<source srcset="javascript:alert(1) 1x"><img src="https://cdn.example.test/a.jpg" ' +
      'alt="ภาพ" width="300" height="200" loading="lazy"></picture>' +
      '<figure><img src="/b.png" alt=""><figcaption>คำบรรยาย</figcaption></figure>' +
      '<img srcset="https://cdn.example.test/a.jpg 1x" src="//cdn.example.test/b.jpg">',
    '<picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp"><source>' +
      '<img src="https://cdn.example.test/a.jpg" alt="ภาพ" width="300" height="200" ' +
      'loading="lazy"></picture><figure><img src="/b.png" alt=""><figcaption>คำบรรยาย' +
      '</figcaption></figure><img srcset="https://cdn.example.test/a.jpg 1x" ' +
      'src="//cdn.example.test/b.jpg">',
  ],
  [
    'keeps details and video, without autoplay or a script poster',
    '<details open><summary>สรุป</summary>เนื้อ</details>' +
      '<video src="https://cdn.example.test/v.mp4" poster="javascript:alert(1)" controls autoplay>' +
      '</video>',
    '<details open><summary>สรุป</summary>เนื้อ</details>' +
      '<video src="https://cdn.example.test/v.mp4" controls></video>',
  ],
]

describe('sanitizeHtml', () => {
  it.each(corpus)('%s', (_name, html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe)
  })

  it('gives nothing for no HTML', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })

  it('leaves its own output as it is, but for a second prefix on ids', () => {
    for (const [, html] of corpus) {
      const safe = sanitizeHtml(html)
      expect(sanitizeHtml(safe).replaceAll('user-content-user-content-', 'user-content-')).toBe(
        safe,
      )
    }
  })

  it('lets an edit change the safe tree before it is written', () => {
    const html = '<p onclick="x()">a</p>'
    const seen: string[] = []
    const safe = sanitizeHtml(html, (tree) => {
      const paragraph = tree.children[0]!
      if (paragraph.type === 'element') {
        seen.push(...Object.keys(paragraph.properties))
        paragraph.tagName = 'blockquote'
      }
    })
    expect(seen).toEqual([])
    expect(safe).toBe('<blockquote>a</blockquote>')
  })
})
