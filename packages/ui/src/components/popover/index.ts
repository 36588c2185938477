export {
  Popover,
  PopoverAnchor,
  PopoverContent,
  PopoverTrigger,
  type PopoverContentProps,
  type PopoverProps,
} from './Popover'
