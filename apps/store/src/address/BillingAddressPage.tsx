import { addressMutations, addressQueries } from '@ebook/api/queries'
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  Field,
  Radio,
  RadioGroup,
  Skeleton,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { showToast } from '../app/toasts'
import { StoreLink } from '../components/StoreLink'
import { withRedirect } from '../checkout/route-kit'
import { useSingleFlight } from '../checkout/single-flight'
import { AddressPageHeader, AddressText } from './AddressBookPage'
import { nameOn } from './address-values'

type BillingAddressPageProps = {
  /** Where to go once an address is chosen (`/payment`); the page stays without one. */
  redirect?: string
}

function Header({ redirect }: BillingAddressPageProps) {
  const t = useT()
  return (
    <AddressPageHeader
      title={t('billing_address.title')}
      intro={t('billing_address.intro')}
      back={
        redirect
          ? { href: redirect, label: t('billing_address.back') }
          : { href: '/customer/addresses', label: t('address_book.title') }
      }
    />
  )
}

/**
 * /customer/shipping-address: which of the customer's addresses goes on receipts and tax
 * invoices (`saveshipping`), with ways to add a new one or edit one.
 */
export function BillingAddressPage({ redirect }: BillingAddressPageProps) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const { data } = useSuspenseQuery(addressQueries.list(locale))
  const addresses = data.Addresses
  const [chosen, setChosen] = useState<number | null>(
    data.SelectedShippingAddressId ?? addresses[0]?.Id ?? null,
  )
  const choose = useMutation(addressMutations.saveShipping())
  const { busy, run } = useSingleFlight()
  const addHref = withRedirect('/customer/shipping-address-add', redirect)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen === null) return
    void run(async () => {
      await choose.mutateAsync(chosen)
      showToast('success', t('billing_address.saved'))
      if (redirect) await router.navigate({ href: localizedHref(redirect, locale) })
    }).catch(() => undefined /* the client's rules show the server's messages */)
  }

  if (addresses.length === 0) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6">
        <Header redirect={redirect} />
        <EmptyState
          title={t('billing_address.empty_title')}
          message={t('billing_address.empty_message')}
          action={
            <Button asChild>
              <StoreLink href={addHref}>{t('billing_address.add')}</StoreLink>
            </Button>
          }
        />
      </div>
    )
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Header redirect={redirect} />
      <form onSubmit={submit} className="grid gap-6" aria-busy={busy}>
        <Field label={t('billing_address.choose')} required>
          <RadioGroup
            value={chosen === null ? undefined : String(chosen)}
            onValueChange={(value) => setChosen(Number(value))}
            className="gap-3"
          >
            {addresses.map((address) => (
              <Card
                key={address.Id}
                variant="outline"
                className="py-4 has-checked:border-primary has-checked:ring-1 has-checked:ring-primary"
              >
                <CardContent className="flex flex-wrap items-start justify-between gap-3 px-4">
                  <Radio
                    value={String(address.Id)}
                    label={<span className="font-semibold">{nameOn(address)}</span>}
                    description={<AddressText address={address} />}
                  />
                  <Button variant="outline" size="sm" asChild>
                    <StoreLink
                      href={withRedirect(`/customer/shipping-address-edit/${address.Id}`, redirect)}
                    >
                      {t('address_book.edit')}
                      <span className="sr-only">
                        {' '}
                        {t('address_book.whose', { name: nameOn(address) })}
                      </span>
                    </StoreLink>
                  </Button>
                </CardContent>
              </Card>
            ))}
          </RadioGroup>
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" asChild>
            <StoreLink href={addHref}>{t('billing_address.add')}</StoreLink>
          </Button>
          <Button type="submit" disabled={chosen === null} busy={busy}>
            {t('billing_address.save')}
          </Button>
        </div>
      </form>
    </div>
  )
}

/** The billing choice's shape while it loads. */
export function BillingAddressSkeleton({ redirect }: BillingAddressPageProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6" aria-busy="true">
      <Header redirect={redirect} />
      {[0, 1].map((key) => (
        <Skeleton key={key} className="h-28 w-full rounded-lg" />
      ))}
    </div>
  )
}
