import { queryOptions } from '@tanstack/react-query'
import { getQuery } from './shared'

/** The signed-in customer: profile, login info (SPEC.md §3 fields) and coin balance. */
export const customerQueries = {
  all: () => ['customer'] as const,
  info: () => getQuery([...customerQueries.all(), 'info'], '/v2/customer/info'),
  loginInfo: () => getQuery([...customerQueries.all(), 'login-info'], '/v2/customer/login-info'),
  coins: () => getQuery([...customerQueries.all(), 'coins'], '/v2/customer/coin/balance'),
  /** Checks a password-reset link before the new password is asked for. */
  passwordReset: (token: string, guid: string) =>
    queryOptions({
      ...getQuery(
        [...customerQueries.all(), 'password-reset', token, guid],
        '/v2/customer/validate-reset-password/{token}/{guid}',
        { path: { token, guid } },
      ),
      retry: false,
    }),
}
