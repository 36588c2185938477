/**
 * Every icon the kit exports with what it means, read from the icon's own JSDoc (Storybook's
 * docgen attaches it to the component), so a new icon shows up here by being exported.
 */
import type { ComponentType } from 'react'
import * as kit from '../../src/index'
import type { IconProps } from '../../src/lib/icons'

type Documented = ComponentType<IconProps> & { __docgenInfo?: { description?: string } }

const icons = Object.entries(kit)
  .filter(([name]) => name.endsWith('Icon') && name !== 'Icon')
  .map(([name, component]) => [name, component as Documented] as const)

export function IconMeanings() {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-border">
          <th className="py-2 text-start">icon</th>
          <th className="py-2 text-start">import</th>
          <th className="py-2 text-start">meaning</th>
        </tr>
      </thead>
      <tbody>
        {icons.map(([name, Glyph]) => (
          <tr key={name} className="border-b border-border">
            <td className="py-2">
              <Glyph className="size-5" />
            </td>
            <td className="py-2 pe-4">
              <code>{name}</code>
            </td>
            <td className="py-2">{Glyph.__docgenInfo?.description ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
