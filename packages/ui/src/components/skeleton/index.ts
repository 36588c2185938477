export { Skeleton, skeletonVariants, type SkeletonProps } from './Skeleton'
export { SkeletonText, type SkeletonTextProps } from './SkeletonText'
