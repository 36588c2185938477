import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter, type CodeSplittingOptions } from '@tanstack/router-plugin/vite'
import { SOURCE_CONDITION, sourceStylesheetAliases } from '../../source-condition.ts'
import { clientManifest } from './build/client-manifest.ts'
import { devPages } from './build/dev-pages.ts'

/** Where the two builds go: the browser's files, and the server entry apps/server mounts. */
const CLIENT_DIR = 'dist/client'
const SERVER_DIR = 'dist/server'

/** The home page's route (src/routes/{-$locale}/index.tsx). */
const HOME_ROUTE_ID = '/{-$locale}/'

/** Where the dev server sends API, media and payment-sandbox calls (the reference server). */
const serverUrl = process.env.STORE_SERVER_URL ?? 'http://127.0.0.1:8080'

/**
 * Gives the build an id and writes `builds/latest.json` next to it. The id is a hash of the
 * emitted chunks, so an unchanged app keeps its id and open tabs are not reloaded for nothing.
 * The running app compares it with the served file (src/app/freshness.ts).
 */
function buildInfo(): Plugin {
  const placeholder = '__STORE_BUILD_ID__'
  let buildId = 'dev'
  return {
    name: 'store-build-info',
    config: (_config, { command }) => ({
      define: { __BUILD_ID__: command === 'build' ? JSON.stringify(placeholder) : '"dev"' },
    }),
    generateBundle(_options, bundle) {
      const hash = createHash('sha256')
      for (const name of Object.keys(bundle).sort()) {
        const item = bundle[name]!
        if (item.type === 'chunk') hash.update(name).update(item.code)
        else hash.update(name)
      }
      buildId = hash.digest('hex').slice(0, 12)
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.code.includes(placeholder)) {
          item.code = item.code.replaceAll(placeholder, buildId)
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() }, null, 2)}\n`,
      })
    },
  }
}

/**
 * Writes a gzip and a brotli copy beside every text file of the build, so the server sends the
 * compressed copy without compressing on each request (apps/server's static files).
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'store-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      const texts = Object.values(bundle).filter(
        (item) => /\.(js|css|svg|json|txt)$/.test(item.fileName) && !item.fileName.startsWith('.'),
      )
      await Promise.all(
        texts.map(async (item) => {
          const source = item.type === 'chunk' ? item.code : item.source
          const path = join(outDir, item.fileName)
          await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }))
          await writeFile(
            `${path}.br`,
            brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          )
        }),
      )
    },
  }
}

/**
 * How the router splits each page's code (also the store's server tests', vitest.config.ts): a
 * page's loader, component and skeleton are one lazy part, so what a page file imports stays out
 * of the first load of every other page (the router's default keeps loaders and skeletons in the
 * entry). Error views are parts of their own, rarely needed. Home is the first page of most
 * visits: its code comes with the entry, so its data calls start at once instead of after one
 * more round trip.
 */
export const routeCodeSplitting: CodeSplittingOptions = {
  defaultBehavior: [
    ['loader', 'component', 'pendingComponent'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  splitBehavior: ({ routeId }) => (routeId === HOME_ROUTE_ID ? [] : undefined),
}

export default defineConfig(({ isSsrBuild, mode, command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: routeCodeSplitting,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [clientManifest(CLIENT_DIR)] : [buildInfo(), precompress()]),
    devPages(serverUrl),
  ],
  define: {
    // The server entry carries React and the router: their production code, whatever the
    // server's environment says.
    // (The build's id is the browser's concern: src/app/new-build.ts.)
    ...(isSsrBuild
      ? { 'process.env.NODE_ENV': JSON.stringify(mode), __BUILD_ID__: JSON.stringify('server') }
      : {}),
  },
  // The server entry carries what it imports (apps/server loads one file), in the packages'
  // server builds (TanStack Router's server rendering needs its `node` variants).
  ssr: {
    // (The dev server loads packages from node_modules; only the workspace's are transformed.)
    noExternal: command === 'build' ? true : [/^@ebook\//u],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
  resolve: {
    // The workspace's packages from their sources (source-condition.ts).
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    // React 19 has useSyncExternalStore: the router's and Query's selector helper takes React's
    // own instead of the shim for older Reacts (less code in the first load).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      ...sourceStylesheetAliases(),
    ],
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/content-api', '/media', '/sandbox', '/builds'].map((prefix) => [
        prefix,
        { target: serverUrl, changeOrigin: false },
      ]),
    ),
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: SERVER_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rolldownOptions: {
          input: 'src/server/entry.ts',
          output: { entryFileNames: 'entry.js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        target: 'es2022',
        outDir: CLIENT_DIR,
        emptyOutDir: true,
        sourcemap: false,
        modulePreload: {
          // Every browser that runs es2022 knows modulepreload: the polyfill would be dead weight.
          polyfill: false,
          // A lazy part's own imports are not listed in the entry for preloading: those lists
          // (every lazy part's chunk names) were kilobytes of the first load. The server names
          // the page's own part and its imports in the HTML (build/client-manifest.ts).
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
        },
        // The server build reads which files a page needs (build/client-manifest.ts), and so
        // does bench/budgets.ts.
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // What the first page needs, in one file: split into shared pieces, it would cost more
          // bytes (each file is compressed on its own) and more requests. Lazy parts stay apart.
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
        },
      },
}))
