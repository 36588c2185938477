import { mutationOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import type { components } from '../generated/v2'
import { call, getQuery, postQuery } from './shared'
import { formValues, invalidates } from './shared-mutations'

type Schemas = components['schemas']
export type OrderHistoryType = Schemas['OrderHistoryType']

/** Orders: history by type code (AP, PD, CR, RR), one order's detail, whether it can be repaid. */
export const orderQueries = {
  all: () => ['orders'] as const,
  history: (language: ApiLocale, type: OrderHistoryType = 'AP', pageNumber = 1) =>
    getQuery(
      language,
      [...orderQueries.all(), 'history', type, { pageNumber }],
      '/v2/order/history-details',
      {
        query: { orderHistoryTypes: type, pageNumber },
      },
    ),
  details: (language: ApiLocale, orderId: number) =>
    getQuery(
      language,
      [...orderQueries.all(), 'details', orderId],
      '/v2/order/orderdetails/{orderId}',
      {
        path: { orderId },
      },
    ),
  canRepay: (language: ApiLocale, orderId: number) =>
    postQuery(language, [...orderQueries.all(), 'can-repay', orderId], '/v2/order/can-repayment', {
      Data: { OrderId: orderId },
    }),
}

/** An order changed: the order lists and details, coins given back, books unlocked. */
const orderChanged = invalidates(orderQueries.all(), ['shelf'], ['customer', 'coins'])

export type ChangePaymentVariables = {
  method: 'omise' | '123' | 'pgw'
} & Schemas['ChangePaymentModel']

const changePaymentPath = {
  omise: '/v2/order/orderdetails/changeomisepayment',
  '123': '/v2/order/orderdetails/change123payment',
  pgw: '/v2/order/orderdetails/changepgwpayment',
} as const

export const orderMutations = {
  /** Cancels an unpaid order. */
  cancel: () =>
    mutationOptions({
      mutationKey: ['orders', 'cancel'],
      mutationFn: (orderId: number, { client }) =>
        call(client, 'POST', '/v2/order/cancelorder', { body: formValues({ orderId }) }),
      onSuccess: orderChanged,
    }),
  /** Pays an unpaid order again, with the same or another gateway. */
  changePayment: () =>
    mutationOptions({
      mutationKey: ['orders', 'change-payment'],
      mutationFn: ({ method, ...Data }: ChangePaymentVariables, { client }) =>
        call(client, 'POST', changePaymentPath[method], { body: { Data } }),
      onSuccess: orderChanged,
    }),
}
