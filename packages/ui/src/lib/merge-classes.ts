/**
 * Tailwind class merging, the merge an app whose Tailwind build makes the kit's classes installs
 * behind `cn` (`setClassMerge(mergeClasses)`): of two classes that set the same CSS property under
 * the same variants (and the same `!`), the later one wins; a class it does not know is always
 * kept. Apps on the precompiled stylesheet leave it out of their bundles.
 *
 * A small stand-in for tailwind-merge, which weighed 7.6 KB gzip in every app's first load. It
 * knows Tailwind v4's utilities by their prefix and tells apart the utilities that share one by
 * their value (`text-sm` is a font size, `text-center` an alignment, `text-primary` a colour),
 * with tailwind-merge's conflicts (`p-2` replaces an earlier `px-4`, `size-4` an earlier `w-2`).
 * Unlike it, it also merges the theme's own names (`z-dialog`, `aspect-cover`). merge-classes.test.ts
 * compares it with tailwind-merge on every class of the kit and the store.
 */

/** The group of a utility from its value, for prefixes whose utilities set different properties. */
type ValueRule = (value: string) => string

const words = (list: string) => new Set(list.split(' '))

const NUMBER = /^\d+(\.\d+)?$/
const T_SHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/
const LINE_STYLE = words('solid dashed dotted double')
const LENGTH =
  /^(length:.*|-?\d*\.?\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq\w+)|(calc|min|max|clamp)\(.+\)|0)$/

/** `[…]` or `(…)`: an arbitrary value or a CSS variable, without its brackets (else ''). */
const arbitrary = (value: string) => (/^[[(].*[\])]$/.test(value) ? value.slice(1, -1) : '')

/** An arbitrary length: `[3px]`, `[calc(…)]`, `(length:--gap)`. */
const isLength = (value: string) => LENGTH.test(arbitrary(value))

/** A width: nothing, a number, or an arbitrary length (`border`, `border-2`, `ring-[3px]`). */
const isWidth = (value: string) => value === '' || NUMBER.test(value) || isLength(value)

/** A shadow's size rather than its colour: `shadow`, `shadow-md`, `shadow-[0_1px_2px_…]`. */
const isShadow = (value: string) =>
  value === '' ||
  value === 'none' ||
  value === 'inner' ||
  T_SHIRT.test(value) ||
  /^(shadow:|(inset_)?-?(\d|\.))/.test(arbitrary(value))

/** A rule for utilities that take a size or a colour: the group `size` or `size-color`. */
const sizeOrColour =
  (group: string, isSize: (value: string) => boolean): ValueRule =>
  (value) =>
    isSize(value) ? group : group + '-color'

/** What each prefix sets: a group name for every value, or a rule that reads the value. */
const rules: Record<string, string | ValueRule> = {}

// Utilities whose every value sets the same property: the group is the prefix.
for (const prefix of (
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap gap-x gap-y size w h min-w max-w ' +
  'min-h max-h inset inset-x inset-y inset-bs inset-be top right bottom left start end z ' +
  'order basis grow shrink grid-cols grid-rows col col-start col-end row row-start row-end ' +
  'justify justify-items justify-self items self place-content place-items place-self ' +
  'leading tracking line-clamp align whitespace break break-after break-before break-inside ' +
  'opacity duration delay ease animate rotate rotate-x rotate-y scale scale-x scale-y ' +
  'translate translate-x translate-y origin cursor select pointer-events resize appearance ' +
  'aspect overflow overflow-x overflow-y overscroll overscroll-x overscroll-y underline-offset ' +
  'outline-offset list-image fill bg-clip bg-origin bg-blend rounded rounded-s rounded-e ' +
  'rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es ' +
  'rounded-tl rounded-tr rounded-br rounded-bl'
).split(' '))
  rules[prefix] = prefix
rules['inset-s'] = 'start'
rules['inset-e'] = 'end'

