import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import type { components } from '../generated/v2'
import { call, getQuery } from './shared'
import { formValues, invalidates } from './shared-mutations'

type AddressInput = components['schemas']['AddressInputModel']

/** The customer's addresses, and the address form prepared by the server. */
export const addressQueries = {
  all: () => ['address'] as const,
  list: (language: ApiLocale) =>
    getQuery(language, [...addressQueries.all(), 'list'], '/v2/customer/addresses'),
  /** Id 0 gives a blank form for a new address. */
  form: (language: ApiLocale, addressId: number) =>
    getQuery(
      language,
      [...addressQueries.all(), 'form', addressId],
      '/v2/customer/addressedit/{addressId}',
      {
        path: { addressId },
      },
    ),
}

/** Thai provinces, and a province's districts with their sub-districts and postcodes. */
export const countryQueries = {
  all: () => ['country'] as const,
  states: (language: ApiLocale, countryId: number) =>
    queryOptions({
      ...getQuery(
        language,
        [...countryQueries.all(), 'states', countryId],
        '/v2/country/getstatesbycountryid/{countryId}',
        { path: { countryId } },
      ),
      staleTime: Infinity,
    }),
  districts: (language: ApiLocale, stateProvinceId: number) =>
    queryOptions({
      ...getQuery(
        language,
        [...countryQueries.all(), 'districts', stateProvinceId],
        '/v2/country/getcitybystatesid/{stateProvinceId}',
        { path: { stateProvinceId } },
      ),
      staleTime: Infinity,
    }),
}

/** Addresses changed: the lists and forms, and the checkout that shows the billing address. */
const addressChanged = invalidates(addressQueries.all(), ['cart'])

export const addressMutations = {
  add: () =>
    mutationOptions({
      mutationKey: ['address', 'add'],
      mutationFn: (Address: AddressInput, { client }) =>
        call(client, 'POST', '/v2/customer/addressadd', { body: { Data: { Address } } }),
      onSuccess: addressChanged,
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['address', 'update'],
      mutationFn: ({ addressId, ...Address }: AddressInput & { addressId: number }, { client }) =>
        call(client, 'POST', '/v2/customer/addressedit/{addressId}', {
          params: { path: { addressId } },
          body: { Data: { Address } },
        }),
      onSuccess: addressChanged,
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['address', 'remove'],
      mutationFn: (addressId: number, { client }) =>
        call(client, 'POST', '/v2/customer/addressdelete/{addressId}', {
          params: { path: { addressId } },
        }),
      onSuccess: addressChanged,
    }),
  /** Chooses the address the order is billed to. */
  saveShipping: () =>
    mutationOptions({
      mutationKey: ['address', 'save-shipping'],
      mutationFn: (addressId: number, { client }) =>
        call(client, 'POST', '/v2/checkout/saveshipping', {
          body: formValues({ shipping_address_id: addressId }),
        }),
      onSuccess: addressChanged,
    }),
}
