import { mutationOptions } from '@tanstack/react-query'
import type { components } from '../generated/v2'
import { cartQueries } from './cart'
import { call } from './shared'
import { formValues, invalidates } from './shared-mutations'

type Schemas = components['schemas']

/** Whatever shows the basket: the basket itself, the checkout, a book's buttons. */
const basketChanged = invalidates(cartQueries.all(), ['product'])

/** A cart form post (update, coupons) that refreshes what shows the basket. */
const cartForm = <V>(
  name: string,
  path:
    | '/v2/shoppingcart/updatecart'
    | '/v2/shoppingcart/applydiscountcoupon'
    | '/v2/shoppingcart/removediscountcoupon',
  values: (variables: V) => Record<string, string | number>,
) =>
  mutationOptions({
    mutationKey: ['cart', name],
    mutationFn: (variables: V, { client }) =>
      call(client, 'POST', path, { body: formValues(values(variables)) }),
    onSuccess: basketChanged,
  })

export const cartMutations = {
  /** Puts a book in the basket (an e-book once: the server refuses a second copy or an owned one). */
  add: () =>
    mutationOptions({
      mutationKey: ['cart', 'add'],
      mutationFn: (productId: number, { client }) =>
        call(
          client,
          'POST',
          '/v2/shoppingcart/addproducttocart/details/{productId}/{shoppingCartTypeId}',
          {
            params: { path: { productId, shoppingCartTypeId: 1 } },
            body: formValues({ [`addtocart_${productId}.EnteredQuantity`]: 1 }),
          },
        ),
      onSuccess: basketChanged,
    }),
  /** Removes basket items by their cart item ids. */
  remove: () =>
    cartForm('remove', '/v2/shoppingcart/updatecart', (cartItemIds: number[]) => ({
      removefromcart: cartItemIds.join(','),
    })),
  applyCoupon: () =>
    cartForm('apply-coupon', '/v2/shoppingcart/applydiscountcoupon', (code: string) => ({
      discountcouponcode: code,
    })),
  removeCoupon: () =>
    cartForm('remove-coupon', '/v2/shoppingcart/removediscountcoupon', (discountId: number) => ({
      [`removediscount-${discountId}`]: discountId,
    })),
  /** Spends (or stops spending) the customer's coins on this order. */
  useCoins: () =>
    mutationOptions({
      mutationKey: ['cart', 'use-coins'],
      mutationFn: (useCoins: boolean, { client }) =>
        call(client, 'POST', '/v2/checkout/userewardpoints', {
          body: { Data: { UseRewardPoints: useCoins } },
        }),
      onSuccess: basketChanged,
    }),
}

/** How the customer pays: the gateway and what it needs. */
export type ConfirmOrderVariables =
  | ({ method: 'omise' } & Schemas['ConfirmOrderOmiseModel'])
  | ({ method: '123'; CheckoutToken: string } & Schemas['ConfirmOrder123Model'])
  | ({ method: 'pgw' } & Schemas['ConfirmOrderPgwModel'])

export const checkoutMutations = {
  /**
   * Confirms the order with a gateway. The CheckoutToken makes it idempotent: a double click or a
   * retry answers the same order and charges once.
   */
  confirm: () =>
    mutationOptions({
      mutationKey: ['checkout', 'confirm'],
      mutationFn: (variables: ConfirmOrderVariables, { client }) => {
        if (variables.method === 'omise') {
          const { method: _, ...Data } = variables
          return call(client, 'POST', '/v2/checkout/confirmorderomise', { body: { Data } })
        }
        if (variables.method === '123') {
          const { method: _, CheckoutToken: token, ...Data } = variables
          return call(client, 'POST', '/v2/checkout/confirmorder123/{token}', {
            params: { path: { token } },
            body: { Data },
          })
        }
        const { method: _, ...Data } = variables
        return call(client, 'POST', '/v2/checkout/confirmorderpgwpayment', { body: { Data } })
      },
      // An order exists now: the basket, orders, coins and bookshelf have all changed.
      onSuccess: invalidates(
        cartQueries.all(),
        ['orders'],
        ['shelf'],
        ['customer', 'coins'],
        ['product'],
      ),
    }),
}
