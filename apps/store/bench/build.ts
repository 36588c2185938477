/**
 * Builds the store as its `build` script does (`vite build && vite build --ssr`: the browser's
 * files into dist/client, then the server entry into dist/server, which reads the client build's
 * manifest), through Vite's API with the same config, so that the budget can see which modules
 * each emitted chunk holds (its breakdown by owner). The build always goes to apps/store/dist:
 * the config names its folders relative to the package.
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { storeDir } from './server'

/** Where the package's build goes (`STORE_DIST` of apps/server by default). */
export const builtDist = join(storeDir, 'dist')

/** A chunk's modules and their code after tree-shaking, by chunk file (`assets/…js`). */
export type ChunkModules = Map<string, [id: string, code: string][]>

/** Builds client and server; resolves with the client chunks' modules. */
export async function buildStore(): Promise<ChunkModules> {
  const { build } = await import('vite')
  const chunkModules: ChunkModules = new Map()
  const capture: Plugin = {
    name: 'budget-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        chunkModules.set(
          item.fileName,
          Object.entries(item.modules).map(([id, module]) => [id, module.code ?? '']),
        )
      }
    },
  }
  // The config's folders and the server build's read of dist/client are relative to the package.
  const cwd = process.cwd()
  process.chdir(storeDir)
  try {
    await build({ root: storeDir, logLevel: 'warn', plugins: [capture] })
    await build({ root: storeDir, logLevel: 'warn', build: { ssr: true } })
  } finally {
    process.chdir(cwd)
  }
  return chunkModules
}
