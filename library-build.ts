/**
 * How the workspace's installable packages (packages/ui, packages/api) are built for other apps:
 * Vite's library mode, ES modules only, one output file per source module (an app's bundler
 * drops the modules it does not import), the package's dependencies and peers left as imports,
 * and `.d.ts` declarations beside each file (vite-plugin-dts). Each package's vite.lib.config.ts
 * names its entries; `pnpm build:packages` builds both.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import dts from 'vite-plugin-dts'
import type { UserConfig } from 'vite'

type Manifest = {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/**
 * The Vite config of a package's library build. `packageDir` is the package's folder (a URL
 * ending in `/`); `entries` maps each output name (`theme/tokens`) to its source under src/.
 */
export function libraryBuild(packageDir: URL, entries: Record<string, string>): UserConfig {
  const root = fileURLToPath(packageDir)
  const manifest = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as Manifest
  const imported = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
  const isExternal = (id: string) =>
    id.startsWith('node:') || imported.some((name) => id === name || id.startsWith(`${name}/`))
  return {
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [
      dts({
        tsconfigPath: fileURLToPath(new URL('tsconfig.build.json', packageDir)),
        entryRoot: fileURLToPath(new URL('src', packageDir)),
      }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Apps minify; readable modules are easier to debug in an app's devtools.
      minify: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, source]) => [
            name,
            fileURLToPath(new URL(source, packageDir)),
          ]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: fileURLToPath(new URL('src', packageDir)),
          entryFileNames: '[name].js',
        },
      },
    },
  }
}
