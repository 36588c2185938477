import type { Schema } from '@ebook/api/types'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'

type SliderItem = Schema<'SliderItem'>

/** Where a banner leads: a book (type 10), a category (20), or nowhere. */
function hrefOf(slide: SliderItem): string | null {
  if (slide.SliderType === 10) return `/book-detail/${slide.EntityId}`
  if (slide.SliderType === 20) return `/category/${slide.EntityId}`
  return null
}

/** The home page's banners: a row that scrolls sideways, snapping to banners (no autoplay). */
export function HomeSlider({ slides }: { slides: readonly SliderItem[] }) {
  const t = useT()
  if (slides.length === 0) return null
  return (
    <section aria-label={t('home_page.slider')} aria-roledescription="carousel">
      <ul
        tabIndex={0}
        aria-label={t('home_page.slider')}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-lg [scrollbar-width:thin]"
      >
        {slides.map((slide, index) => {
          const href = hrefOf(slide)
          const image = (
            <img
              src={slide.ImageUrl}
              alt={slide.AltText}
              width={1200}
              height={400}
              // The first banner is the page's largest picture: load it at once.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[3/1] h-auto w-full rounded-lg bg-muted object-cover"
            />
          )
          // A phone gets the banner's smaller picture when the store has one.
          const picture = slide.MobileImageUrl ? (
            <picture>
              <source media="(max-width: 767px)" srcSet={slide.MobileImageUrl} />
              {image}
            </picture>
          ) : (
            image
          )
          return (
            <li
              key={slide.Id}
              aria-roledescription="slide"
              aria-label={t('home_page.slide', { n: index + 1, count: slides.length })}
              className="w-[92%] shrink-0 snap-start md:w-full"
            >
              {href ? (
                <StoreLink href={href} className="block rounded-lg">
                  {picture}
                </StoreLink>
              ) : (
                picture
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
