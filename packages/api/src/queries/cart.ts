import type { ApiLocale } from '../client'
import { getQuery } from './shared'

/** The basket and checkout: cart, checkout summary, what blocks paying, payment methods. */
export const cartQueries = {
  all: () => ['cart'] as const,
  cart: (language: ApiLocale) =>
    getQuery(language, [...cartQueries.all(), 'cart'], '/v2/shoppingcart/cart'),
  checkout: (language: ApiLocale) =>
    getQuery(language, [...cartQueries.all(), 'checkout'], '/v2/checkout/checkoutbook'),
  verify: (language: ApiLocale) =>
    getQuery(language, [...cartQueries.all(), 'verify'], '/v2/checkout/verify-checkout'),
  paymentMethods: (language: ApiLocale) =>
    getQuery(language, [...cartQueries.all(), 'payment-methods'], '/v2/checkout/getpaymentmethods'),
  completed: (language: ApiLocale, orderId?: number) =>
    getQuery(language, [...cartQueries.all(), 'completed', { orderId }], '/v2/checkout/completed', {
      query: { orderId },
    }),
}
