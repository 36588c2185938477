import { cva, type VariantProps } from 'class-variance-authority'
import { Fragment, useState, type ComponentProps, type ReactNode } from 'react'
import { format } from '../../i18n/define'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { BookIcon } from '../../lib/icons/BookIcon'
import { Badge, DiscountBadge, type BadgeVariant } from '../badge/Badge'
import { renderAnchor, type RenderLink } from '../../lib/links'
import { intlLocale } from '../price/format'
import { Price, type PriceValue } from '../price/Price'
import { Rating } from '../rating/Rating'

const bookCardVariants = cva('group/book-card relative flex rounded-lg p-2 text-foreground', {
  variants: {
    /** Lights up under the pointer: a card that links somewhere (true by default). */
    interactive: { true: 'transition-colors hover:bg-muted/50', false: '' },
    variant: {
      /** Cover above the text, for grids and carousels. */
      grid: 'flex-col gap-2',
      /** Cover beside the text, for search results and lists. */
      list: 'flex-row gap-3',
    },
  },
  defaultVariants: { variant: 'grid', interactive: true },
})

const coverVariants = cva('relative order-first shrink-0 overflow-hidden rounded-md bg-muted', {
  variants: {
    variant: {
      grid: 'w-full',
      list: 'w-24 sm:w-28 self-start',
    },
  },
  defaultVariants: { variant: 'grid' },
})

/** A badge beside the book's details: new, a format, or any label of the app's. */
type BookCardBadge = 'new' | 'epub' | 'pdf' | { label: string; variant?: BadgeVariant }

type BookCardProps = Omit<ComponentProps<'article'>, 'title' | 'children'> &
  Pick<VariantProps<typeof bookCardVariants>, 'variant'> & {
    /** The book's title, clamped to two lines. */
    title: string
    /** The authors' names, joined per language ('A and B' / 'A และ B'); none by default. */
    authors?: readonly string[]
    /** The cover image (357 x 510); a placeholder shows when missing or when it fails to load. */
    coverUrl?: string | null
    /** The cover's alt text, 'ปกหนังสือ {title}' / 'Cover of {title}' by default. */
    coverAlt?: string
    /** Loads the cover lazily ('lazy', the default) or at once ('eager', for the first row). */
    coverLoading?: 'lazy' | 'eager'
    /** The book's page; the whole card links there. */
    href: string
    /** Renders the link (the app's router link); a plain `<a>` by default. */
    renderLink?: RenderLink
    /** The price to pay; no price is shown when undefined (the default). */
    price?: PriceValue | null
    /** The price before the discount, struck through; none by default. */
    oldPrice?: PriceValue | null
    /** The discount in percent; worked out from numeric prices by default. */
    discountPercent?: number | null
    /** The average rating 0-5; no stars are shown when undefined (the default). */
    rating?: number | null
    /** How many reviews the rating comes from; not shown by default. */
    reviewCount?: number
    /** Badges under the title ('new', 'epub', 'pdf' or your own), off the cover; none by default. */
    badges?: readonly BookCardBadge[]
    /** The app's buttons (add to basket, wishlist), placed above the card's link; none by default. */
    actions?: ReactNode
    /** The title's heading level, 'h3' by default. */
    titleAs?: 'h2' | 'h3' | 'h4'
  }

/** The discount of a sale price in whole percent, when both prices are numbers. */
function discountOf(price: PriceValue | null | undefined, oldPrice: PriceValue | null | undefined) {
  if (typeof price !== 'number' || typeof oldPrice !== 'number' || oldPrice <= price) return null
  return Math.round((1 - price / oldPrice) * 100)
}

/** The cover picture, or a placeholder when there is none or it fails to load. */
function BookCover({
  src,
  alt,
  loading,
}: {
  src?: string | null
  alt: string
  loading: 'lazy' | 'eager'
}) {
  const texts = useAreaTexts('book', book)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (src && failedSrc !== src) {
    return (
      <img
        data-slot="book-card-image"
        src={src}
        alt={alt}
        width={357}
        height={510}
        loading={loading}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="aspect-cover h-auto w-full object-cover"
      />
    )
  }
  return (
    <div
      data-slot="book-card-image-fallback"
      role="img"
      aria-label={texts.coverUnavailable}
      className="flex aspect-cover w-full flex-col items-center justify-center gap-2 p-3 text-center text-muted-foreground"
    >
      <BookIcon strokeWidth="1.5" className="size-8" />
      <span className="text-xs">{texts.coverUnavailable}</span>
    </div>
  )
}

