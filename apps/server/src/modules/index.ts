/**
 * Every module the server runs. Add a new module here (see apps/server/README.md, "Adding an
 * operation").
 */
import type { ModuleFactory } from '../http/operations.ts'
import { commonModule } from './common/index.ts'

export const allModules: readonly ModuleFactory[] = [commonModule]
