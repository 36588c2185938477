// `virtual:store-client-manifest` in the server entry's tests: what a build would name (the real
// one comes from the client build: build/client-manifest.ts).
import type { ServerManifest } from '@tanstack/router-core'

const manifest: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }] } },
}

export const clientManifests: Record<'th' | 'en', ServerManifest> = { th: manifest, en: manifest }

export const stylesheet = 'body{margin:0}'
