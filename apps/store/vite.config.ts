import { createHash } from 'node:crypto'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

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

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    buildInfo(),
  ],
  server: {
    proxy: Object.fromEntries(
      ['/api', '/content-api', '/media', '/sandbox', '/builds'].map((prefix) => [
        prefix,
        { target: serverUrl, changeOrigin: false },
      ]),
    ),
  },
  build: { target: 'es2022', sourcemap: false },
})
