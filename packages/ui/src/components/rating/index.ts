export { Rating, RatingInput, type RatingInputProps, type RatingProps } from './Rating'
