import type { Plugin } from 'vite'

/** A 1x1 PNG: a cover picture as far as a browser is concerned. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * The tests' page server answers `/media/covers/*` with a picture, as the store's server does.
 * Without it every cover in a test is a 404, and a test that looks at a cover raced the image's
 * error event (after which the page rightly shows the "no cover" placeholder instead).
 */
export function coverPictures(): Plugin {
  return {
    name: 'store-test-cover-pictures',
    configureServer(server) {
      server.middlewares.use('/media/covers/', (_request, response) => {
        response.setHeader('Content-Type', 'image/png')
        response.setHeader('Cache-Control', 'no-store')
        response.end(PICTURE)
      })
    },
  }
}
