import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb } from '../testing/db.ts'
import { syncIdentities } from './identity.ts'
import { loadMigrations, migrate, vacuumedTables } from './migrate.ts'
import { queueEmail } from './outbox.ts'
import {
  hitRateLimit,
  pruneRateLimits,
  rateLimitHits,
  releaseAttempt,
  reserveAttempts,
  resetRateLimit,
} from './rate-limit.ts'
import { searchText } from './search-text.ts'
import type { Db } from './types.ts'

let db: Db

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

async function addCustomer(email: string) {
  const row = await db.queryOne<{ id: number }>(
    'INSERT INTO customers (is_guest, email) VALUES (false, $1) RETURNING id',
    [email],
  )
  return row!.id
}

describe('migrations', () => {
  it('applies nothing the second time and records every file', async () => {
    expect(await migrate(db)).toEqual({ applied: [] })
    const recorded = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    )
    expect(recorded.map((row) => row.version)).toEqual(loadMigrations().map((m) => m.version))
  })

  it('vacuums the tables a migration names once it is applied', async () => {
    expect(
      vacuumedTables('CREATE TABLE a (id int);\n-- vacuum: a, b_2\n-- vacuum: c; DROP x'),
    ).toEqual(['a', 'b_2'])
    const pending = [
      ...loadMigrations(),
      {
        version: 903,
        name: 'filled',
        sql: 'CREATE TABLE vacuum_probe AS SELECT g AS id FROM generate_series(1, 10) g;\n-- vacuum: vacuum_probe',
      },
    ]
    expect(await migrate(db, pending)).toEqual({ applied: ['903_filled'] })
    const stats = await db.queryOne<{ n: number }>(
      "SELECT reltuples::int AS n FROM pg_class WHERE relname = 'vacuum_probe'",
    )
    expect(stats?.n).toBe(10) // analysed
    await db.exec('DROP TABLE vacuum_probe; DELETE FROM schema_migrations WHERE version = 903')
  })

  it('refuses a migration whose file changed after it was applied', async () => {
    const changed = loadMigrations().map((m, index) =>
      index === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m,
    )
    await expect(migrate(db, changed)).rejects.toThrow(/changed after it was applied/)
  })

  it('rolls back every pending migration when one fails', async () => {
    const pending = [
      ...loadMigrations(),
      { version: 901, name: 'good', sql: 'CREATE TABLE migration_probe (id integer)' },
      { version: 902, name: 'bad', sql: 'CREATE TABLE broken (id nonexistent_type)' },
    ]
    await expect(migrate(db, pending)).rejects.toThrow()
    expect(await db.queryOne("SELECT to_regclass('migration_probe') AS t")).toEqual({ t: null })
    expect(
      await db.queryOne('SELECT count(*) AS n FROM schema_migrations WHERE version > 900'),
    ).toEqual({ n: 0 })
  })

  it('creates the whole store with pg_trgm', async () => {
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    const names = tables.map((row) => row.table_name)
    for (const table of [
      'books',
      'customers',
      'customer_tokens',
      'orders',
      'payments',
      'bookshelves',
      'sub_districts',
      'outbox_emails',
      'rate_limit_buckets',
    ]) {
      expect(names).toContain(table)
    }
    expect(await db.queryOne("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'")).toEqual(
      {
        extname: 'pg_trgm',
      },
    )
  })
})

