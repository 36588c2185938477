import {
  mutationOptions,
  type MutationFunctionContext,
  type QueryClient,
} from '@tanstack/react-query'
import type { components } from '../generated/v2'
import { apiOf } from './bind'
import { customerQueries } from './customer'
import { call } from './shared'
import { dataMutation, invalidates } from './shared-mutations'

type Schemas = components['schemas']

/**
 * Who is signed in changed: keep the new token (or none), then drop every cached answer, since
 * carts, wishlists, orders and prices all depend on the customer.
 */
const signedIn = (client: QueryClient, result: { Token: string } | null) => {
  apiOf(client).storage.setToken(result?.Token ?? null)
  client.removeQueries()
}

const afterSignIn = (
  data: unknown,
  _v: unknown,
  _r: unknown,
  { client }: MutationFunctionContext,
) => signedIn(client, data as Schemas['LoginResult'])
const afterSignOut = (_d: unknown, _v: unknown, _r: unknown, { client }: MutationFunctionContext) =>
  signedIn(client, null)

export const authMutations = {
  login: () => dataMutation(['customer', 'login'], '/v2/customer/login', afterSignIn),
  externalLogin: () =>
    dataMutation(['customer', 'external-login'], '/v2/customer/externallogin', afterSignIn),
  register: () => dataMutation(['customer', 'register'], '/v2/customer/register', afterSignIn),
  /** Revokes the token on the server; the browser forgets it whatever the answer. */
  logout: () =>
    mutationOptions({
      mutationKey: ['customer', 'logout'],
      mutationFn: (_: void, { client }) => call(client, 'GET', '/v2/customer/logout'),
      onSettled: (_data, _error, _variables, _r, { client }) => signedIn(client, null),
    }),
  changePassword: () =>
    dataMutation(['customer', 'change-password'], '/v2/customer/changepassword'),
  deactivate: () =>
    dataMutation(['customer', 'deactivate'], '/v2/customer/deactivate', afterSignOut),
  requestPasswordReset: () =>
    dataMutation(['customer', 'request-password-reset'], '/v2/customer/reset-password'),
  confirmPasswordReset: () =>
    dataMutation(['customer', 'confirm-password-reset'], '/v2/customer/confirm-reset-password'),
}

export const customerMutations = {
  updateInfo: () =>
    dataMutation(
      ['customer', 'update-info'],
      '/v2/customer/info',
      invalidates(customerQueries.all()),
    ),
  /** Unlinks an external sign-in (Google, Facebook, Apple) from the account. */
  removeExternalLogin: () =>
    mutationOptions({
      mutationKey: ['customer', 'remove-external-login'],
      mutationFn: (recordId: number, { client }) =>
        call(client, 'POST', '/v2/customer/removeexternalassociation/{recordId}', {
          params: { path: { recordId } },
        }),
      onSuccess: invalidates([...customerQueries.all(), 'info']),
    }),
}
