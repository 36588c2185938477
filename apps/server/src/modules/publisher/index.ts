/**
 * Publishing: contacting a publisher, applying to become one, and the application's master
 * data (book types, account types).
 */
import { defineModule } from '../../http/operations.ts'
import { registerPublisher } from './application.ts'
import { contactVendor } from './contact-vendor.ts'
import { getPublisherAccountTypes, getPublisherBookTypes } from './master-data.ts'

export const publisherModule = defineModule(() => ({
  name: 'publisher',
  v2: {
    contactVendor,
    registerPublisher,
    getPublisherBookTypes,
    getPublisherAccountTypes,
  },
}))
