export { Rating, type RatingProps } from './Rating'
export { RatingInput, type RatingInputProps } from './RatingInput'
