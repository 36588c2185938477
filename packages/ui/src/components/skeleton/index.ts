export {
  Skeleton,
  SkeletonText,
  skeletonVariants,
  type SkeletonProps,
  type SkeletonTextProps,
} from './Skeleton'
