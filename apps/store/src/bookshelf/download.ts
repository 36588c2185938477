import { unwrap, type ApiClients } from '@ebook/api'
import { apiOf, downloadMutations, type DownloadVariables } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { mutationOptions } from '@tanstack/react-query'

type DownloadLink = Schema<'DownloadModel'>

/**
 * Where the storefront API lives on the store's own origin (the app's client base address).
 * The server's download links point under it; in development the dev server forwards it.
 */
const API_BASE = '/api'

// openapi-fetch types only the documented paths; the download link's path is not one of them.
type LooseGet = (
  path: string,
  init: { parseAs: 'blob' },
) => Promise<{ data?: Blob; error?: unknown; response: Response }>

/** Hands a file to the browser's downloads, under the given name. */
function saveAs(href: string, fileName: string): void {
  const anchor = document.createElement('a')
  anchor.href = href
  anchor.download = fileName
  anchor.rel = 'noopener'
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}

/**
 * Fetches the file a fresh download link points at and saves it. The server's own links work
 * only with the customer's session (the `Token` header), so they are fetched through the API
 * client and saved from memory; a link to cloud storage (`Redirect`) is opened as it is.
 */
export async function saveDownload(api: ApiClients, link: DownloadLink): Promise<void> {
  const url = new URL(link.DownloadUrl, window.location.href)
  if (link.Redirect || !url.pathname.startsWith(`${API_BASE}/`)) {
    saveAs(url.href, link.FileName)
    return
  }
  // The path only: the link names the server's public address, which may be another origin
  // than the page's (the dev server), while the same path works on this one.
  const path = url.pathname.slice(API_BASE.length)
  const file = await unwrap((api.v2.GET as unknown as LooseGet)(path, { parseAs: 'blob' }))
  const objectUrl = URL.createObjectURL(file)
  saveAs(objectUrl, link.FileName)
  // The browser has taken the file once the click is handled; the memory can go a bit later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}

/**
 * Downloads a bought book (`orderItemGuid`) or a sample (`sample: true`): asks for a fresh
 * signed link (they expire within minutes, so never kept), then saves the file.
 */
export const bookDownloadMutation = () => {
  const link = downloadMutations.link()
  return mutationOptions({
    mutationKey: ['download', 'file'],
    mutationFn: async (variables: DownloadVariables, context) => {
      const answer = await link.mutationFn!(variables, context)
      await saveDownload(apiOf(context.client), answer)
      return answer
    },
  })
}
