export { Price, priceVariants, type PriceProps, type PriceValue } from './Price'
export { formatCount, formatNumber, formatPrice } from './format'
