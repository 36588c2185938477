/**
 * The contract's documents, parsed: the reference server validates requests against them and its
 * tests validate responses; the contract tests check them. Reading them happens once, on import.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

/** An OpenAPI 3.1 document as parsed from YAML (loosely typed: consumers narrow what they read). */
export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description?: string }
  servers?: { url: string; description?: string }[]
  tags?: { name: string; description?: string }[]
  paths: Record<string, Record<string, unknown>>
  components: Record<string, Record<string, unknown>>
}

export type DocumentName = 'v2' | 'v1' | 'auth'

/** The file of each document, for tools that want the path (openapi-typescript, reference pages). */
export const documentFiles: Record<DocumentName, URL> = {
  v2: new URL('./v2.yaml', import.meta.url),
  v1: new URL('./v1.yaml', import.meta.url),
  auth: new URL('./auth.yaml', import.meta.url),
}

/** Where parsed documents are kept between processes, named by their YAML's content hash. */
const cacheDir = new URL('../node_modules/.cache/ebook-openapi/', import.meta.url)

/**
 * A document, parsed. Parsing the storefront document's YAML takes most of a second, which
 * every server start and test process would pay; reading the same data as JSON takes a few
 * milliseconds. So the parsed document is kept as JSON (OpenAPI documents hold only JSON data)
 * under the hash of its YAML: an edited YAML has another hash and is parsed again, and older
 * copies are removed. Where the cache cannot be written (a read-only install), the YAML is
 * parsed every time.
 */
function load(name: DocumentName): OpenApiDocument {
  const yaml = readFileSync(documentFiles[name], 'utf8')
  const hash = createHash('sha256').update(yaml).digest('hex').slice(0, 16)
  const file = `${name}-${hash}.json`
  try {
    return JSON.parse(readFileSync(new URL(file, cacheDir), 'utf8')) as OpenApiDocument
  } catch {
    // Not kept yet: parsed below.
  }
  const document = parse(yaml) as OpenApiDocument
  try {
    mkdirSync(cacheDir, { recursive: true })
    // Written whole, then renamed: processes starting together never read half a file.
    const temporary = new URL(`${file}.${process.pid}.tmp`, cacheDir)
    writeFileSync(temporary, JSON.stringify(document))
    renameSync(temporary, new URL(file, cacheDir))
    for (const old of readdirSync(cacheDir)) {
      if (old.startsWith(`${name}-`) && old.endsWith('.json') && old !== file) {
        rmSync(new URL(old, cacheDir), { force: true })
      }
    }
  } catch {
    // Not writable: the next process parses the YAML too.
  }
  return document
}

/** The three documents: storefront (v2), content (v1) and the login-session provider (auth). */
export const documents: Record<DocumentName, OpenApiDocument> = {
  v2: load('v2'),
  v1: load('v1'),
  auth: load('auth'),
}

/** The HTTP methods an OpenAPI path item may hold. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** Every operation of a document with its method and path. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation: operation as Record<string, unknown>,
      })),
  )
}
