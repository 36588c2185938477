import { describe, expect, it } from 'vitest'
import { palettes, type ColorToken, type ThemeName } from '../theme/tokens'

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

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** AA minimums: 4.5:1 for body text, 3:1 for large text and UI parts (focus ring, borders). */
const TEXT = 4.5
const UI = 3

const pairs: { fg: ColorToken; bg: ColorToken; min: number; use: string }[] = [
  { fg: 'foreground', bg: 'background', min: TEXT, use: 'page text' },
  { fg: 'surface-foreground', bg: 'surface', min: TEXT, use: 'text on cards and panels' },
  { fg: 'muted-foreground', bg: 'background', min: TEXT, use: 'secondary text on the page' },
  { fg: 'muted-foreground', bg: 'surface', min: TEXT, use: 'secondary text on cards' },
  { fg: 'primary-foreground', bg: 'primary', min: TEXT, use: 'primary buttons' },
  { fg: 'cta-foreground', bg: 'cta', min: TEXT, use: 'buy buttons' },
  { fg: 'error-foreground', bg: 'error', min: TEXT, use: 'destructive buttons, error banners' },
  { fg: 'discount-foreground', bg: 'discount', min: TEXT, use: 'sale badges' },
  { fg: 'warning-foreground', bg: 'warning', min: TEXT, use: 'warning banners' },
  { fg: 'error', bg: 'background', min: TEXT, use: 'field error messages' },
  { fg: 'discount', bg: 'background', min: TEXT, use: 'discounted prices' },
  { fg: 'ring', bg: 'background', min: UI, use: 'focus ring' },
]

describe('contrast ratio', () => {
  it('follows the WCAG formula', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#777777')).toBe(1)
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 fails.
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(TEXT)
    expect(contrast('#777777', '#ffffff')).toBeLessThan(TEXT)
  })

  it('rejects colours it cannot measure', () => {
    expect(() => contrast('rgb(0 0 0)', '#ffffff')).toThrow(/not a #rrggbb colour/)
  })
})

describe.each(Object.keys(palettes) as ThemeName[])('%s theme meets WCAG AA', (theme) => {
  const palette = palettes[theme]

  it.each(pairs)('$fg on $bg ($use) ≥ $min:1', ({ fg, bg, min }) => {
    const ratio = contrast(palette[fg], palette[bg])
    expect(
      ratio,
      `${theme}: ${fg} ${palette[fg]} on ${bg} ${palette[bg]} is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(min)
  })
})
