import { addressMutations, addressQueries } from '@ebook/api/queries'
import type { AddressModel } from '@ebook/api/types'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  confirm,
  EmptyState,
  Skeleton,
  SkeletonText,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocale, useT } from '../app/i18n'
import { showToast } from '../app/toasts'
import { StoreLink } from '../components/StoreLink'
import { addressLines, nameOn } from './address-values'

/** The title block of an address page: one h1, an intro, and a way back. */
export function AddressPageHeader({
  title,
  intro,
  back,
}: {
  title: string
  intro?: string
  back?: { href: string; label: string }
}) {
  return (
    <header className="grid gap-2">
      {back && (
        <StoreLink
          href={back.href}
          className="w-fit rounded-sm text-sm text-muted-foreground hover:text-primary"
        >
          ‹ {back.label}
        </StoreLink>
      )}
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro && <p className="text-muted-foreground">{intro}</p>}
    </header>
  )
}

/** An address as the customer reads it: the name, the lines, phone and e-mail. */
export function AddressText({ address }: { address: AddressModel }) {
  const t = useT()
  return (
    // Phrasing content only: it also serves as a radio's description (a <p>).
    <span className="grid gap-0.5 text-sm">
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      {address.PhoneNumber && (
        <span className="text-muted-foreground">
          {t('address_book.phone', { phone: address.PhoneNumber })}
        </span>
      )}
      {address.Email && <span className="text-muted-foreground">{address.Email}</span>}
    </span>
  )
}

function AddressCard({ address, billing }: { address: AddressModel; billing: boolean }) {
  const t = useT()
  const remove = useMutation(addressMutations.remove())
  const name = nameOn(address)
  const askAndDelete = async () => {
    const sure = await confirm({
      title: t('address_book.delete_title'),
      message: t('address_book.delete_message', { name }),
      destructive: true,
    })
    if (!sure || remove.isPending) return
    remove.mutate(address.Id, {
      onSuccess: () => showToast('success', t('address_book.deleted')),
    })
  }
  return (
    <li>
      <Card className="h-full" aria-busy={remove.isPending}>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h2>{name}</h2>
            </CardTitle>
            {billing && <Badge variant="success">{t('address_book.billing_badge')}</Badge>}
          </div>
        </CardHeader>
        <CardContent className="flex-1">
          <AddressText address={address} />
        </CardContent>
        <CardFooter>
          <Button variant="outline" size="sm" asChild>
            <StoreLink href={`/customer/addressedit/${address.Id}`}>
              {t('address_book.edit')}
              <span className="sr-only"> {t('address_book.whose', { name })}</span>
            </StoreLink>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-error hover:text-error"
            busy={remove.isPending}
            onClick={() => void askAndDelete()}
          >
            {t('address_book.delete')}
            <span className="sr-only"> {t('address_book.whose', { name })}</span>
          </Button>
        </CardFooter>
      </Card>
    </li>
  )
}

function AddButton() {
  const t = useT()
  return (
    <Button asChild>
      <StoreLink href="/customer/addressadd">{t('address_book.add')}</StoreLink>
    </Button>
  )
}

/** /customer/addresses: the customer's addresses, to add, edit and delete. */
export function AddressBookPage() {
  const locale = useLocale()
  const t = useT()
  const { data } = useSuspenseQuery(addressQueries.list(locale))
  return (
    <AddressBookLayout>
      {data.Addresses.length === 0 ? (
        <EmptyState
          title={t('address_book.empty_title')}
          message={t('address_book.empty_message')}
          action={<AddButton />}
        />
      ) : (
        <>
          <div>
            <AddButton />
          </div>
          <ul aria-label={t('address_book.list_label')} className="grid gap-4 md:grid-cols-2">
            {data.Addresses.map((address) => (
              <AddressCard
                key={address.Id}
                address={address}
                billing={address.Id === data.SelectedShippingAddressId}
              />
            ))}
          </ul>
        </>
      )}
    </AddressBookLayout>
  )
}

function AddressBookLayout({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <AddressPageHeader
        title={t('address_book.title')}
        intro={t('address_book.intro')}
        back={{ href: '/customer/profile', label: t('address_book.account') }}
      />
      {children}
    </div>
  )
}

/** The address list's shape while it loads. */
export function AddressBookSkeleton() {
  return (
    <AddressBookLayout>
      <div aria-busy="true" className="grid gap-4">
        <Skeleton className="h-10 w-40" />
        <div className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((key) => (
            <Card key={key}>
              <CardContent className="grid gap-3">
                <Skeleton className="h-6 w-1/2" />
                <SkeletonText lines={3} />
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </AddressBookLayout>
  )
}
