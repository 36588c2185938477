/**
 * Storybook's own chrome for the docs pages, drawn from the kit's tokens: the page, its text,
 * tables and code blocks take the kit's palette of the toolbar's theme, and its type family, so
 * Thai in a docs page renders in the kit's Thai font as it does in the store.
 */
import { create, type ThemeVars } from 'storybook/theming'
import { fontFamily, palettes, radius, type ThemeName } from '../packages/ui/src/theme/tokens'

const px = (rem: string) => Math.round(parseFloat(rem) * 16)

function docsTheme(theme: ThemeName): ThemeVars {
  const palette = palettes[theme]
  return create({
    base: theme,
    brandTitle: 'E-book store UI kit',
    colorPrimary: palette.primary,
    colorSecondary: palette.primary,
    appBg: palette.surface,
    appContentBg: palette.background,
    appPreviewBg: palette.background,
    appHoverBg: palette.muted,
    appBorderColor: palette.border,
    appBorderRadius: px(radius.md),
    fontBase: fontFamily.sans.join(', '),
    // Thai in code samples is drawn by the kit's Thai face (docs.css), not as boxes.
    fontCode: ['ui-monospace', 'Menlo', 'Consolas', '"Docs Thai"', 'monospace'].join(', '),
    textColor: palette.foreground,
    textInverseColor: palette.background,
    textMutedColor: palette['muted-foreground'],
    barBg: palette.surface,
    barTextColor: palette['muted-foreground'],
    barSelectedColor: palette.primary,
    barHoverColor: palette.primary,
    buttonBg: palette.muted,
    buttonBorder: palette.border,
    booleanBg: palette.muted,
    booleanSelectedBg: palette.surface,
    inputBg: palette.background,
    inputBorder: palette.input,
    inputTextColor: palette.foreground,
    inputBorderRadius: px(radius.sm),
  })
}

/** The docs chrome per theme of the toolbar. */
export const docsThemes: Record<ThemeName, ThemeVars> = {
  dark: docsTheme('dark'),
  light: docsTheme('light'),
}
