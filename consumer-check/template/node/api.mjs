// Plain Node 20: imports @ebook/api as an app installs it and asks the reference server
// (its address is the first argument) for the home page's categories and a book, in both
// languages, through the client's factory and unwrap helper.
import { ApiError, createApiClients, unwrapData } from '@ebook/api'

const [serverUrl] = process.argv.slice(2)
if (!serverUrl) throw new Error('usage: node node/api.mjs <server url>')

function assert(condition, message) {
  if (!condition) {
    console.error(message)
    process.exit(1)
  }
}

for (const locale of /** @type {const} */ (['th', 'en'])) {
  const api = createApiClients({
    baseUrl: `${serverUrl}/api`,
    contentBaseUrl: `${serverUrl}/content-api`,
    locale: () => locale,
  })
  const tree = await unwrapData(api.v2.GET('/v2/home/categorytree'))
  assert(Array.isArray(tree) && tree.length > 0, `${locale}: the category tree is empty`)
  const book = await unwrapData(
    api.v2.GET('/v2/product/productdetails/{productId}', { params: { path: { productId: 1 } } }),
  )
  assert(book.Id === 1 && book.Name.length > 0, `${locale}: book 1 came back without a name`)
  console.log(`${locale}: ${tree.length} top categories; book 1 is "${book.Name}"`)

  // An unknown book is the client's ApiError with the server's 404, not a crash.
  const missing = await unwrapData(
    api.v2.GET('/v2/product/productdetails/{productId}', {
      params: { path: { productId: 99999999 } },
    }),
  ).catch((error) => error)
  assert(
    missing instanceof ApiError && missing.status === 404,
    `${locale}: an unknown book answered ${missing instanceof ApiError ? missing.status : missing}, not ApiError 404`,
  )
}
