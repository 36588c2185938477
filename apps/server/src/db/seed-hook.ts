/**
 * The seeding extension point: after migrating, the server calls a SeedIfEmpty function that
 * fills an empty store (catalogue, content, Thai address data, ...) and leaves a filled one
 * alone. The seed lives in src/seed/; src/main.ts passes it to startServer.
 */
import type { ServerConfig } from '../config.ts'
import type { Logger } from '../http/operations.ts'
import type { Db } from './types.ts'

/** What a seed function gets besides the database. */
export interface SeedContext {
  config: ServerConfig
  log: Logger
}

/** Fills the store when it is empty; does nothing otherwise. */
export type SeedIfEmpty = (db: Db, context: SeedContext) => Promise<unknown>
