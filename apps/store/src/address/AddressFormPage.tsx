import { addressMutations, addressQueries, countryQueries } from '@ebook/api/queries'
import { Card, CardContent, Skeleton } from '@ebook/ui'
import { useMutation, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref, type Locale } from '../app/locale'
import { showToast } from '../app/toasts'
import { withRedirect } from '../checkout/route-kit'
import { AddressPageHeader } from './AddressBookPage'
import { AddressForm } from './AddressForm'
import type { AddressInput } from './address-values'

/**
 * Which list an address form belongs to: the address book (/customer/addresses), or the billing
 * address choice (/customer/shipping-address), where a new address is also chosen at once.
 */
export type AddressFormKind = 'book' | 'billing'

type AddressFormPageProps = {
  kind: AddressFormKind
  /** The address to edit, or 0 for a new one. */
  addressId: number
  /** Billing forms: where the choice page goes once an address is chosen (`/payment`). */
  redirect?: string
}

/**
 * Loads what an address form needs before it shows: the prepared address, and the choice lists
 * it came with (provinces, and the districts of its province) put where the place fields read
 * them, so editing shows the current choice without asking again.
 */
export async function loadAddressForm(
  queryClient: QueryClient,
  addressId: number,
  locale: Locale,
): Promise<void> {
  const { Address } = await queryClient.ensureQueryData(addressQueries.form(locale, addressId))
  const countryId = Address.CountryId
  if (countryId && Address.AvailableStates.length > 0) {
    const states = countryQueries.states(locale, countryId)
    if (!queryClient.getQueryData(states.queryKey)) {
      queryClient.setQueryData(
        states.queryKey,
        Address.AvailableStates.map((item) => ({ id: Number(item.Value), name: item.Text })),
      )
    }
  } else if (countryId) {
    void queryClient.prefetchQuery(countryQueries.states(locale, countryId))
  }
  if (Address.StateProvinceId && Address.AvailableDistricts.length > 0) {
    const districts = countryQueries.districts(locale, Address.StateProvinceId)
    if (!queryClient.getQueryData(districts.queryKey)) {
      queryClient.setQueryData(districts.queryKey, Address.AvailableDistricts)
    }
  }
}

function titleKey(kind: AddressFormKind, isNew: boolean) {
  if (kind === 'billing') return isNew ? 'billing_address.add_title' : 'billing_address.edit_title'
  return isNew ? 'address_form.add_title' : 'address_form.edit_title'
}

/** Where a form goes back to, on cancel and after saving. */
function listOf(kind: AddressFormKind, redirect: string | undefined) {
  return kind === 'billing'
    ? withRedirect('/customer/shipping-address', redirect)
    : '/customer/addresses'
}

/** The add and edit pages of an address, in the address book or in the billing choice. */
export function AddressFormPage({ kind, addressId, redirect }: AddressFormPageProps) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const { data } = useSuspenseQuery(addressQueries.form(locale, addressId))
  // The form shows the server's messages itself: no toast.
  const add = useMutation({ ...addressMutations.add(), meta: { errorToast: false } })
  const update = useMutation({ ...addressMutations.update(), meta: { errorToast: false } })
  const choose = useMutation({ ...addressMutations.saveShipping(), meta: { errorToast: false } })
  const isNew = addressId === 0
  const title = t(titleKey(kind, isNew))
  const back = listOf(kind, redirect)

  // A new address the server already took: sending again (the choice failed) edits it.
  const created = useRef<number | null>(null)

  const save = async (input: AddressInput) => {
    let next = back
    if (isNew) {
      if (created.current === null) created.current = await add.mutateAsync(input)
      else await update.mutateAsync({ addressId: created.current, ...input })
      const newId = created.current
      if (kind === 'billing') {
        await choose.mutateAsync(newId)
        next = redirect ?? back
      }
    } else {
      await update.mutateAsync({ addressId, ...input })
    }
    showToast('success', t('address_form.saved'))
    await router.navigate({ href: localizedHref(next, locale) })
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <AddressPageHeader
        title={title}
        back={{
          href: back,
          label: kind === 'billing' ? t('billing_address.title') : t('address_book.title'),
        }}
      />
      <AddressForm
        // A new answer (another language, say) keeps what was typed: only another address resets.
        key={addressId}
        address={data.Address}
        onSubmit={save}
        cancelHref={back}
      />
    </div>
  )
}

/** An address form's shape while it loads. */
export function AddressFormSkeleton({ kind, isNew }: { kind: AddressFormKind; isNew: boolean }) {
  const t = useT()
  const title = t(titleKey(kind, isNew))
  return (
    <div className="mx-auto grid max-w-3xl gap-6" aria-busy="true">
      <AddressPageHeader title={title} />
      {[4, 5].map((fields) => (
        <Card key={fields}>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-6 w-32 sm:col-span-2" />
            {Array.from({ length: fields }, (_, index) => (
              <div key={index} className="grid gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
