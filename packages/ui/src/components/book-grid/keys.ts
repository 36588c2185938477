import type { ReactNode } from 'react'

/** A child's own key (as `Children.toArray` sets it), else its position. */
export function keyOf(node: ReactNode, index: number): string | number {
  return typeof node === 'object' && node !== null && 'key' in node && node.key !== null
    ? node.key
    : index
}
