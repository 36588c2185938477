import { describe, expect, it } from 'vitest'
import { palettes, type ThemeName } from '../theme/tokens'
import { AA, contrast, contrastPairs } from './contrast'

describe('contrast ratio', () => {
  it('follows the WCAG formula', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#777777')).toBe(1)
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 fails.
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA.text)
    expect(contrast('#777777', '#ffffff')).toBeLessThan(AA.text)
  })

  it('rejects colours it cannot measure', () => {
    expect(() => contrast('rgb(0 0 0)', '#ffffff')).toThrow(/not a #rrggbb colour/)
  })
})

describe.each(Object.keys(palettes) as ThemeName[])('%s theme meets WCAG AA', (theme) => {
  const palette = palettes[theme]

  it.each(contrastPairs)('$fg on $bg ($use) ≥ $min:1', ({ fg, bg, min }) => {
    const ratio = contrast(palette[fg], palette[bg])
    expect(
      ratio,
      `${theme}: ${fg} ${palette[fg]} on ${bg} ${palette[bg]} is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(min)
  })
})
