/// <reference types="vite/client" />

/** The id of this build (a content hash), or 'dev' under the dev server and in tests. */
declare const __BUILD_ID__: string
