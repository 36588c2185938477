/**
 * Storybook for the UI kit (packages/ui). Storybook and its addons are devDependencies of
 * @ebook/ui, so run it from there: `pnpm --filter @ebook/ui storybook` (or `build-storybook`).
 * Story files anywhere under packages/ui/src are picked up (`*.stories.tsx`).
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import type tailwindcssPlugin from '@tailwindcss/vite'
import type { Plugin } from 'vite'

const configDir = dirname(fileURLToPath(import.meta.url))
const uiPackage = join(configDir, '../packages/ui')
// Resolve Storybook's packages from the kit, which depends on them, not from this folder.
const requireFromUi = createRequire(join(uiPackage, 'package.json'))
const packageDir = (name: string) => dirname(requireFromUi.resolve(`${name}/package.json`))

/**
 * This folder sits above the kit, whose node_modules hold React and Storybook: bare imports from
 * here (the preview's `react/jsx-runtime`, say) resolve as if written inside packages/ui.
 */
const resolveFromKit: Plugin = {
  name: 'ebook:storybook-resolve-from-kit',
  enforce: 'pre',
  resolveId(source, importer, options) {
    const bare = /^[\w@]/.test(source) && !source.startsWith('virtual:')
    if (!bare || !importer?.startsWith(configDir)) return null
    return this.resolve(source, join(uiPackage, 'src/index.ts'), { ...options, skipSelf: true })
  },
}

const config: StorybookConfig = {
  // The guides (MDX) and every story; each story file also gets a docs page (`autodocs` tag).
  stories: ['../packages/ui/docs/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  addons: [
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
  ],
  core: { disableTelemetry: true },
  typescript: {
    // Props tables from the TypeScript types: unions of a cva variant or a Radix prop resolve to
    // their values, and defaults come from the components' destructuring.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: join(uiPackage, 'tsconfig.json'),
      include: ['**/src/**/*.tsx'],
      exclude: ['**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The hundreds of DOM attributes a component passes on would bury its own props: a table
      // lists what the kit (and Radix, for its parts) declares.
      propFilter: ({ declarations = [] }) =>
        declarations.length === 0 ||
        !declarations.every(({ fileName }) => fileName.includes('/node_modules/@types/react/')),
    },
  },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = (await import(
      pathToFileURL(requireFromUi.resolve('@tailwindcss/vite')).href
    )) as { default: typeof tailwindcssPlugin }
    return {
      ...viteConfig,
      // The kit is the project: its node_modules hold Storybook, React and the addons.
      root: uiPackage,
      plugins: [resolveFromKit, ...(viteConfig.plugins ?? []), tailwindcss()],
    }
  },
}

export default config
