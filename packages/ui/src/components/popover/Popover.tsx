import * as PopoverPrimitive from '@radix-ui/react-popover'
import { createContext, useContext, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/useControllableState'
import { useOverlayContainer } from '../../overlay/overlayContainer'
import { useOverlayLayer, type OverlayLayerState } from '../../overlay/useOverlayLayer'

const PopoverLayerContext = createContext<OverlayLayerState | null>(null)

type PopoverProps = ComponentProps<typeof PopoverPrimitive.Root>

/**
 * A floating panel beside its trigger, on the page's overlay stack: Escape closes it only when it
 * is the top overlay (inside a dialog, the dialog stays). Open is controlled with
 * `open`/`onOpenChange` or kept inside (`defaultOpen`, false by default).
 */
function Popover({ open: openProp, defaultOpen, onOpenChange, ...props }: PopoverProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  })
  const layer = useOverlayLayer({
    open,
    kind: 'popover',
    history: false,
    onDismiss: () => {
      setOpen(false)
      return true
    },
  })
  return (
    <PopoverLayerContext.Provider value={layer}>
      <PopoverPrimitive.Root data-slot="popover" open={open} onOpenChange={setOpen} {...props} />
    </PopoverLayerContext.Provider>
  )
}

/** The element that opens and closes the popover; `asChild` renders your own button. */
function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />
}

/** Positions the popover against another element than its trigger. */
function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />
}

type PopoverContentProps = Omit<ComponentProps<typeof PopoverPrimitive.Content>, 'onEscapeKeyDown'>

/** The panel, portalled to <body> (or into the dialog it opens from); `align` is 'center' and `sideOffset` 4 px by default. */
function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  style,
  ...props
}: PopoverContentProps) {
  const layer = useContext(PopoverLayerContext)
  const container = useOverlayContainer()
  if (!layer) throw new Error('PopoverContent must be rendered inside <Popover>.')
  return (
    <PopoverPrimitive.Portal container={container}>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        data-level={layer.level}
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'w-72 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-surface p-4',
          'text-sm text-surface-foreground shadow-lg outline-none',
          'origin-(--radix-popover-content-transform-origin)',
          className,
        )}
        style={{ zIndex: layer.zIndex, ...style }}
        // The overlay stack handles Escape, so that only the top overlay closes.
        onEscapeKeyDown={(event) => event.preventDefault()}
        {...props}
      />
    </PopoverPrimitive.Portal>
  )
}

export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger }
export type { PopoverContentProps, PopoverProps }