describe('transactions', () => {
  it('commits every row when the function resolves', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ก', 'tx-commit-1')")
      await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ข', 'tx-commit-2')")
    })
    expect(
      await db.queryOne("SELECT count(*) AS n FROM tags WHERE se_name LIKE 'tx-commit-%'"),
    ).toEqual({ n: 2 })
  })

  it('rolls back every row when the function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ก', 'tx-rollback-1')")
        await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ข', 'tx-rollback-2')")
        throw new Error('payment declined')
      }),
    ).rejects.toThrow('payment declined')
    expect(
      await db.queryOne("SELECT count(*) AS n FROM tags WHERE se_name LIKE 'tx-rollback-%'"),
    ).toEqual({ n: 0 })
  })

  it('rolls back when a statement fails (a constraint), leaving earlier rows out too', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ก', 'tx-dup-1')")
        await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ข', 'tx-dup-1')")
      }),
    ).rejects.toThrow()
    expect(await db.queryOne("SELECT count(*) AS n FROM tags WHERE se_name = 'tx-dup-1'")).toEqual({
      n: 0,
    })
  })

  it('rolls back only the nested part when a nested transaction throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ก', 'tx-outer')")
      await tx
        .transaction(async (inner) => {
          await inner.query("INSERT INTO tags (name_th, se_name) VALUES ('ข', 'tx-inner')")
          throw new Error('inner fails')
        })
        .catch(() => {})
    })
    const rows = await db.query<{ se_name: string }>(
      "SELECT se_name FROM tags WHERE se_name IN ('tx-outer', 'tx-inner')",
    )
    expect(rows.map((row) => row.se_name)).toEqual(['tx-outer'])
  })

  it('runs calls on db itself inside the open transaction (no deadlock, same snapshot)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO tags (name_th, se_name) VALUES ('ก', 'tx-joined')")
        // A helper that only knows `db` sees the uncommitted row and joins the rollback.
        expect(
          await db.queryOne("SELECT count(*) AS n FROM tags WHERE se_name = 'tx-joined'"),
        ).toEqual({ n: 1 })
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await db.queryOne("SELECT count(*) AS n FROM tags WHERE se_name = 'tx-joined'")).toEqual(
      { n: 0 },
    )
  })

  it('answers how many rows a statement changed', async () => {
    const id = await addCustomer('count@example.com')
    expect(await db.execute('UPDATE customers SET newsletter = true WHERE id = $1', [id])).toBe(1)
    expect(await db.execute('UPDATE customers SET newsletter = true WHERE id = -1')).toBe(0)
  })
})

describe('values', () => {
  it('answers numbers for numeric and bigint, text for dates, Date for timestamps', async () => {
    const row = await db.queryOne(
      `SELECT 199.50::numeric(12,2) AS price, count(*) AS n, DATE '2024-02-29' AS day,
              now() AS at, '{"a":1}'::jsonb AS doc, ARRAY[1,2]::int8[] AS ids`,
    )
    expect(row).toEqual({
      price: 199.5,
      n: 1,
      day: '2024-02-29',
      at: expect.any(Date),
      doc: { a: 1 },
      ids: [1, 2],
    })
  })

  it('moves identity sequences past ids inserted explicitly', async () => {
    await db.query("INSERT INTO series (id, name_th) VALUES (500, 'ชุดทดสอบ')")
    await syncIdentities(db)
    const next = await db.queryOne<{ id: number }>(
      "INSERT INTO series (name_th) VALUES ('ถัดไป') RETURNING id",
    )
    expect(next!.id).toBe(501)
  })

  it('has the publisher application master data', async () => {
    const types = await db.query<{ name_en: string }>(
      'SELECT name_en FROM publisher_account_types ORDER BY display_order',
    )
    expect(types.map((t) => t.name_en)).toContain('Company')
  })
})

