/**
 * Inside the workspace, apps and tests use the packages' TypeScript and CSS sources rather than
 * their builds, so nothing needs building first. Each package's `exports` names its sources under
 * the condition `@ebook/source` next to the built entries other apps get; `tsc` asks for it
 * (`customConditions` in tsconfig.base.json), Vite configs add it to `resolve.conditions` and
 * take the stylesheet aliases below.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const SOURCE_CONDITION = '@ebook/source'

/** The packages whose stylesheets the workspace's apps import. */
const STYLE_PACKAGES = ['ui']

/** A Vite alias: an import specifier and the file it stands for. */
type Alias = { find: string; replacement: string }

type ExportTarget = string | { [condition: string]: ExportTarget }

/**
 * Tailwind resolves a stylesheet's `@import` with conditions of its own, not Vite's: the packages'
 * CSS entries (`@ebook/ui/theme.css`) are aliased to their sources instead.
 */
export function sourceStylesheetAliases(): Alias[] {
  return STYLE_PACKAGES.flatMap((dir) => {
    const root = new URL(`./packages/${dir}/`, import.meta.url)
    const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      name: string
      exports: Record<string, ExportTarget>
    }
    return Object.entries(manifest.exports).flatMap(([subpath, target]): Alias[] => {
      const source = typeof target === 'object' ? target[SOURCE_CONDITION] : undefined
      if (!subpath.endsWith('.css') || typeof source !== 'string') return []
      return [
        {
          find: `${manifest.name}/${subpath.slice(2)}`,
          replacement: fileURLToPath(new URL(source, root)),
        },
      ]
    })
  })
}
