/**
 * Every module the server runs. Add a new module here (see apps/server/README.md, "Adding an
 * operation").
 */
import type { ModuleFactory } from '../http/operations.ts'
import { cartModule } from './cart/index.ts'
import { catalogModule } from './catalog/index.ts'
import { checkoutModule } from './checkout/index.ts'
import { commonModule } from './common/index.ts'
import { customerModule } from './customer/index.ts'
import { externalAuthModule } from './external-auth/index.ts'
import { libraryModule } from './library/index.ts'
import { addressModule } from './address/index.ts'
import { contentModule } from './content/index.ts'
import { publisherModule } from './publisher/index.ts'
import { readingModule } from './reading/index.ts'
import { seoModule } from './seo/index.ts'

export const allModules: readonly ModuleFactory[] = [
  commonModule,
  customerModule,
  cartModule,
  catalogModule,
  externalAuthModule,
  checkoutModule,
  libraryModule,
  readingModule,
  addressModule,
  contentModule,
  publisherModule,
  seoModule,
]
