import { isApiError } from '@ebook/api'
import { cartMutations, wishlistMutations } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import {
  BookCard,
  BookCardSkeleton,
  Button,
  EmptyState,
  Icon,
  OpenBookIcon,
  Pagination,
  Skeleton,
  toast,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { useValue } from '../app/store'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { readerHref } from '../reader/search'
import { wishlistHref, wishlistOwner, wishlistPageQuery } from './queries'

type WishlistItem = Schema<'ShoppingCartItemModel'>

/** A heart: the wishlist's picture when it is empty. */
const heart = (
  <Icon strokeWidth="1.5">
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
  </Icon>
)

/** What a refused call tells the visitor; 401 and 500 are already shown by the app's rules. */
function messagesOf(error: unknown): string[] {
  if (isApiError(error)) return error.status === 401 || error.status === 500 ? [] : error.messages
  return error instanceof Error ? [error.message] : []
}

/**
 * One book of the wishlist with its actions (move to basket and remove, or read and remove once
 * the customer owns it) and what the server said about it.
 */
function WishlistRow({
  item,
  eager,
  afterGone,
}: {
  item: WishlistItem
  eager: boolean
  afterGone: () => void
}) {
  const t = useT()
  const addToBasket = useMutation({ ...cartMutations.add(), meta: { errorToast: false } })
  const remove = useMutation({ ...wishlistMutations.remove(), meta: { errorToast: false } })
  const [problems, setProblems] = useState<string[]>([])
  const busy = addToBasket.isPending || remove.isPending
  const title = item.ProductName

  const run = async (move: boolean) => {
    setProblems([])
    try {
      if (move) await addToBasket.mutateAsync(item.ProductId)
      await remove.mutateAsync(item.ProductId)
      toast.success(t(move ? 'wishlist_page.moved' : 'wishlist_page.removed', { title }))
      afterGone()
    } catch (error) {
      setProblems(messagesOf(error))
    }
  }

  const format = item.FileFormat === 'PDF' ? 'pdf' : item.FileFormat ? 'epub' : null
  return (
    <BookCard
      variant="list"
      titleAs="h2"
      title={title}
      authors={item.Authors?.map((author) => author.Name) ?? []}
      coverUrl={item.Picture?.ImageUrl}
      coverAlt={item.Picture?.AlternateText ?? undefined}
      coverLoading={eager ? 'eager' : 'lazy'}
      href={`/book-detail/${item.ProductId}`}
      renderLink={renderStoreLink}
      price={item.UnitPriceValue}
      badges={format ? [format] : []}
      aria-busy={busy || undefined}
      className="h-full rounded-lg border border-border p-3"
      actions={
        <>
          {item.AlreadyOwned ? (
            // Bought since it was wished for: the basket would refuse it, so the way is to read it.
            // The note stands in for the server's warnings, which only say why it cannot be bought.
            <>
              <p className="basis-full text-sm text-muted-foreground">
                <StoreLink
                  href="/bookshelf"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {t('wishlist_page.owned')}
                </StoreLink>
              </p>
              <Button variant="primary" size="sm" asChild>
                <StoreLink
                  href={readerHref(item.ProductId, 'full')}
                  aria-label={t('wishlist_page.read_label', { title })}
                >
                  <OpenBookIcon />
                  {t('wishlist_page.read')}
                </StoreLink>
              </Button>
            </>
          ) : (
            <>
              {item.Warnings.map((warning) => (
                <p key={warning} className="basis-full text-sm text-warning">
                  {warning}
                </p>
              ))}
              <Button
                variant="cta"
                size="sm"
                busy={busy}
                aria-label={t('wishlist_page.move_label', { title })}
                onClick={() => void run(true)}
              >
                {t('wishlist_page.move_to_basket')}
              </Button>
            </>
          )}
          <Button
            variant="outline"
            size="sm"
            busy={busy}
            aria-label={t('wishlist_page.remove_label', { title })}
            onClick={() => void run(false)}
          >
            {t('wishlist_page.remove')}
          </Button>
          {problems.length > 0 && (
            <p role="alert" className="basis-full text-sm font-medium text-error">
              {problems.join(' ')}
            </p>
          )}
        </>
      }
    />
  )
}

/** What a guest is told: the list lives in this browser until they sign in. */
function GuestNote() {
  const t = useT()
  return (
    <p className="text-sm text-muted-foreground">
      {t('wishlist_page.guest_note')}{' '}
      <StoreLink
        href={`/Login?redirect=${encodeURIComponent('/wishlist')}`}
        className="font-medium text-primary underline underline-offset-2"
      >
        {t('wishlist_page.guest_login')}
      </StoreLink>
    </p>
  )
}

function WishlistHeading({
  count,
  headingRef,
}: {
  count?: number
  headingRef?: RefObject<HTMLHeadingElement | null>
}) {
  const t = useT()
  return (
    <h1
      ref={headingRef}
      tabIndex={-1}
      className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold outline-none sm:text-3xl"
    >
      {t('wishlist_page.heading')}
      {count !== undefined && count > 0 && (
        <span className="text-base font-normal text-muted-foreground">
          {t(count === 1 ? 'wishlist_page.count_one' : 'wishlist_page.count', { count })}
        </span>
      )}
    </h1>
  )
}

/**
 * The wishlist (SPEC §2 /wishlist, §7 wishlistpaging): the customer's, or a guest's by device id,
 * ten books a page, each with move to basket (or read, once owned) and remove.
 */
export function WishlistPage() {
  const t = useT()
  const locale = useLocale()
  const navigate = useNavigate()
  const { session } = useStoreApp()
  const owner = wishlistOwner(useValue(session.token))
  const { pageNumber } = useSearch({ from: '/{-$locale}/wishlist' })
  const { data } = useSuspenseQuery(wishlistPageQuery(pageNumber, owner, locale))
  const headingRef = useRef<HTMLHeadingElement>(null)

  // A page past the end (the last book of the last page removed, an old link): the last page.
  const lastPage = Math.max(1, data.TotalPages)
  useEffect(() => {
    if (pageNumber > lastPage) {
      void navigate({ href: localizedHref(wishlistHref(lastPage), locale), replace: true })
    }
  }, [pageNumber, lastPage, locale, navigate])

  if (data.TotalItems === 0) {
    return (
      <div className="flex flex-col gap-6">
        <WishlistHeading />
        <EmptyState
          icon={heart}
          title={t('wishlist_page.empty_title')}
          message={t('wishlist_page.empty_message')}
          action={
            <>
              <Button asChild>
                <StoreLink href="/newproducts">{t('wishlist_page.browse_new')}</StoreLink>
              </Button>
              <Button variant="outline" asChild>
                <StoreLink href="/bestseller">{t('wishlist_page.browse_bestsellers')}</StoreLink>
              </Button>
            </>
          }
        />
        {owner === 'guest' && <GuestNote />}
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <WishlistHeading count={data.TotalItems} headingRef={headingRef} />
        {owner === 'guest' && <GuestNote />}
      </div>
      <ul aria-label={t('wishlist_page.list_label')} className="grid gap-3 lg:grid-cols-2">
        {data.Items.map((item, index) => (
          <li key={item.Id} className="min-w-0">
            <WishlistRow
              item={item}
              eager={index < 2}
              afterGone={() => headingRef.current?.focus()}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={data.PageNumber}
        totalPages={data.TotalPages}
        label={t('wishlist_page.pages')}
        getHref={wishlistHref}
        renderLink={(props) => renderStoreLink(props)}
      />
    </div>
  )
}

/** The wishlist while its page loads. */
export function WishlistPageSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <WishlistHeading />
      <Skeleton className="h-4 w-64" />
      <ul className="grid gap-3 lg:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <BookCardSkeleton variant="list" className="rounded-lg border border-border p-3" />
          </li>
        ))}
      </ul>
    </div>
  )
}
