import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { changingFile } from './build-file.ts'

const dir = mkdtempSync(join(tmpdir(), 'ebook-build-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('changingFile', () => {
  it('reads a file once, again when it changes, and answers null without it', () => {
    let made = 0
    const read = changingFile((text) => {
      made++
      return text.toUpperCase()
    })
    const path = join(dir, 'index.html')
    expect(read(path)).toBeNull()
    writeFileSync(path, 'one')
    utimesSync(path, 1_000, 1_000)
    expect([read(path), read(path), made]).toEqual(['ONE', 'ONE', 1])
    writeFileSync(path, 'two')
    utimesSync(path, 2_000, 2_000)
    expect([read(path), made]).toEqual(['TWO', 2])
    rmSync(path)
    expect(read(path)).toBeNull()
  })
})
