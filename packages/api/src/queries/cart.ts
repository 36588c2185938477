import { getQuery } from './shared'

/** The basket and checkout: cart, checkout summary, what blocks paying, payment methods. */
export const cartQueries = {
  all: () => ['cart'] as const,
  cart: () => getQuery([...cartQueries.all(), 'cart'], '/v2/shoppingcart/cart'),
  checkout: () => getQuery([...cartQueries.all(), 'checkout'], '/v2/checkout/checkoutbook'),
  verify: () => getQuery([...cartQueries.all(), 'verify'], '/v2/checkout/verify-checkout'),
  paymentMethods: () =>
    getQuery([...cartQueries.all(), 'payment-methods'], '/v2/checkout/getpaymentmethods'),
  completed: (orderId?: number) =>
    getQuery([...cartQueries.all(), 'completed', { orderId }], '/v2/checkout/completed', {
      query: { orderId },
    }),
}
