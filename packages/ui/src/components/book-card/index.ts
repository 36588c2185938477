export {
  BookCard,
  BookCardSkeleton,
  bookCardVariants,
  type BookCardBadge,
  type BookCardProps,
  type BookCardSkeletonProps,
} from './BookCard'
