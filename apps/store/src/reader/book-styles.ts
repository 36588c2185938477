import thaiFont from '@fontsource-variable/anuphan/files/anuphan-thai-wght-normal.woff2?url'
import latinFont from '@fontsource-variable/anuphan/files/anuphan-latin-wght-normal.woff2?url'
import { palettes } from '@ebook/ui/tokens'
import type { ReaderTheme } from './settings'

/** The colours of a book's page in each theme: the store's light and dark, and sepia. */
export const pageColours: Record<ReaderTheme, { background: string; text: string; link: string }> =
  {
    light: {
      background: palettes.light.background,
      text: palettes.light.foreground,
      link: palettes.light.primary,
    },
    dark: {
      background: palettes.dark.background,
      text: palettes.dark.foreground,
      link: palettes.dark.primary,
    },
    sepia: { background: '#f4ecd8', text: '#3b2f20', link: '#7a4510' },
  }

/** What the book's pages look like: the reader's settings that reach into the book's documents. */
export type BookLook = {
  theme: ReaderTheme
  /** Text size, percent of the book's own (100 = as the book says). */
  fontSize: number
  /** Line height of running text, unitless. */
  lineHeight: number
  /** The book's language (BCP 47), from its package. */
  language: string
}

/**
 * The stylesheet the reader puts into each of the book's documents (they live in `blob:` frames
 * under the store's Content-Security-Policy, which allows inline styles and the store's own
 * fonts). Thai books get the store's Thai web font, by absolute address: a `blob:` document has no
 * base to resolve a relative one against. Lines break where the browser finds word boundaries
 * (Thai has no spaces: Chromium's dictionary breaks it), never by hyphenation, which would cut
 * Thai words.
 */
export function bookStylesheet(look: BookLook, origin = location.origin): string {
  const colours = pageColours[look.theme]
  const thai = /^th\b/i.test(look.language)
  const font = (file: string, range: string) =>
    `@font-face{font-family:'Anuphan Variable';font-style:normal;font-display:swap;font-weight:100 700;` +
    `src:url('${new URL(file, origin).href}') format('woff2-variations');unicode-range:${range}}`
  return [
    thai ? font(thaiFont, 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC') : '',
    thai ? font(latinFont, 'U+0000-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC,U+2122') : '',
    `html{color-scheme:${look.theme === 'dark' ? 'dark' : 'light'};font-size:${look.fontSize}% !important;` +
      `--theme-bg-color:${colours.background}}`,
    `html,body{background:${colours.background} !important;color:${colours.text} !important}`,
    thai ? `body{font-family:'Anuphan Variable',sans-serif}` : '',
    `p,li,blockquote,dd,div{line-height:${look.lineHeight} !important}`,
    `body,p,li,blockquote,dd{-webkit-hyphens:manual;hyphens:manual;word-break:normal;line-break:auto;overflow-wrap:break-word}`,
    `a:link,a:visited{color:${colours.link}}`,
    `img,svg,video{max-width:100%;height:auto}`,
  ]
    .filter(Boolean)
    .join('\n')
}