/**
 * A book in a grid or a list: cover, title, authors, rating, price and badges. The whole card is
 * one link (the title's, stretched over the card); `actions` sit above it and stay clickable.
 */
function BookCard({
  title,
  authors = [],
  coverUrl,
  coverAlt,
  coverLoading = 'lazy',
  href,
  renderLink = renderAnchor,
  price,
  oldPrice,
  discountPercent,
  rating,
  reviewCount,
  badges = [],
  actions,
  titleAs: Title = 'h3',
  variant,
  className,
  ...props
}: BookCardProps) {
  const texts = useAreaTexts('book', book)
  const locale = useUiLocale()
  const shape = variant ?? 'grid'
  const discount = discountPercent ?? discountOf(price, oldPrice)
  const authorLine =
    authors.length > 0
      ? new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(
          authors,
        )
      : null

  const badgeOf = (badge: BookCardBadge) => {
    if (badge === 'new') return <Badge variant="new">{texts.badgeNew}</Badge>
    if (badge === 'epub')
      return (
        <Badge variant="outline" className="bg-surface">
          {texts.formatEpub}
        </Badge>
      )
    if (badge === 'pdf')
      return (
        <Badge variant="outline" className="bg-surface">
          {texts.formatPdf}
        </Badge>
      )
    return <Badge variant={badge.variant}>{badge.label}</Badge>
  }

  return (
    <article
      data-slot="book-card"
      data-variant={shape}
      className={cn(bookCardVariants({ variant: shape }), className)}
      {...props}
    >
      <div data-slot="book-card-body" className="flex min-w-0 flex-1 flex-col gap-1">
        <Title
          data-slot="book-card-title"
          className="line-clamp-2 text-sm leading-snug font-medium"
        >
          {renderLink({
            href,
            'data-slot': 'book-card-link',
            className: cn(
              'outline-none group-hover/book-card:underline underline-offset-2',
              'after:absolute after:inset-0 after:z-1 after:rounded-lg after:content-[""]',
              'focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring',
            ),
            children: title,
          })}
        </Title>
        {authorLine && (
          <p data-slot="book-card-authors" className="line-clamp-1 text-xs text-muted-foreground">
            {authorLine}
          </p>
        )}
        {badges.length > 0 && (
          // Under the title, not on the cover: a badge there hid what covers print.
          <div data-slot="book-card-badges" className="flex flex-wrap items-center gap-1 py-0.5">
            {badges.map((badge) => (
              <Fragment key={typeof badge === 'string' ? badge : badge.label}>
                {badgeOf(badge)}
              </Fragment>
            ))}
          </div>
        )}
        {rating !== undefined && rating !== null && (
          <Rating value={rating} reviewCount={reviewCount} size="xs" />
        )}
        {price !== undefined && price !== null && (
          <Price price={price} oldPrice={oldPrice} size="sm" className="mt-auto pt-1" />
        )}
        {actions && (
          <div
            data-slot="book-card-actions"
            className="relative z-10 mt-1 flex flex-wrap items-center gap-2"
          >
            {actions}
          </div>
        )}
      </div>
      <div data-slot="book-card-cover" className={coverVariants({ variant: shape })}>
        <BookCover
          src={coverUrl}
          alt={coverAlt ?? format(texts.coverAlt, { title })}
          loading={coverLoading}
        />
        {discount !== null && discount > 0 && (
          <DiscountBadge percent={discount} className="absolute top-1.5 right-1.5" />
        )}
      </div>
    </article>
  )
}

type BookCardSkeletonProps = Omit<ComponentProps<'div'>, 'children'> &
  Pick<VariantProps<typeof bookCardVariants>, 'variant'>

/** The shape of a `BookCard` while its data loads; hidden from screen readers. */
function BookCardSkeleton({ variant, className, ...props }: BookCardSkeletonProps) {
  const shape = variant ?? 'grid'
  return (
    <div
      data-slot="book-card-skeleton"
      data-variant={shape}
      aria-hidden="true"
      className={cn(bookCardVariants({ variant: shape, interactive: false }), className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="h-4 w-11/12 animate-pulse rounded-sm bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded-sm bg-muted" />
        <div className="h-3 w-1/2 animate-pulse rounded-sm bg-muted" />
        <div className="mt-1 h-4 w-1/3 animate-pulse rounded-sm bg-muted" />
      </div>
      <div className={cn(coverVariants({ variant: shape }), 'aspect-cover animate-pulse')} />
    </div>
  )
}

export { BookCard, BookCardSkeleton, bookCardVariants }
export type { BookCardBadge, BookCardProps, BookCardSkeletonProps }
