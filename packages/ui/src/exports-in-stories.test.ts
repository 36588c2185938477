import { describe, expect, it } from 'vitest'
import * as kit from './index'

/** Every story file's source, by path. */
const storySources = import.meta.glob<string>('./**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The names a source imports as values (not `type` imports) from the kit's own modules. */
function importedNames(source: string): string[] {
  const names: string[] = []
  const imports = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](\.[^'"]*)['"]/g
  for (const [, typeOnly, specifiers = ''] of source.matchAll(imports)) {
    if (typeOnly) continue
    for (const specifier of specifiers.split(',')) {
      const [name] = specifier.trim().split(/\s+as\s+/)
      if (name && !name.startsWith('type ')) names.push(name)
    }
  }
  return names
}

/** A React component: a function or a memo/forwardRef object, named in PascalCase. */
function isComponent(name: string, value: unknown): boolean {
  const callable =
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  return callable && /^[A-Z][a-z]/.test(name)
}

const components = Object.entries(kit)
  .filter(([name, value]) => isComponent(name, value))
  .map(([name]) => name)

const inStories = new Set(Object.values(storySources).flatMap(importedNames))

describe("the kit's public components in Storybook", () => {
  it('finds the story files and the components', () => {
    expect(Object.keys(storySources).length).toBeGreaterThan(30)
    expect(components).toEqual(expect.arrayContaining(['Button', 'DialogTitle', 'StarIcon']))
  })

  it('reads value imports and skips type-only ones', () => {
    const source = [
      "import { Badge, DiscountBadge as Sale, type BadgeProps } from './Badge'",
      "import type { Meta } from '@storybook/react-vite'",
      "import type { CardProps } from '../card'",
      "import { expect } from 'storybook/test'",
    ].join('\n')
    expect(importedNames(source)).toEqual(['Badge', 'DiscountBadge'])
  })

  it.each(components)('%s appears in a story', (name) => {
    expect(inStories.has(name), `${name} is exported by src/index.ts but no story imports it`).toBe(
      true,
    )
  })
})
