/**
 * What a built page's JavaScript is made of, for the budget's printout: every byte of the minified
 * output is traced through the build's source map to the module it came from, modules are put in
 * groups (a package, or one module of the kit), and each group is weighed twice: its minified
 * bytes, and its share of the gzip size, taken as how much smaller the gzipped file is without
 * the group's bytes (gzip shares context between modules, so the shares add up to about the
 * whole, not exactly).
 */
import { readFile } from 'node:fs/promises'
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping'
import { gzipSize } from '../../../consumer-check/lib/consumer-app.mjs'

/** Who wrote the code the bundler added itself (module wrappers, the preload polyfill). */
const BUNDLER = '(bundler runtime)'

/**
 * The group of a source path: `@ebook/ui/<module>` for the kit's modules (its dist files, as
 * an app gets them), the package name for any other installed package, `(the page)` otherwise.
 */
export function groupOfSource(source) {
  const inPackage =
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source)
  if (!inPackage) return '(the page)'
  const [, name, path] = inPackage
  return name === '@ebook/ui' ? `@ebook/ui/${path.replace(/^dist\//, '')}` : name
}

/**
 * The groups of one JavaScript file with its source map (`file.js.map` beside it): name, minified
 * bytes and gzip share, largest share first.
 */
export async function jsBreakdown(jsPath, groupOf = groupOfSource) {
  const code = await readFile(jsPath, 'utf8')
  const map = new TraceMap(JSON.parse(await readFile(`${jsPath}.map`, 'utf8')))
  // The file cut into runs of characters, each with the group of the source it came from.
  const runs = []
  const lines = code.split('\n')
  decodedMappings(map).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? ''
    let column = 0
    segments.forEach((segment, index) => {
      if (segment[0] > column) runs.push([BUNDLER, line.slice(column, segment[0])])
      const end = index + 1 < segments.length ? segments[index + 1][0] : line.length
      const source = segment.length > 1 ? map.resolvedSources[segment[1]] : null
      runs.push([source ? groupOf(source) : BUNDLER, line.slice(segment[0], end)])
      column = end
    })
    if (column < line.length) runs.push([BUNDLER, line.slice(column)])
    if (lineIndex < lines.length - 1) runs.push([BUNDLER, '\n'])
  })
  const total = gzipSize(code)
  const groups = [...new Set(runs.map(([group]) => group))].map((group) => {
    const own = runs.filter(([owner]) => owner === group)
    const rest = runs.filter(([owner]) => owner !== group)
    return {
      group,
      bytes: own.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0),
      gzip: total - gzipSize(rest.map(([, text]) => text).join('')),
    }
  })
  return groups.sort((a, b) => b.gzip - a.gzip)
}
