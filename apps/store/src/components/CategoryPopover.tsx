import {
  Button,
  CategoryMenu,
  ChevronDownIcon,
  Popover,
  PopoverContent,
  PopoverTrigger,
  type CategoryMenuItem,
} from '@ebook/ui'
import { useState } from 'react'
import { StoreLink } from './StoreLink'

/** The category tree in a popover; a lazy part, loaded when the visitor first opens it. */
export default function CategoryPopover({
  items,
  label,
}: {
  items: readonly CategoryMenuItem[]
  label: string
}) {
  // It mounts because the visitor asked for it: open at once.
  const [open, setOpen] = useState(true)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="-ml-3">
          {label}
          <ChevronDownIcon className="size-4" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="max-h-[70vh] w-80 overflow-y-auto">
        <CategoryMenu
          items={items}
          renderLink={(props) => (
            <StoreLink {...props} onClick={(event) => (props.onClick?.(event), setOpen(false))} />
          )}
        />
      </PopoverContent>
    </Popover>
  )
}
