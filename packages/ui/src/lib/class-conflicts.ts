/**
 * The development-only warning of `cn` (production builds leave it out): a `className` passed to
 * a kit component conflicts with one of the component's classes, no class merge is installed,
 * and the page's stylesheets do not let the passed class win either. Then which one applies
 * depends on the stylesheet's order, not on the caller's wish.
 *
 * The passed class wins without a merge when the kit's class comes from the precompiled
 * `styles.css` (its cascade layer `ebook-ui`) and the passed one from the app's own styles,
 * outside that layer. In an app whose Tailwind build makes the kit's classes both are in the
 * same layer, and only the merge (`setClassMerge(mergeClasses)`) decides.
 */
import { mergeClasses } from './merge-classes'

/** The cascade layer of the kit's precompiled stylesheet, with its sublayers. */
const KIT_LAYER = 'ebook-ui'

const warned = new Set<string>()

const isKitLayer = (name: string | null | undefined) => name?.split('.')[0] === KIT_LAYER

/** Which of the classes have a rule in the kit's layer, and which a rule outside it. */
function definitions(classNames: string[]) {
  const inKit = new Set<string>()
  const outside = new Set<string>()
  const selectors = classNames.map((name) => {
    const escaped = CSS.escape(name).replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
    return [name, new RegExp(`\\.${escaped}(?![\\w-])`)] as const
  })
  const visit = (rules: CSSRuleList, kit: boolean) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule)
        for (const [name, selector] of selectors)
          if (selector.test(rule.selectorText)) (kit ? inKit : outside).add(name)
      if (rule instanceof CSSImportRule) {
        if (rule.styleSheet) visit(rule.styleSheet.cssRules, kit || isKitLayer(rule.layerName))
      } else if ('cssRules' in rule)
        visit(
          rule.cssRules as CSSRuleList,
          kit || (rule instanceof CSSLayerBlockRule && isKitLayer(rule.name)),
        )
    }
  }
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules, false)
    } catch {
      // A stylesheet of another origin cannot be read; the kit's and the app's are not such.
    }
  }
  return { inKit, outside }
}

/**
 * Warns once per class list when a class of `passed` (the caller's `className`) overrides one of
 * `own` (the component's classes) and nothing makes it win. In the browser only: the server has
 * no stylesheets to ask, and the page's first render in the browser warns in its place.
 */
function warnOfUnmergedConflict(own: string, passed: string): void {
  if (!own || !passed || typeof document === 'undefined') return
  const passedClasses = passed.split(/\s+/).filter(Boolean)
  const kept = new Set(mergeClasses(`${own} ${passed}`).split(' '))
  const overridden = own
    .split(/\s+/)
    .filter((name) => name && !kept.has(name) && !passedClasses.includes(name))
  if (overridden.length === 0) return
  const key = `${own}|${passed}`
  if (warned.has(key)) return
  warned.add(key)
  const winners = passedClasses.filter((name) =>
    overridden.some((kit) => mergeClasses(`${kit} ${name}`) === name),
  )
  const { inKit, outside } = definitions([...overridden, ...winners])
  const winByCascade =
    overridden.every((name) => inKit.has(name) && !outside.has(name)) &&
    winners.every((name) => outside.has(name))
  if (winByCascade) return
  console.warn(
    `@ebook/ui: className "${winners.join(' ')}" conflicts with the component's ` +
      `"${overridden.join(' ')}", and no class merge is installed, so the stylesheet's order ` +
      "decides which applies. An app whose Tailwind build makes the kit's classes installs the " +
      "merge once at its start: `import { mergeClasses, setClassMerge } from '@ebook/ui'; " +
      'setClassMerge(mergeClasses)`. (This warning is left out of production builds.)',
  )
}

export { warnOfUnmergedConflict }
