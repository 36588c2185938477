/**
 * Props tables show each prop's default. The docgen reads defaults from a component's
 * destructuring, but a `cva` variant (`variant`, `size`, ...) takes its default from the
 * variants' `defaultVariants`, which the docgen cannot see. This asks the variants function the
 * kit exports beside each component (`buttonVariants` beside `Button`) instead: the option whose
 * classes equal the classes of no option at all is the default. So the table follows the code.
 */

type DocgenProp = {
  defaultValue?: { value: string } | null
  type?: { name: string; value?: unknown }
}
type Documented = { __docgenInfo?: { props?: Record<string, DocgenProp> } }
type VariantsFunction = (props?: Record<string, unknown>) => string

/** A literal of a union as written in TypeScript (`"primary"`, `null`, `true`), or undefined. */
function literal(text: string): unknown[] {
  if (text === 'boolean') return [true, false]
  try {
    return [JSON.parse(text) as unknown]
  } catch {
    return []
  }
}

/** The values a prop's docgen type lists: a union of literals (`"sm" | "md" | null`), a boolean. */
function optionsOf(prop: DocgenProp): unknown[] {
  const { type } = prop
  if (!type) return []
  if (type.name === 'enum' && Array.isArray(type.value)) {
    return type.value.flatMap((option: { value?: string }) => literal(option.value ?? ''))
  }
  return type.name.split('|').flatMap((part) => literal(part.trim()))
}

/** Fills the missing defaults of variant props in the docgen of the kit's components. */
export function fillVariantDefaults(kit: Record<string, unknown>): void {
  for (const [name, variants] of Object.entries(kit)) {
    if (!name.endsWith('Variants') || typeof variants !== 'function') continue
    const componentName = name[0]?.toUpperCase() + name.slice(1, -'Variants'.length)
    const component = kit[componentName] as Documented | undefined
    const props = component?.__docgenInfo?.props
    if (!props) continue
    const classesOf = variants as VariantsFunction
    const none = classesOf({})
    for (const [propName, prop] of Object.entries(props)) {
      if (prop.defaultValue) continue
      // `null` asks cva for no class at all, so it is never the default.
      const options = optionsOf(prop).filter((option) => option !== null)
      const same = options.filter((option) => classesOf({ [propName]: option }) === none)
      // Exactly one: a variant with a default. None or all: no default, or not a variant.
      if (same.length === 1 && same.length < options.length) {
        prop.defaultValue = { value: JSON.stringify(same[0]) }
      }
    }
  }
}
