import { cartMutations } from '@ebook/api/queries'
import type { ProductDetailsModel } from '@ebook/api/types'
import { BasketIcon, Button, toast } from '@ebook/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { BookPrice } from '../book/BookPrice'
import { StoreLink } from '../components/StoreLink'
import { readerHref } from './search'

/**
 * The end of a sample: the book's price and the ways to buy it (straight to the basket, or into
 * it to go on shopping), or to read the whole book when the customer owns it already.
 */
export function SampleEnd({ book }: { book: ProductDetailsModel }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const headingId = useId()
  const add = useMutation(cartMutations.add())
  const cart = book.AddToCart
  const toBasket = () => void router.navigate({ href: localizedHref('/basket', locale) })
  return (
    <section
      aria-labelledby={headingId}
      className="absolute inset-x-3 bottom-3 mx-auto flex max-w-lg flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-xl"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('reader.sample_end_title')}
      </h2>
      {cart.AlreadyOwned ? (
        <Button asChild>
          <StoreLink href={readerHref(book.Id, 'full')}>{t('book_page.read')}</StoreLink>
        </Button>
      ) : (
        <>
          <p className="text-sm">{t('reader.sample_end_text', { title: book.Name })}</p>
          <BookPrice book={book} />
          <div className="flex flex-wrap gap-2">
            {cart.InCart ? (
              <Button variant="cta" asChild>
                <StoreLink href="/basket">
                  <BasketIcon />
                  {t('book_page.in_basket')}
                </StoreLink>
              </Button>
            ) : (
              <>
                <Button
                  variant="cta"
                  disabled={cart.DisableBuyButton}
                  busy={add.isPending}
                  onClick={() => add.mutate(book.Id, { onSuccess: toBasket })}
                >
                  {t('reader.buy_now')}
                </Button>
                <Button
                  variant="outline"
                  disabled={cart.DisableBuyButton}
                  busy={add.isPending}
                  onClick={() =>
                    add.mutate(book.Id, {
                      onSuccess: () => toast.success(t('book_page.added_to_basket')),
                    })
                  }
                >
                  <BasketIcon />
                  {t('book_page.add_to_basket')}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </section>
  )
}
