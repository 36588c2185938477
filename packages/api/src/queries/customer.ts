import {
  mutationOptions,
  type MutationFunctionContext,
  type QueryClient,
} from '@tanstack/react-query'
import type { components } from '../generated/v2'
import { apiOf } from './bind'
import { call, dataMutation, getQuery, invalidates } from './shared'

type Schemas = components['schemas']

/** The signed-in customer: profile, login info (SPEC.md §3 fields) and coin balance. */
export const customerQueries = {
  all: () => ['customer'] as const,
  info: () => getQuery([...customerQueries.all(), 'info'], '/v2/customer/info'),
  loginInfo: () => getQuery([...customerQueries.all(), 'login-info'], '/v2/customer/login-info'),
  coins: () => getQuery([...customerQueries.all(), 'coins'], '/v2/customer/coin/balance'),
  /** Checks a password-reset link before the new password is asked for. */
  passwordReset: (token: string, guid: string) => ({
    ...getQuery(
      [...customerQueries.all(), 'password-reset', token, guid],
      '/v2/customer/validate-reset-password/{token}/{guid}',
      { path: { token, guid } },
    ),
    retry: false,
  }),
}

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
