/**
 * Every icon the kit exports with what it means, read from the icon's own JSDoc (Storybook's
 * docgen attaches it to the component), so a new icon shows up here by being exported.
 */
import type { ComponentType } from 'react'
import * as kit from '../../src/index'
import type { IconProps } from '../../src/lib/icons'
import { DocsTable } from './DocsTable'

type Documented = ComponentType<IconProps> & { __docgenInfo?: { description?: string } }

const icons = Object.entries(kit)
  .filter(([name]) => name.endsWith('Icon') && name !== 'Icon')
  .map(([name, component]) => [name, component as Documented] as const)

export function IconMeanings() {
  return (
    <DocsTable
      head={['icon', 'import', 'meaning']}
      rows={icons.map(([name, Glyph]) => ({
        key: name,
        cells: [
          <Glyph key="icon" className="size-5" />,
          <code key="name">{name}</code>,
          Glyph.__docgenInfo?.description ?? '',
        ],
      }))}
    />
  )
}
