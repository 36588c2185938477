/**
 * The colour tokens of both themes side by side, drawn from the token values themselves (not the
 * page's CSS variables), each with its contrast on the theme's background, and the pairs the
 * themes must meet WCAG AA for.
 */
import type { ReactNode } from 'react'
import { AA, contrast, contrastPairs } from '../../src/styles/contrast'
import { palettes, type ColorToken, type ThemeName } from '../../src/theme/tokens'

const themeNames = Object.keys(palettes) as ThemeName[]
const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value)
const ratio = (value: number) => `${value.toFixed(2)}:1`

/** The grade a ratio earns for text: AAA (7:1), AA (4.5:1), AA large (3:1) or none. */
function grade(value: number): string {
  if (value >= 7) return 'AAA'
  if (value >= AA.text) return 'AA'
  if (value >= AA.ui) return 'AA large'
  return 'below AA'
}

/** A theme's panel, painted in that theme's own colours whatever the toolbar shows. */
function ThemePanel({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const palette = palettes[theme]
  return (
    <section
      aria-label={`${theme} theme`}
      className="flex flex-col gap-3 rounded-lg border p-4"
      style={{
        backgroundColor: palette.background,
        color: palette.foreground,
        borderColor: palette.border,
      }}
    >
      <h3 className="text-base font-semibold capitalize">{theme}</h3>
      {children}
    </section>
  )
}

function Swatch({ theme, token }: { theme: ThemeName; token: ColorToken }) {
  const palette = palettes[theme]
  const value = palette[token]
  const onBackground = isHex(value) ? contrast(value, palette.background) : undefined
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-10 shrink-0 rounded-md border"
        style={{ backgroundColor: value, borderColor: palette.border }}
      />
      <span className="flex min-w-0 flex-col text-sm">
        <code className="font-medium">{token}</code>
        <span style={{ color: palette['muted-foreground'] }}>
          {value}
          {onBackground !== undefined && token !== 'background'
            ? ` · ${ratio(onBackground)} on background`
            : ''}
        </span>
      </span>
    </li>
  )
}

/** Every colour token of every theme, with its contrast on the theme's background. */
export function ColorSwatches() {
  const tokens = Object.keys(palettes.dark) as ColorToken[]
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {themeNames.map((theme) => (
        <ThemePanel key={theme} theme={theme}>
          <ul className="grid gap-3">
            {tokens.map((token) => (
              <Swatch key={token} theme={theme} token={token} />
            ))}
          </ul>
        </ThemePanel>
      ))}
    </div>
  )
}

/** The foreground/background pairs the kit draws, as drawn, with their ratio and grade. */
export function ContrastPairs() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {themeNames.map((theme) => {
        const palette = palettes[theme]
        return (
          <ThemePanel key={theme} theme={theme}>
            <ul className="grid gap-2">
              {contrastPairs.map(({ fg, bg, min, use }) => {
                const value = contrast(palette[fg], palette[bg])
                return (
                  <li key={`${fg}-${bg}`} className="flex items-center gap-3 text-sm">
                    <span
                      className="w-28 shrink-0 rounded-md px-2 py-1 text-center font-medium"
                      style={{ backgroundColor: palette[bg], color: palette[fg] }}
                    >
                      อ่าน Aa
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span>
                        <code>{fg}</code> on <code>{bg}</code>: {ratio(value)} ({grade(value)},
                        needs {min}:1)
                      </span>
                      <span style={{ color: palette['muted-foreground'] }}>{use}</span>
                    </span>
                  </li>
                )
              })}
            </ul>
          </ThemePanel>
        )
      })}
    </div>
  )
}
