export {
  Button,
  IconButton,
  buttonVariants,
  type ButtonProps,
  type IconButtonProps,
} from './Button'
