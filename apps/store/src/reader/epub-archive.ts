/**
 * An EPUB's archive as foliate's EPUB parser reads it: the entries are listed once and each one
 * is inflated when the parser asks for it (the first page needs the package, the contents and
 * one section), with fflate's inflate in place of the larger zip.js that foliate would load.
 */
import { strFromU8, unzipSync } from 'fflate'

export type EpubArchive = {
  loadText(name: string): string | null
  loadBlob(name: string, type?: string): Blob | null
  /** The entry's inflated size in bytes (0 when there is none): how foliate weighs sections. */
  getSize(name: string): number
}

/** Reads a ZIP file's directory; rejects when `file` is not a ZIP archive. */
export async function openArchive(file: Blob): Promise<EpubArchive> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const sizes = new Map<string, number>()
  // A filter that takes no entry lists them all without inflating any.
  unzipSync(bytes, {
    filter: ({ name, originalSize }) => {
      sizes.set(name, originalSize)
      return false
    },
  })
  const read = (name: string) =>
    sizes.has(name)
      ? (unzipSync(bytes, { filter: (entry) => entry.name === name })[name] ?? null)
      : null
  return {
    loadText: (name) => {
      const data = read(name)
      return data && strFromU8(data)
    },
    loadBlob: (name, type) => {
      const data = read(name)
      return data && new Blob([data], { type })
    },
    getSize: (name) => sizes.get(name) ?? 0,
  }
}