describe('Thai search columns', () => {
  beforeAll(async () => {
    const books = [
      ['SKU-TH-1', 'สี่แผ่นดิน', 'Four Reigns', 'คึกฤทธิ์ ปราโมช'],
      [
        'SKU-TH-2',
        'แฮร์รี่พอตเตอร์กับศิลาอาถรรพ์',
        "Harry Potter and the Philosopher's Stone",
        'เจ. เค. โรว์ลิ่ง',
      ],
      ['SKU-TH-3', 'ขุนช้างขุนแผน', 'Khun Chang Khun Phaen', 'สุนทรภู่'],
    ]
    for (const [sku, th, en, author] of books) {
      await db.query(
        `INSERT INTO books (sku, name_th, name_en, se_name, price, search_title, search_people)
         VALUES ($1, $2, $3, $1, 100, $4, $5)`,
        [sku, th, en, searchText([th, en]), searchText([author], { codes: [sku] })],
      )
    }
  })

  async function titles(where: string, term: string) {
    const rows = await db.query<{ name_th: string }>(
      `SELECT name_th FROM books WHERE ${where} ORDER BY id`,
      [searchText([term])],
    )
    return rows.map((row) => row.name_th)
  }

  it('finds a Thai title by a word inside it', async () => {
    expect(await titles("search_title LIKE '%' || $1 || '%'", 'แผ่นดิน')).toEqual(['สี่แผ่นดิน'])
    expect(await titles("search_title LIKE '%' || $1 || '%'", 'ศิลาอาถรรพ์')).toEqual([
      'แฮร์รี่พอตเตอร์กับศิลาอาถรรพ์',
    ])
  })

  it('finds a title despite a small typo (trigram similarity)', async () => {
    expect(await titles('$1 <% search_title', 'poter')).toEqual(['แฮร์รี่พอตเตอร์กับศิลาอาถรรพ์'])
  })

  it('finds a book by its author', async () => {
    expect(await titles("search_people LIKE '%' || $1 || '%'", 'สุนทรภู่')).toEqual(['ขุนช้างขุนแผน'])
  })
})

describe('rate limits', () => {
  it('allows up to the limit in a window, then refuses, and starts again after a reset', async () => {
    const results = []
    for (let i = 0; i < 4; i++) {
      results.push(
        await hitRateLimit(db, 'contact:ip:203.0.113.7', { limit: 3, windowSeconds: 3600 }),
      )
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(3500)
    expect(await rateLimitHits(db, 'contact:ip:203.0.113.7')).toBe(4)
    await resetRateLimit(db, 'contact:ip:203.0.113.7')
    expect(await rateLimitHits(db, 'contact:ip:203.0.113.7')).toBe(0)
  })

  it('starts a new window once the old one ended', async () => {
    await hitRateLimit(db, 'login:account:a@example.com', { limit: 1, windowSeconds: 60 })
    await db.query(
      "UPDATE rate_limit_buckets SET expires_at = now() - interval '1 second' WHERE key = 'login:account:a@example.com'",
    )
    const next = await hitRateLimit(db, 'login:account:a@example.com', {
      limit: 1,
      windowSeconds: 60,
    })
    expect(next).toMatchObject({ allowed: true, hits: 1 })
    expect(await pruneRateLimits(db)).toBeGreaterThanOrEqual(0)
  })

  it('reserves an attempt in every bucket or in none, never past a limit under concurrency', async () => {
    const buckets = [
      { key: 'test:pair:1', limit: 5, windowSeconds: 900 },
      { key: 'test:ip:1', limit: 20, windowSeconds: 900 },
    ]
    const results = await Promise.all(
      Array.from({ length: 50 }, () => reserveAttempts(db, buckets)),
    )
    const allowed = results.filter((result) => result.allowed)
    expect(allowed).toHaveLength(5)
    expect(allowed.map((result) => result.taken[0]!.count).sort()).toEqual([1, 2, 3, 4, 5])
    for (const refused of results.filter((result) => !result.allowed)) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(800)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900)
    }
    // A refused attempt took nothing, not even from the bucket that still had room.
    expect(await rateLimitHits(db, 'test:pair:1')).toBe(5)
    expect(await rateLimitHits(db, 'test:ip:1')).toBe(5)
  })

  it('holds a bucket back for the seconds holdBack answers from the counts', async () => {
    const buckets = [
      { key: 'test:account:2', limit: null, windowSeconds: 3600 },
      { key: 'test:pair:2', limit: 5, windowSeconds: 900 },
    ]
    const holdBack = ([accountCount]: number[]) => [null, accountCount! >= 2 ? 30 : 0]
    expect((await reserveAttempts(db, buckets, holdBack)).allowed).toBe(true)
    expect((await reserveAttempts(db, buckets, holdBack)).allowed).toBe(true)
    const held = await reserveAttempts(db, buckets, holdBack)
    expect(held).toMatchObject({ allowed: false })
    expect(!held.allowed && held.retryAfterSeconds).toBeGreaterThan(0)
    expect(!held.allowed && held.retryAfterSeconds).toBeLessThanOrEqual(30)
    await db.query("UPDATE rate_limit_buckets SET not_before = now() WHERE key = 'test:pair:2'")
    expect((await reserveAttempts(db, buckets, holdBack)).allowed).toBe(true)
    expect(await rateLimitHits(db, 'test:account:2')).toBe(3)
  })

  it('gives an attempt back; forgiving the earlier ones only when none came after it', async () => {
    const bucket = { key: 'test:pair:3', limit: 5, windowSeconds: 900 }
    const take = async () => {
      const result = await reserveAttempts(db, [bucket])
      if (!result.allowed) throw new Error('refused')
      return result.taken[0]!
    }
    await take()
    const second = await take()
    const third = await take()
    // Another attempt came after the second: only the second is given back.
    await releaseAttempt(db, second, { forgiveEarlier: true })
    expect(await rateLimitHits(db, 'test:pair:3')).toBe(2)
    // The latest attempt clears the bucket.
    const latest = await take()
    await releaseAttempt(db, latest, { forgiveEarlier: true })
    expect(await rateLimitHits(db, 'test:pair:3')).toBe(0)
    // Without forgiving, only itself; and nothing once its window has ended.
    const own = await take()
    await take()
    await releaseAttempt(db, own, { forgiveEarlier: false })
    expect(await rateLimitHits(db, 'test:pair:3')).toBe(1)
    await db.query("UPDATE rate_limit_buckets SET expires_at = now() WHERE key = 'test:pair:3'")
    const fresh = await take()
    await releaseAttempt(db, third, { forgiveEarlier: false })
    expect(fresh.count).toBe(1)
    expect(await rateLimitHits(db, 'test:pair:3')).toBe(1)
  })
})

