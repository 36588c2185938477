import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from './migrate.ts'
import { openPglite } from './pglite.ts'

const dir = mkdtempSync(join(tmpdir(), 'ebook-pglite-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('PGlite in a data folder', () => {
  it('keeps the data across a close and a reopen', async () => {
    const first = await openPglite({ dataDir: join(dir, 'pglite') })
    expect((await migrate(first)).applied.length).toBeGreaterThan(0)
    await first.query(
      "INSERT INTO tags (name_th, name_en, se_name) VALUES ('นิยาย', 'Novels', 'novels')",
    )
    await first.close()

    const second = await openPglite({ dataDir: join(dir, 'pglite') })
    try {
      expect(await migrate(second)).toEqual({ applied: [] })
      expect(await second.query('SELECT name_th, name_en FROM tags')).toEqual([
        { name_th: 'นิยาย', name_en: 'Novels' },
      ])
    } finally {
      await second.close()
    }
  })
})
