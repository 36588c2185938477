/**
 * The kit's design tokens: the one source of its colours, type, radii, shadows, spacing and the
 * overlay stack's layers. Plain data with no build tool behind it, so apps, Storybook's docs and
 * the kit's own code read the same values (`import { palettes } from '@ebook/ui/tokens'`).
 *
 * The stylesheets are made from this file (theme/css.ts): every colour becomes a CSS variable
 * `--ui-<name>` (dark on `:root` and `.dark`, dark being the default; light on `.light`), and
 * the Tailwind theme maps utilities onto them (`bg-primary` is `var(--ui-primary)`), so one class
 * on `<html>` switches every component. Changing a value here is a versioned change of the kit
 * (README, "Versioning").
 */

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

/** The themes, each one class on `<html>`; `dark` is the default. */
export type ThemeName = 'dark' | 'light'

/**
 * Palettes. Primary is the brand green (links, selection, focus); call-to-action is the green of
 * "buy" buttons; error red is for failures and field messages; discount red (a rose red, kept
 * apart from error) is for sale badges and discounted prices. Every foreground/background pair
 * meets WCAG AA (4.5:1 for text, 3:1 for the focus ring): styles/contrast.test.ts checks them.
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

/**
 * Stacking order of the overlay stack (SPEC.md §9), lowest first: a dialog's backdrop, dialog and
 * popover content, toasts (above dialogs), the page-load progress bar. Each overlay deeper in the
 * stack adds `step` to its backdrop and content, so a dialog opened over another covers it.
 */
export const zIndex = { overlay: 2000, dialog: 2400, toast: 3000, progress: 3100, step: 10 }

/**
 * The Thai-first type family (`font-sans`): Anuphan, whose Thai and Latin woff2 files ship with
 * the kit, then system fonts that have Thai glyphs.
 */
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

/** A step of the type scale: its size and its line height (a unitless ratio or a length). */
export type TypeStep = { size: string; lineHeight: string }

/**
 * The type scale (`text-xs` … `text-6xl`): the steps the kit's components use. Body text is
 * `sm` in controls and `base` in reading text; headings run `lg` to `3xl`, error pages' codes
 * `6xl`.
 */
export const fontSize = {
  xs: { size: '0.75rem', lineHeight: 'calc(1 / 0.75)' },
  sm: { size: '0.875rem', lineHeight: 'calc(1.25 / 0.875)' },
  base: { size: '1rem', lineHeight: 'calc(1.5 / 1)' },
  lg: { size: '1.125rem', lineHeight: 'calc(1.75 / 1.125)' },
  xl: { size: '1.25rem', lineHeight: 'calc(1.75 / 1.25)' },
  '2xl': { size: '1.5rem', lineHeight: 'calc(2 / 1.5)' },
  '3xl': { size: '1.875rem', lineHeight: 'calc(2.25 / 1.875)' },
  '4xl': { size: '2.25rem', lineHeight: 'calc(2.5 / 2.25)' },
  '6xl': { size: '3.75rem', lineHeight: '1' },
} satisfies Record<string, TypeStep>

/** Font weights the kit uses (`font-medium`, `font-semibold`, `font-bold`); Anuphan has 100–700. */
export const fontWeight = { normal: 400, medium: 500, semibold: 600, bold: 700 }

/**
 * Corner radii: `rounded-sm` for badges and small chips, `rounded` / `rounded-md` for controls,
 * `rounded-lg` for cards and dialogs, `rounded-xl` for large panels (`DEFAULT` is plain `rounded`).
 */
export const radius = {
  sm: '0.25rem',
  DEFAULT: '0.5rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
}

/**
 * Shadows, from a control's hairline lift (`xs`) to dialogs (`lg`, `xl`); `DEFAULT` is plain
 * `shadow`. Shadows are black at low alpha, so they read on both themes.
 */
export const shadow = {
  xs: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
  sm: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  DEFAULT: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  md: '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
  lg: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  xl: '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)',
}

/**
 * Spacing: every gap, padding and size is a multiple of `unit` (`p-4` is 4 × 0.25rem = 1rem).
 * `steps` are the multiples the kit's layouts keep to, for designers' reference.
 */
export const spacing = {
  unit: '0.25rem',
  steps: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 16, 24],
}

/** Aspect ratios: book covers are 357 × 510 (SPEC.md §9), `aspect-cover`. */
export const aspectRatio = { cover: '357 / 510' }
