import { BookCarousel, Skeleton } from '@ebook/ui'
import { useT } from '../app/i18n'

/** The home page's shape while its first rows load. */
export function HomePageSkeleton() {
  const t = useT()
  return (
    <div className="flex flex-col gap-10" aria-busy="true">
      <Skeleton className="aspect-[3/1] w-full rounded-lg" />
      <BookCarousel title={t('home_page.new_releases')} loading />
      <BookCarousel title={t('home_page.best_sellers')} loading />
    </div>
  )
}
