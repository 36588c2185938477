/** The type scale and weights from the tokens, each step with a Thai and a Latin sample. */
import { fontFamily, fontSize, fontWeight } from '../../src/theme/tokens'

const samples = {
  th: 'ร้านหนังสือออนไลน์ อ่านได้ทุกที่ ทุกเวลา',
  en: 'An online bookshop: read anywhere, any time',
}

/** A line height as pixels at a size, for the caption (`calc(1.5 / 1)` and `1` are ratios). */
function lineHeightPx(size: string, lineHeight: string): number {
  const rem = parseFloat(size)
  const ratio = lineHeight.startsWith('calc(')
    ? lineHeight
        .slice(5, -1)
        .split('/')
        .map((part) => parseFloat(part))
        .reduce((a, b) => a / b)
    : parseFloat(lineHeight)
  return Math.round(rem * 16 * ratio)
}

/** Every step of `fontSize`, largest last, set in the kit's family. */
export function TypeScale() {
  return (
    <ul className="flex flex-col gap-5" style={{ fontFamily: fontFamily.sans.join(', ') }}>
      {Object.entries(fontSize).map(([name, { size, lineHeight }]) => (
        <li key={name} className="flex flex-col gap-1 border-b border-border pb-4">
          <span className="text-xs text-muted-foreground">
            <code>text-{name}</code> · {size} ({parseFloat(size) * 16}px) · line height{' '}
            {lineHeightPx(size, lineHeight)}px
          </span>
          <span lang="th" style={{ fontSize: size, lineHeight }}>
            {samples.th}
          </span>
          <span lang="en" style={{ fontSize: size, lineHeight }}>
            {samples.en}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The weights the kit uses, each on a Thai and a Latin sample. */
export function FontWeights() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" style={{ fontFamily: fontFamily.sans.join(', ') }}>
      {Object.entries(fontWeight).map(([name, weight]) => (
        <li key={name} className="flex flex-col" style={{ fontWeight: weight }}>
          <span className="text-xs font-normal text-muted-foreground">
            <code>font-{name}</code> · {weight}
          </span>
          <span lang="th" className="text-lg">
            หนังสือขายดีประจำสัปดาห์
          </span>
          <span lang="en" className="text-lg">
            This week&apos;s bestsellers
          </span>
        </li>
      ))}
    </ul>
  )
}
