/**
 * The store's theme tokens: one source for packages/ui's CSS, the store and Storybook.
 *
 * Colours are declared per theme below and published as CSS variables (`--ui-<name>`) by the
 * plugin at the end: dark on `:root` and `.dark` (dark is the default), light on `.light`.
 * Tailwind utilities (`bg-primary`, `text-discount`, ...) point at those variables, so one
 * class on `<html>` switches every component. Every foreground/background pair meets WCAG AA
 * (4.5:1 for text); `packages/ui` tests the ratios.
 */
import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'

/** The colour roles every theme defines. */
export type ColorToken =
  | 'background'
  | 'foreground'
  | 'surface'
  | 'surface-foreground'
  | 'muted'
  | 'muted-foreground'
  | 'border'
  | 'input'
  | 'ring'
  | 'primary'
  | 'primary-foreground'
  | 'cta'
  | 'cta-foreground'
  | 'error'
  | 'error-foreground'
  | 'discount'
  | 'discount-foreground'
  | 'success'
  | 'warning'
  | 'warning-foreground'
  | 'info'
  | 'overlay'

export type ThemeName = 'dark' | 'light'

/**
 * Palettes. Primary is the brand green (links, selection, focus); call-to-action is the green of
 * "buy" buttons; error red is for failures and field messages; discount red (a rose red, kept
 * apart from error) is for sale badges and discounted prices.
 */
export const palettes: Record<ThemeName, Record<ColorToken, string>> = {
  dark: {
    background: '#0e1311',
    foreground: '#edf2ef',
    surface: '#161d1a',
    'surface-foreground': '#edf2ef',
    muted: '#212a26',
    'muted-foreground': '#a6b3ac',
    border: '#34403a',
    input: '#5b6b63',
    ring: '#4ade80',
    primary: '#4ade80',
    'primary-foreground': '#052e16',
    cta: '#22c55e',
    'cta-foreground': '#03220f',
    error: '#f87171',
    'error-foreground': '#2b0505',
    discount: '#fb7185',
    'discount-foreground': '#2c0610',
    success: '#4ade80',
    warning: '#fbbf24',
    'warning-foreground': '#2a1a00',
    info: '#60a5fa',
    overlay: 'rgb(0 0 0 / 0.65)',
  },
  light: {
    background: '#ffffff',
    foreground: '#111814',
    surface: '#f5f8f6',
    'surface-foreground': '#111814',
    muted: '#e9efeb',
    'muted-foreground': '#4a5a52',
    border: '#d3dcd7',
    input: '#7c8c84',
    ring: '#15803d',
    primary: '#166534',
    'primary-foreground': '#ffffff',
    cta: '#15803d',
    'cta-foreground': '#ffffff',
    error: '#b91c1c',
    'error-foreground': '#ffffff',
    discount: '#be123c',
    'discount-foreground': '#ffffff',
    success: '#15803d',
    warning: '#92400e',
    'warning-foreground': '#ffffff',
    info: '#1d4ed8',
    overlay: 'rgb(15 23 20 / 0.5)',
  },
}

/** Stacking order of overlays (SPEC.md §9): each dialog deeper in the stack adds `zStep`. */
export const zIndex = { overlay: 2000, dialog: 2400, toast: 3000, progress: 3100, step: 10 }

/** The Thai-first type family; the font files ship with packages/ui (woff2, Thai + Latin). */
export const fontFamily = {
  sans: [
    '"Anuphan Variable"',
    'Anuphan',
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    '"Noto Sans Thai"',
    'Tahoma',
    'sans-serif',
  ],
}

const cssVariables = (palette: Record<ColorToken, string>) =>
  Object.fromEntries(Object.entries(palette).map(([name, value]) => [`--ui-${name}`, value]))

const colorNames = Object.keys(palettes.dark) as ColorToken[]

export default {
  content: [],
  theme: {
    extend: {
      colors: Object.fromEntries(colorNames.map((name) => [name, `var(--ui-${name})`])),
      fontFamily,
      borderRadius: {
        sm: '0.25rem',
        DEFAULT: '0.5rem',
        md: '0.5rem',
        lg: '0.75rem',
        xl: '1rem',
      },
      zIndex: {
        overlay: String(zIndex.overlay),
        dialog: String(zIndex.dialog),
        toast: String(zIndex.toast),
        progress: String(zIndex.progress),
      },
      aspectRatio: {
        // Book covers are 357x510 (SPEC.md §9).
        cover: '357 / 510',
      },
      transitionDuration: {
        scroll: '300ms',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        // Theme values from this file are not emitted as variables unless a utility uses them;
        // the kit's base styles read the type family, so publish it.
        ':root': { '--font-sans': fontFamily.sans.join(', ') },
        ':root, .dark': { ...cssVariables(palettes.dark), colorScheme: 'dark' },
        '.light': { ...cssVariables(palettes.light), colorScheme: 'light' },
      })
    }),
  ],
} satisfies Config
