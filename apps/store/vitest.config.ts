import { resolve } from 'node:path'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import {
  tanStackRouterCodeSplitter,
  tanstackRouterGenerator,
  type RouterPluginContext,
} from '@tanstack/router-plugin/vite'
import { SOURCE_CONDITION, sourceStylesheetAliases } from '../../source-condition.ts'
import { reporters } from '../../vitest.shared.ts'
import { chromium } from '../../packages/ui/vitest.config.ts'
import { coverPictures } from './src/test/cover-pictures.ts'
import { routeCodeSplitting } from './vite.config.ts'

/** The route files the generator found, which the Node project's code splitter reads. */
const routes: RouterPluginContext = { routesByFile: new Map() }

/** Every test runs in Debian's chromium (the provider and flags of the UI kit's tests). */
export default defineConfig({
  plugins: [
    // Writes src/routeTree.gen.ts before the tests import it.
    tanstackRouterGenerator({ target: 'react', quoteStyle: 'single', semicolons: false }, routes),
    // React's JSX transform is each project's, after the router's own transforms.
    tailwindcss(),
    coverPictures(),
  ],
  define: { __BUILD_ID__: '"dev"' },
  // The workspace's packages from their sources, as in vite.config.ts.
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    alias: sourceStylesheetAliases(),
  },
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react-dom/server',
      '@tanstack/react-router',
      '@tanstack/react-query',
      'rosetta',
      'dayjs',
      'dayjs/plugin/buddhistEra',
      'dayjs/locale/th',
      'openapi-fetch',
      '@radix-ui/react-popover',
      '@radix-ui/react-slot',
      'vitest-browser-react',
      // The reader's engine: its modules load lazily, so the first scan would miss them and
      // a test reaching them would make Vite reload the page mid-run.
      'foliate-js/view.js',
      'foliate-js/overlayer.js',
      'foliate-js/epub.js',
      'foliate-js/paginator.js',
      'foliate-js/vendor/zip.js',
    ],
  },
  test: {
    reporters: reporters('store'),
    // A guard against a hung test, not a speed check: a long journey on a busy 2-core machine
    // (a CI run with builds beside it) takes several times its quiet time.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'store',
          include: ['src/**/*.test.{ts,tsx}'],
          // The server entry's tests need Node (its hashes, its render to a stream).
          exclude: ['src/**/*.server.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        // `*.ssr.test.*` check code the server renders too: they run in chromium above and here,
        // in Node without a DOM, with the server's export conditions; `*.server.test.*` (the
        // server entry's) here only.
        extends: true,
        // Pages split into lazy parts as the store's build splits them: the server imports a
        // page's part only to render it, and never the parts it does not render (the reader's,
        // whose engine only runs in a browser).
        plugins: [
          tanStackRouterCodeSplitter({ codeSplittingOptions: routeCodeSplitting }, routes),
          react(),
        ],
        ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
        resolve: {
          alias: { 'virtual:store-client-manifest': resolve('src/test/client-manifest.ts') },
        },
        test: {
          name: 'store-node',
          include: ['src/**/*.ssr.test.{ts,tsx}', 'src/**/*.server.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
})
