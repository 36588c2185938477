/**
 * WCAG 2.x contrast of the theme's colours: the test that holds every theme to AA
 * (contrast.test.ts) and the design tokens' docs page (ratios beside the swatches) compute it
 * the same way, from the token values.
 */
import type { ColorToken } from '../theme/tokens'

/** sRGB channels (0-255) of a `#rrggbb` colour. */
function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`)
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)]
}

/** WCAG 2.x relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** AA minimums: 4.5:1 for body text, 3:1 for large text and UI parts (focus ring, borders). */
const AA = { text: 4.5, ui: 3 } as const

/** A colour drawn on another, the least contrast it needs, and where the kit draws it. */
type ContrastPair = { fg: ColorToken; bg: ColorToken; min: number; use: string }

/** The pairs every theme must meet AA for. */
const contrastPairs: ContrastPair[] = [
  { fg: 'foreground', bg: 'background', min: AA.text, use: 'page text' },
  { fg: 'surface-foreground', bg: 'surface', min: AA.text, use: 'text on cards and panels' },
  { fg: 'muted-foreground', bg: 'background', min: AA.text, use: 'secondary text on the page' },
  { fg: 'muted-foreground', bg: 'surface', min: AA.text, use: 'secondary text on cards' },
  { fg: 'primary-foreground', bg: 'primary', min: AA.text, use: 'primary buttons' },
  { fg: 'cta-foreground', bg: 'cta', min: AA.text, use: 'buy buttons' },
  { fg: 'error-foreground', bg: 'error', min: AA.text, use: 'destructive buttons, error banners' },
  { fg: 'discount-foreground', bg: 'discount', min: AA.text, use: 'sale badges' },
  { fg: 'warning-foreground', bg: 'warning', min: AA.text, use: 'warning banners' },
  { fg: 'error', bg: 'background', min: AA.text, use: 'field error messages' },
  { fg: 'discount', bg: 'background', min: AA.text, use: 'discounted prices' },
  { fg: 'ring', bg: 'background', min: AA.ui, use: 'focus ring' },
]

export { AA, contrast, contrastPairs }
export type { ContrastPair }
