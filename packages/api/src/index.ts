// The client's public API: the factory of the typed clients, their errors and unwrap helpers, and
// the storage they read. TanStack Query factories live in '@ebook/api/queries'; model types in
// '@ebook/api/types'.
export {
  createApiClients,
  DEVICE_TYPE_ID,
  type ApiClientOptions,
  type ApiClients,
  type ApiLocale,
  type AppStartResult,
} from './client'
export { ApiError, isApiError, messagesOf, type ApiErrorKind } from './errors'
export {
  createClientStorage,
  memoryStore,
  readCookie,
  writeCookie,
  TOKEN_KEY,
  DEVICE_ID_KEY,
  type ClientStorage,
  type KeyValueStore,
} from './storage'
export { unwrap, unwrapContent, unwrapData } from './unwrap'
