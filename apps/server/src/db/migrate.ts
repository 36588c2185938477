/**
 * Applies the numbered SQL files of src/db/migrations (001_name.sql, 002_...) in order, each
 * once, and records them in schema_migrations with a checksum. All pending files run in one
 * transaction under an advisory lock, so two servers starting together on one PostgreSQL
 * database do not race, and a failing file leaves the schema as it was.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from './types.ts'

/** One migration file. */
export interface Migration {
  version: number
  name: string
  sql: string
}

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))
const fileName = /^(\d{3,})_([a-z0-9_-]+)\.sql$/i
/** Any constant shared by every server of this schema: the advisory lock's key. */
const lockKey = 7_240_001

/** The migration files of this server, in version order. */
export function loadMigrations(dir: string = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: fileName.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2]!,
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version)
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]!.version === migration.version) {
      throw new Error(`Two migrations have version ${migration.version}.`)
    }
  })
  return migrations
}

function checksum(sql: string) {
  return createHash('sha256').update(sql).digest('hex')
}

/**
 * Brings the schema up to date. Answers the names of the migrations it applied (empty when the
 * schema was current). Throws when an applied migration's file has changed since: write a new
 * migration instead of editing an applied one.
 */
export async function migrate(
  db: Db,
  migrations: Migration[] = loadMigrations(),
): Promise<{ applied: string[] }> {
  const vacuum: string[] = []
  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const done = new Map(
      (
        await tx.query<{ version: number; checksum: string }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).map((row) => [row.version, row.checksum]),
    )
    const applied: string[] = []
    for (const migration of migrations) {
      const sum = checksum(migration.sql)
      const recorded = done.get(migration.version)
      if (recorded !== undefined) {
        if (recorded !== sum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} changed after it was applied; ` +
              'add a new migration instead (or, in development, delete the data folder).',
          )
        }
        continue
      }
      await tx.exec(migration.sql)
      await tx.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, sum],
      )
      applied.push(`${String(migration.version).padStart(3, '0')}_${migration.name}`)
      vacuum.push(...vacuumedTables(migration.sql))
    }
    return { applied }
  })
  // VACUUM cannot run in a transaction: after the commit, for the tables the applied migrations
  // filled (a visibility map lets index-only scans skip the table; PGlite has no autovacuum).
  for (const table of new Set(vacuum)) await db.exec(`VACUUM ANALYZE ${table}`)
  return result
}

/** The tables a migration asks to vacuum once applied: a line `-- vacuum: table, table`. */
export function vacuumedTables(sql: string): string[] {
  return [...sql.matchAll(/^-- vacuum: (.+)$/gmu)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[a-z_][a-z0-9_]*$/u.test(name)),
  )
}