const FONT_WEIGHT = words('thin extralight light normal medium semibold bold extrabold black')
rules.text = (value) => {
  if (value === 'base' || T_SHIRT.test(value) || isLength(value)) return 'font-size'
  if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align'
  if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap'
  if (/^(ellipsis|clip)$/.test(value)) return 'text-overflow'
  return 'text-color'
}
rules.font = (value) =>
  FONT_WEIGHT.has(value) || NUMBER.test(value) || /^[[(](?!family-name:)/.test(value)
    ? 'font-weight'
    : 'font-family'
rules.bg = (value) => {
  const inBrackets = arbitrary(value)
  if (inBrackets)
    return /^((image|url):|(url|image|image-set|cross-fade|element|[a-z-]*gradient)\()/.test(
      inBrackets,
    )
      ? 'bg-image'
      : /^(length|size|bg-size):/.test(inBrackets)
        ? 'bg-size'
        : /^(position|percentage):/.test(inBrackets)
          ? 'bg-position'
          : 'bg-color'
  if (/^(none|(linear|radial|conic)\b.*)$/.test(value)) return 'bg-image'
  if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment'
  if (/^(auto|cover|contain)$/.test(value)) return 'bg-size'
  if (/^(no-repeat|repeat.*)$/.test(value)) return 'bg-repeat'
  if (/^(center|top|bottom|left|right)(-(top|bottom|left|right))?$/.test(value))
    return 'bg-position'
  return 'bg-color'
}
const isLineStyle = (value: string) =>
  LINE_STYLE.has(value) || value === 'hidden' || value === 'none'
for (const side of ['', '-x', '-y', '-s', '-e', '-bs', '-be', '-t', '-r', '-b', '-l'])
  rules['border' + side] = (value) => (isWidth(value) ? 'border-w' : 'border-color') + side
const borderWidthOrColour = rules.border as ValueRule
rules.border = (value) =>
  isLineStyle(value)
    ? 'border-style'
    : value === 'collapse' || value === 'separate'
      ? 'border-collapse'
      : borderWidthOrColour(value)
for (const axis of ['', '-x', '-y']) rules['border-spacing' + axis] = 'border-spacing' + axis
rules.outline = (value) =>
  isLineStyle(value) ? 'outline-style' : isWidth(value) ? 'outline-w' : 'outline-color'
rules.ring = (value) =>
  value === 'inset' ? 'ring-w-inset' : isWidth(value) ? 'ring-w' : 'ring-color'
rules['inset-ring'] = sizeOrColour('inset-ring', isWidth)
rules['ring-offset'] = (value) =>
  NUMBER.test(value) || isLength(value) ? 'ring-offset-w' : 'ring-offset-color'
for (const reversible of ['divide-x', 'divide-y', 'space-x', 'space-y'])
  rules[reversible] = (value) => (value === 'reverse' ? reversible + '-reverse' : reversible)
rules.divide = (value) => (isLineStyle(value) ? 'divide-style' : 'divide-color')
for (const shadow of ['shadow', 'inset-shadow', 'text-shadow'])
  rules[shadow] = sizeOrColour(shadow, isShadow)
rules.flex = (value) =>
  value === ''
    ? 'display'
    : /^(row|col)(-reverse)?$/.test(value)
      ? 'flex-direction'
      : /^(wrap|nowrap|wrap-reverse)$/.test(value)
        ? 'flex-wrap'
        : 'flex'
rules.object = (value) =>
  /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position'
rules.content = (value) => (value === 'none' || /^[[(]/.test(value) ? 'content' : 'align-content')
rules.snap = (value) =>
  /^(start|end|center|align-none)$/.test(value)
    ? 'snap-align'
    : /^(normal|always)$/.test(value)
      ? 'snap-stop'
      : /^(mandatory|proximity)$/.test(value)
        ? 'snap-strictness'
        : 'snap-type'
rules.list = (value) =>
  /^(inside|outside)$/.test(value) ? 'list-style-position' : 'list-style-type'
rules.transition = (value) =>
  value === 'normal' || value === 'discrete' ? 'transition-behavior' : 'transition'

/** Utilities without a value (`flex` is the flex rule's). */
const keywords: Record<string, string> = {}
for (const [group, list] of [
  ['display', 'block inline-block inline inline-flex table grid inline-grid contents hidden'],
  ['position', 'static fixed absolute relative sticky'],
  ['visibility', 'visible invisible collapse'],
  ['sr', 'sr-only not-sr-only'],
  ['font-style', 'italic not-italic'],
  ['text-transform', 'uppercase lowercase capitalize normal-case'],
  ['text-decoration', 'underline overline line-through no-underline'],
  ['text-overflow', 'truncate'],
] as const)
  for (const word of list.split(' ')) keywords[word] = group

/** Groups that a class of the first group overrides too (tailwind-merge's conflicting groups). */
const overrides: Record<string, string[]> = {}
/** `group` overrides `base` + each of `parts` (`p` overrides `px`, `py`, `pt`, …). */
const fan = (group: string, base: string, parts: string) => {
  overrides[group] = parts.split(' ').map((part) => base + part)
}
for (const box of ['p', 'm', 'border-w-', 'border-color-']) {
  const group = box.replace(/-$/, '')
  fan(group, box, 'x y s e bs be t r b l')
  fan(box + 'x', box, 's e r l')
  fan(box + 'y', box, 'bs be t b')
}
fan('rounded', 'rounded-', 's e t r b l ss se ee es tl tr br bl')
for (const [side, corners] of Object.entries({
  s: 'ss es',
  e: 'se ee',
  t: 'tl tr',
  r: 'tr br',
  b: 'br bl',
  l: 'tl bl',
}))
  fan('rounded-' + side, 'rounded-', corners)
Object.assign(overrides, {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: 'inset-x inset-y inset-bs inset-be start end top right bottom left'.split(' '),
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['inset-bs', 'inset-be', 'top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  'border-spacing': ['border-spacing-x', 'border-spacing-y'],
  // `translate-none` is in this group too.
  translate: ['translate-x', 'translate-y'],
})

/** The group of a class without its variants and `!` (`px-4`, `text-primary`), if known. */
function groupOf(utility: string): string | undefined {
  const keyword = keywords[utility]
  if (keyword) return keyword
  // An arbitrary property, `[scrollbar-width:none]`: its property is its group.
  if (utility[0] === '[')
    return /^\[[\w-]+:/.test(utility) ? utility.slice(0, utility.indexOf(':')) : undefined
  // The value starts after the longest known prefix: `border-t-2` is `border-t` with `2`.
  for (let end = utility.length; end > 0; end = utility.lastIndexOf('-', end - 1)) {
    const rule = rules[utility.slice(0, end)]
    if (rule) return typeof rule === 'string' ? rule : rule(utility.slice(end + 1))
  }
  return undefined
}

/** Variants like tailwind-merge compares them: in any order, except those whose order counts. */
const ORDERED_VARIANTS = words(
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
)

function variantKey(variants: string[]): string {
  const key: string[] = []
  let run: string[] = []
  for (const variant of variants) {
    if (variant[0] === '[' || ORDERED_VARIANTS.has(variant)) {
      key.push(...run.sort(), variant)
      run = []
    } else run.push(variant)
  }
  return key.concat(run.sort()).join(':')
}

const cache = new Map<string, string>()

/** `classList` with every class that a later class overrides left out; the others in order. */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList)
  if (cached !== undefined) return cached
  const taken = new Set<string>()
  const kept: string[] = []
  const classes = classList.split(/\s+/)
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!
    if (!className) continue
    // `md:hover:!px-4`: variants, then the utility; a colon inside brackets is not a separator.
    const variants = className.split(/:(?![^[(]*[\])])/)
    const utility = variants.pop()!
    const important = /^!|!$/.test(utility)
    const bare = utility.replace(/^!|!$/g, '').replace(/^-/, '')
    // A modifier after a slash (`bg-primary/10`, `text-sm/6`) keeps the group of the class without it.
    const slash = bare.search(/\/[^\])]*$/)
    const group = (slash > 0 && groupOf(bare.slice(0, slash))) || groupOf(bare)
    if (!group) {
      kept.push(className)
      continue
    }
    const key = variantKey(variants) + (important ? '!' : '') + '|'
    if (taken.has(key + group)) continue
    taken.add(key + group)
    for (const overridden of overrides[group] ?? []) taken.add(key + overridden)
    kept.push(className)
  }
  const merged = kept.reverse().join(' ')
  if (cache.size > 500) cache.clear()
  cache.set(classList, merged)
  return merged
}
