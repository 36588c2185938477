import { Skeleton, SkeletonText } from '@ebook/ui'

/** The book page's shape while the book loads. */
export function BookDetailSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton shape="text" className="w-64 max-w-full" />
      <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_1fr] md:gap-10 lg:grid-cols-[19rem_1fr]">
        <Skeleton shape="cover" className="mx-auto w-52 sm:w-60 md:w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton shape="text" className="w-40" />
          <Skeleton className="h-8 w-32" />
          <div className="flex gap-2">
            <Skeleton className="h-12 w-40" />
            <Skeleton className="h-12 w-40" />
          </div>
          <SkeletonText lines={4} className="max-w-prose" />
        </div>
      </div>
    </div>
  )
}

/** The reviews page's shape while its reviews load. */
export function BookReviewsSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <div className="flex gap-4">
        <Skeleton shape="cover" className="w-20 sm:w-24" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton shape="text" className="w-40" />
        </div>
      </div>
      <Skeleton className="h-28 w-full max-w-md" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton shape="text" className="w-48" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </div>
  )
}
