import { queryOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import { getQuery } from './shared'

/**
 * The signed-in customer: profile, login info (SPEC.md §3 fields) and coin balance. The profile
 * form's choice lists and the coins' descriptions are in the answer's language; login info is not.
 */
export const customerQueries = {
  all: () => ['customer'] as const,
  info: (language: ApiLocale) =>
    getQuery(language, [...customerQueries.all(), 'info'], '/v2/customer/info'),
  /** Who is signed in: the same in every language, so one answer serves both. */
  loginInfo: () =>
    getQuery(null, [...customerQueries.all(), 'login-info'], '/v2/customer/login-info'),
  coins: (language: ApiLocale) =>
    getQuery(language, [...customerQueries.all(), 'coins'], '/v2/customer/coin/balance'),
  /** Checks a password-reset link before the new password is asked for. */
  passwordReset: (language: ApiLocale, token: string, guid: string) =>
    queryOptions({
      ...getQuery(
        language,
        [...customerQueries.all(), 'password-reset', token, guid],
        '/v2/customer/validate-reset-password/{token}/{guid}',
        { path: { token, guid } },
      ),
      retry: false,
    }),
}
