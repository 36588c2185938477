/**
 * The stylesheets made from the tokens (tokens.ts), so CSS never holds a value of its own:
 * `tokens.css` (the CSS variables every theme sets) and `tailwind.css` (the Tailwind v4 theme
 * that maps utilities onto them). `pnpm --filter @ebook/ui generate:theme` writes both files;
 * css.test.ts fails when they differ from what this module makes.
 */
import {
  aspectRatio,
  fontFamily,
  fontSize,
  fontWeight,
  palettes,
  radius,
  shadow,
  spacing,
  zIndex,
  type ColorToken,
} from './tokens'

const HEADER =
  '/* Generated from src/theme/tokens.ts by `pnpm --filter @ebook/ui generate:theme`: do not edit. */\n'

type Declarations = [name: string, value: string | number][]

function block(selector: string, declarations: Declarations, indent = ''): string {
  const body = declarations.map(([name, value]) => `${indent}  ${name}: ${value};`).join('\n')
  return `${indent}${selector} {\n${body}\n${indent}}\n`
}

const colorNames = Object.keys(palettes.dark) as ColorToken[]

/** `DEFAULT` is the bare utility (`rounded`, `shadow`): Tailwind's `--radius`, not `--radius-DEFAULT`. */
const themeKey = (namespace: string, key: string) =>
  key === 'DEFAULT' ? namespace : `${namespace}-${key}`

/**
 * The tokens as CSS variables: the type family on `:root`, the dark palette on `:root` and
 * `.dark`, the light one on `.light`. The theme classes also set `color-scheme` (native controls,
 * scrollbars); a page without one keeps its own (base.css sets it for the page when asked).
 */
export function tokensCss(): string {
  const palette = (theme: keyof typeof palettes): Declarations =>
    colorNames.map((name): [string, string] => [`--ui-${name}`, palettes[theme][name]])
  return [
    HEADER,
    block(':root', [['--ui-font-sans', fontFamily.sans.join(', ')]]),
    block(':root,\n.dark', palette('dark')),
    block('.light', [...palette('light'), ['color-scheme', 'light']]),
    block('.dark', [['color-scheme', 'dark']]),
  ].join('\n')
}

/**
 * The tokens as a Tailwind v4 theme. Colours and the type family point at the variables of
 * `tokensCss` (`@theme inline`: `bg-primary` is `var(--ui-primary)`, so the theme class switches
 * them); the other tokens are theme values. `dark:` and `light:` variants follow the theme class.
 */
export function tailwindThemeCss(): string {
  const themeValues: Declarations = [
    ['--spacing', spacing.unit],
    ...Object.entries(fontSize).flatMap(([step, { size, lineHeight }]): Declarations => [
      [`--text-${step}`, size],
      [`--text-${step}--line-height`, lineHeight],
    ]),
    ...Object.entries(fontWeight).map(([name, value]): [string, number] => [
      `--font-weight-${name}`,
      value,
    ]),
    ...Object.entries(radius).map(([key, value]): [string, string] => [
      themeKey('--radius', key),
      value,
    ]),
    ...Object.entries(shadow).map(([key, value]): [string, string] => [
      themeKey('--shadow', key),
      value,
    ]),
    ...Object.entries(zIndex)
      .filter(([layer]) => layer !== 'step')
      .map(([layer, value]): [string, number] => [`--z-index-${layer}`, value]),
    ...Object.entries(aspectRatio).map(([name, value]): [string, string] => [
      `--aspect-${name}`,
      value,
    ]),
  ]
  return [
    HEADER,
    block('@theme inline', [
      ...colorNames.map((name): [string, string] => [`--color-${name}`, `var(--ui-${name})`]),
      ['--font-sans', 'var(--ui-font-sans)'],
    ]),
    block('@theme', themeValues),
    '@custom-variant dark (&:where(.dark, .dark *, :root:not(.light) *));\n' +
      '@custom-variant light (&:where(.light, .light *));\n',
  ].join('\n')
}