describe('outbox', () => {
  it('keeps an e-mail to send and logs it', async () => {
    const lines: string[] = []
    const id = await queueEmail(
      db,
      {
        kind: 'password-reset',
        to: 'somchai@example.com',
        subject: 'ตั้งรหัสผ่านใหม่',
        bodyText: 'https://store.example/reset-password/abc/def',
        language: 'th',
      },
      { info: (line) => lines.push(line) },
    )
    expect(
      await db.queryOne('SELECT kind, to_address, sent_at FROM outbox_emails WHERE id = $1', [id]),
    ).toEqual({
      kind: 'password-reset',
      to_address: 'somchai@example.com',
      sent_at: null,
    })
    expect(lines).toEqual([`E-mail #${id} (password-reset) to somchai@example.com: ตั้งรหัสผ่านใหม่`])
  })
})

describe('prepared statements', () => {
  it('answers like an ordinary statement, again and again, with any parameters', async () => {
    const sql = 'SELECT $1::int + 1 AS n, $2::text AS t, $3::int[] AS a, $4::jsonb AS j'
    for (const n of [1, 2, 3]) {
      expect(await db.query(sql, [n, 'ข้อความ', [1, 2], { k: n }], { prepare: true })).toEqual([
        { n: n + 1, t: 'ข้อความ', a: [1, 2], j: { k: n } },
      ])
    }
    expect(await db.queryOne(sql, [null, null, null, null], { prepare: true })).toEqual({
      n: null,
      t: null,
      a: null,
      j: null,
    })
  })

  it('reports errors and keeps working; inside a transaction runs in it', async () => {
    const sql = 'SELECT 10 / $1::int AS n'
    await expect(db.query(sql, [0], { prepare: true })).rejects.toThrow(/division by zero/)
    expect(await db.query(sql, [5], { prepare: true })).toEqual([{ n: 2 }])
    await db.exec('CREATE TABLE prepared_probe (id integer)')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO prepared_probe VALUES (1)')
        // Sees the transaction's own row: it runs in the transaction.
        expect(
          await tx.query('SELECT count(*)::int AS n FROM prepared_probe', [], { prepare: true }),
        ).toEqual([{ n: 1 }])
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(
      await db.query('SELECT count(*)::int AS n FROM prepared_probe', [], { prepare: true }),
    ).toEqual([{ n: 0 }])
  })
})
