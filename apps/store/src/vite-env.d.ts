/// <reference types="vite/client" />

/** The id of this build (a content hash), or 'dev' under the dev server and in tests. */
declare const __BUILD_ID__: string

/**
 * What the browser loads with a page in each language (build/client-manifest.ts); the server
 * build only.
 */
declare module 'virtual:store-client-manifest' {
  import type { ServerManifest } from '@tanstack/router-core'
  export const clientManifests: Record<'th' | 'en', ServerManifest>
  /** The app's stylesheet, which every page carries inline. */
  export const stylesheet: string
}
