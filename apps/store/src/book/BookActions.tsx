import { cartMutations, shelfMutations, shelfQueries, wishlistMutations } from '@ebook/api/queries'
import type { ProductDetailsModel } from '@ebook/api/types'
import { BasketIcon, Button, OpenBookIcon, SpinnerIcon, toast } from '@ebook/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, type MouseEvent, type ReactNode } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { useValue } from '../app/store'
import { StoreLink } from '../components/StoreLink'
import { formatDate } from '../lib/format'
import { readerHref } from '../reader/search'
import { HeartIcon, SampleIcon } from './icons'

/** A button's icon, or a turning ring while its call is under way. */
function Busy({ pending, icon }: { pending: boolean; icon: ReactNode }) {
  return pending ? <SpinnerIcon className="motion-safe:animate-spin" aria-hidden="true" /> : icon
}

/**
 * Keeps focus in place when a link takes the place of the button that was pressed (the book went
 * into the basket): whoever pressed the button with focus on it, from the
 * keyboard say, finds focus on the link rather than on the page.
 */
function useFocusHandoff() {
  const pressedWithFocus = useRef(false)
  return {
    pressed: (event: MouseEvent<HTMLElement>) => {
      pressedWithFocus.current = event.currentTarget === document.activeElement
    },
    takeFocus: (link: HTMLElement | null) => {
      if (!link || !pressedWithFocus.current) return
      pressedWithFocus.current = false
      if (document.activeElement === document.body) link.focus()
    },
  }
}

/**
 * What a reader can do with the book: buy it (or go to it in the basket, or read it once owned),
 * wish for it (a toggle: pressed again, it takes the book off the wishlist), read its free sample (anyone, guests too) and put the sample on the bookshelf
 * (which then says it is there). The server says what applies (AddToCart); its refusals (owned,
 * already in the basket) come back as toasts.
 */
export function BookActions({ book }: { book: ProductDetailsModel }) {
  const t = useT()
  const locale = useLocale()
  const { session, needLogin, router } = useStoreApp()
  const token = useValue(session.token)
  const addToBasket = useMutation(cartMutations.add())
  const addToWishlist = useMutation(wishlistMutations.add())
  const removeFromWishlist = useMutation(wishlistMutations.remove())
  const addSample = useMutation(shelfMutations.addSample())
  const { AddToCart: cart } = book
  const changeWishlist = cart.InWishlist ? removeFromWishlist : addToWishlist
  const offersSample = book.HasSampleDownload && !cart.AlreadyOwned
  // Whether the sample is on the customer's bookshelf already (the library, searched by title).
  const library = useQuery({
    ...shelfQueries.myBooks(locale, { PageNumber: 1, PageSize: 50, Query: book.Name }),
    enabled: Boolean(token) && offersSample,
  })
  const sampleOnShelf =
    addSample.isSuccess ||
    Boolean(library.data?.Books.some((item) => item.ProductId === book.Id && item.IsSample))
  const buyFocus = useFocusHandoff()

  const onAddSample = () => {
    // A guest is asked to log in first; the call would only answer 401.
    if (!token) {
      needLogin.set({ open: true, returnTo: router.state.location.href })
      return
    }
    addSample.mutate(
      { ProductId: book.Id, ShelfId: null },
      { onSuccess: () => toast.success(t('book_page.sample_added')) },
    )
  }

  // The heart is one toggle button: pressed while the book is in the wishlist, and pressing it
  // again takes the book off. The button stays in place, so focus stays on it.
  const onToggleWishlist = () => {
    if (cart.InWishlist) {
      removeFromWishlist.mutate(book.Id, {
        onSuccess: () => toast.success(t('book_page.removed_from_wishlist')),
      })
    } else {
      addToWishlist.mutate(book.Id, {
        onSuccess: () => toast.success(t('book_page.added_to_wishlist')),
      })
    }
  }

  let buy
  if (cart.AlreadyOwned) {
    buy = (
      <>
        <Button variant="primary" size="lg" asChild>
          <StoreLink href={readerHref(book.Id, 'full')}>
            <OpenBookIcon />
            {t('book_page.read')}
          </StoreLink>
        </Button>
        <Button variant="outline" size="lg" asChild>
          <StoreLink href="/bookshelf">{t('book_page.owned')}</StoreLink>
        </Button>
      </>
    )
  } else if (cart.InCart) {
    buy = (
      <Button variant="outline" size="lg" asChild>
        <StoreLink href="/basket" ref={buyFocus.takeFocus}>
          <BasketIcon />
          {t('book_page.in_basket')}
        </StoreLink>
      </Button>
    )
  } else {
    buy = (
      <Button
        variant="cta"
        size="lg"
        disabled={cart.DisableBuyButton}
        busy={addToBasket.isPending}
        onClick={(event) => {
          buyFocus.pressed(event)
          addToBasket.mutate(book.Id, {
            onSuccess: () => toast.success(t('book_page.added_to_basket')),
          })
        }}
      >
        <Busy pending={addToBasket.isPending} icon={<BasketIcon />} />
        {cart.DisableBuyButton
          ? t('book_page.unavailable')
          : cart.AvailableForPreOrder
            ? t('book_page.pre_order')
            : t('book_page.add_to_basket')}
      </Button>
    )
  }

  return (
    <div className="flex flex-col gap-3">
      {/* On a phone the buttons share the row in equal columns whatever their words' widths: a
          row that wrapped or not by the text's width moved the page when the web font came. */}
      <div className="flex flex-wrap gap-2 max-sm:grid max-sm:grid-flow-col max-sm:auto-cols-fr">
        {buy}
        {!cart.DisableWishlistButton && (
          <Button
            variant="outline"
            size="lg"
            aria-pressed={cart.InWishlist}
            busy={changeWishlist.isPending}
            className="aria-pressed:border-discount/60"
            onClick={onToggleWishlist}
          >
            <Busy
              pending={changeWishlist.isPending}
              icon={
                <HeartIcon
                  filled={cart.InWishlist}
                  className={cart.InWishlist ? 'text-discount' : undefined}
                />
              }
            />
            {t('book_page.wishlist')}
          </Button>
        )}
      </div>
      {cart.AvailableForPreOrder && cart.PreOrderAvailabilityStartDateTimeUtc && (
        <p className="text-sm text-muted-foreground">
          {t('book_page.pre_order_from', {
            date: formatDate(cart.PreOrderAvailabilityStartDateTimeUtc, locale),
          })}
        </p>
      )}
      {offersSample && (
        // On a phone one under the other, in every language: side by side or not by their
        // words' widths, the row moved the page when the web font came.
        <div className="flex flex-wrap gap-2 max-sm:flex-col max-sm:items-start">
          <Button variant="outline" asChild>
            <StoreLink href={readerHref(book.Id, 'sample')}>
              <OpenBookIcon />
              {t('book_page.read_sample')}
            </StoreLink>
          </Button>
          {sampleOnShelf ? (
            <Button variant="ghost" asChild>
              <StoreLink href="/bookshelf">
                <SampleIcon />
                {t('book_page.sample_on_shelf')}
              </StoreLink>
            </Button>
          ) : (
            <Button variant="ghost" busy={addSample.isPending} onClick={onAddSample}>
              <Busy pending={addSample.isPending} icon={<SampleIcon />} />
              {t('book_page.add_sample')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
