export {
  Badge,
  DiscountBadge,
  badgeVariants,
  type BadgeProps,
  type BadgeVariant,
  type DiscountBadgeProps,
} from './Badge'
