/**
 * The kit's theme as a JavaScript Tailwind config, for tools that read one (a Tailwind v3 setup,
 * editor plugins, `@config` in a Tailwind v4 stylesheet). The tokens live in the kit
 * (packages/ui/src/theme/tokens.ts); this file only maps them. The workspace's own stylesheets
 * use the kit's CSS entries instead (`@ebook/ui/theme.css`, made from the same tokens).
 */
import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import {
  aspectRatio,
  fontFamily,
  fontSize,
  fontWeight,
  palettes,
  radius,
  shadow,
  zIndex,
  type ColorToken,
} from './packages/ui/src/theme/tokens.ts'

const cssVariables = (palette: Record<ColorToken, string>) =>
  Object.fromEntries(Object.entries(palette).map(([name, value]) => [`--ui-${name}`, value]))

const colorNames = Object.keys(palettes.dark) as ColorToken[]

export default {
  content: [],
  theme: {
    extend: {
      colors: Object.fromEntries(colorNames.map((name) => [name, `var(--ui-${name})`])),
      fontFamily: { sans: ['var(--ui-font-sans)'] },
      fontSize: Object.fromEntries(
        Object.entries(fontSize).map(([step, { size, lineHeight }]) => [step, [size, lineHeight]]),
      ),
      fontWeight: Object.fromEntries(
        Object.entries(fontWeight).map(([name, value]) => [name, String(value)]),
      ),
      borderRadius: radius,
      boxShadow: shadow,
      zIndex: Object.fromEntries(
        Object.entries(zIndex)
          .filter(([layer]) => layer !== 'step')
          .map(([layer, value]) => [layer, String(value)]),
      ),
      aspectRatio,
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': { '--ui-font-sans': fontFamily.sans.join(', ') },
        ':root, .dark': cssVariables(palettes.dark),
        '.light': { ...cssVariables(palettes.light), colorScheme: 'light' },
        '.dark': { colorScheme: 'dark' },
      })
    }),
  ],
} satisfies Config
