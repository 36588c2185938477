import { describe, expect, it } from 'vitest'
import { tailwindThemeCss, tokensCss } from './css'
import { fontSize, palettes, radius, zIndex } from './tokens'

/** The generated stylesheets as committed. */
const committed = import.meta.glob<string>('./*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('stylesheets made from the tokens', () => {
  it.each([
    ['./tokens.css', tokensCss],
    ['./tailwind.css', tailwindThemeCss],
  ] as const)('%s is what tokens.ts makes now', (path, make) => {
    expect(
      committed[path],
      `${path} is stale: run \`pnpm --filter @ebook/ui generate:theme\``,
    ).toBe(make())
  })

  it('sets every colour of both themes as a --ui- variable', () => {
    const css = tokensCss()
    for (const [selector, theme] of [
      [':root,\n.dark', 'dark'],
      ['.light', 'light'],
    ] as const) {
      const rule = css.slice(css.indexOf(`${selector} {`))
      const body = rule.slice(0, rule.indexOf('}'))
      for (const [name, value] of Object.entries(palettes[theme]))
        expect(body).toContain(`--ui-${name}: ${value};`)
    }
  })

  it('sets color-scheme for the theme classes only, not for a page without one', () => {
    const css = tokensCss()
    expect(css).toMatch(/\n\.dark \{\n {2}color-scheme: dark;\n\}/)
    expect(css).toMatch(/\n\.light \{[^}]*color-scheme: light;/)
    expect(css.slice(css.indexOf(':root,'), css.indexOf('.light {'))).not.toContain('color-scheme')
  })

  it('maps the Tailwind theme onto the tokens', () => {
    const css = tailwindThemeCss()
    expect(css).toContain('--color-primary: var(--ui-primary);')
    expect(css).toContain(`--radius: ${radius.DEFAULT};`)
    expect(css).toContain(`--radius-lg: ${radius.lg};`)
    expect(css).toContain(`--text-sm--line-height: ${fontSize.sm.lineHeight};`)
    expect(css).toContain(`--z-index-dialog: ${zIndex.dialog};`)
    expect(css).not.toContain('--z-index-step')
  })
})

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

describe('the theme in the page', () => {
  it('switches the colours with the class on <html>', () => {
    const root = document.documentElement
    const probe = document.createElement('div')
    probe.className = 'bg-primary'
    document.body.append(probe)
    const colour = () => getComputedStyle(probe).backgroundColor
    try {
      root.classList.remove('light')
      const dark = colour()
      root.classList.add('light')
      const light = colour()
      expect(dark).not.toBe(light)
      expect(light).toBe(rgb(palettes.light.primary))
      expect(dark).toBe(rgb(palettes.dark.primary))
    } finally {
      root.classList.remove('light')
      probe.remove()
    }
  })
})
