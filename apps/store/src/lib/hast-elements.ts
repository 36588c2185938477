import type { Element, Root } from 'hast'

/** Every element of a tree, parents before their children, in document order. */
export function elementsOf(tree: Root | Element): Element[] {
  return tree.children.flatMap((child) =>
    child.type === 'element' ? [child, ...elementsOf(child)] : [],
  )
}
