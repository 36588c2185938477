export { BookGrid, type BookGridProps } from './BookGrid'
export { BookCarousel, type BookCarouselProps } from './BookCarousel'
