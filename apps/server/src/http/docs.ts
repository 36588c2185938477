/**
 * The API reference for developers: Swagger UI (swagger-ui-dist's files, served from this
 * server, no CDN) at /api/docs with the three documents, and the raw documents at
 * /api/openapi/{v2,v1,auth}.yaml.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Hono } from 'hono'
import { documentFiles } from '@ebook/openapi/documents'
import type { AppEnv } from './operations.ts'

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The files of swagger-ui-dist the page loads. */
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
}

const documentsListed = [
  { name: 'v2', title: 'Storefront API (v2, /api)' },
  { name: 'v1', title: 'Content API (v1, /content-api)' },
  { name: 'auth', title: 'Login-session provider (/api/auth)' },
] as const

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>E-book store API reference</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/assets/index.css" />
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`

const init = `window.ui = SwaggerUIBundle({
  urls: ${JSON.stringify(documentsListed.map(({ name, title }) => ({ url: `/api/openapi/${name}.yaml`, name: title })))},
  'urls.primaryName': ${JSON.stringify(documentsListed[0].title)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  plugins: [SwaggerUIBundle.plugins.DownloadUrl],
  layout: 'StandaloneLayout',
})
`

/** Adds the reference page and the raw documents to the app. */
export function mountDocs(app: Hono<AppEnv>): void {
  const cache = new Map<string, Uint8Array | string>()
  const read = (key: string, load: () => Uint8Array | string) => {
    let value = cache.get(key)
    if (value === undefined) cache.set(key, (value = load()))
    return value
  }

  app.get('/api/docs', (c) => c.html(page))
  app.get('/api/docs/', (c) => c.html(page))
  app.get('/api/docs/init.js', (c) =>
    c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  )
  app.get('/api/docs/assets/:file', (c) => {
    const file = c.req.param('file')
    const type = assets[file]
    if (!type) return c.notFound()
    const body = read(file, () => readFileSync(join(swaggerDir, file)))
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    })
  })
  app.get('/api/openapi/:file', (c) => {
    const match = /^(v2|v1|auth)\.yaml$/u.exec(c.req.param('file'))
    if (!match) return c.notFound()
    const name = match[1] as keyof typeof documentFiles
    const text = read(`doc:${name}`, () => readFileSync(documentFiles[name], 'utf8'))
    return c.body(text as string, 200, {
      'Content-Type': 'application/yaml; charset=utf-8',
      'Cache-Control': 'no-cache',
    })
  })
}
