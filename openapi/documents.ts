/**
 * The contract's documents, parsed: the reference server validates requests against them and its
 * tests validate responses; the contract tests check them. Reading YAML happens once, on import.
 */
import { readFileSync } from 'node:fs'
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

function load(name: DocumentName): OpenApiDocument {
  return parse(readFileSync(documentFiles[name], 'utf8')) as OpenApiDocument
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
