import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { createContext, useContext, type ComponentProps } from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { closeLabel } from '../../i18n/texts/closeLabel'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/useControllableState'
import { CloseIcon } from '../../lib/icons/CloseIcon'
import { useOverlayLayer, type OverlayLayerState } from '../../overlay/useOverlayLayer'
import { IconButton } from '../button'

type DialogLayer = OverlayLayerState & { closeOnOutsideClick: boolean }

const DialogLayerContext = createContext<DialogLayer | null>(null)

function useDialogLayer(): DialogLayer {
  const layer = useContext(DialogLayerContext)
  if (!layer) throw new Error('Dialog parts must be rendered inside <Dialog>.')
  return layer
}

type DialogProps = ComponentProps<typeof DialogPrimitive.Root> & {
  /**
   * Closes the dialog on Escape and on the browser's back button (the page stays), true by
   * default. When false, Escape does nothing and back navigation leaves the user on the page.
   */
  closeOnEscape?: boolean
  /** Closes the dialog when the user clicks or taps outside it, true by default. */
  closeOnOutsideClick?: boolean
}

/**
 * A modal dialog on the page's overlay stack: several can be open, Escape and the back button
 * close only the top one, focus returns to each one's opener, and z-index grows with depth.
 * Open is controlled with `open`/`onOpenChange` or kept inside (`defaultOpen`, false by default).
 */
function Dialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  ...props
}: DialogProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  })
  const layer = useOverlayLayer({
    open,
    kind: 'dialog',
    history: true,
    onDismiss: () => {
      if (!closeOnEscape) return false
      setOpen(false)
      return true
    },
  })
  return (
    <DialogLayerContext.Provider value={{ ...layer, closeOnOutsideClick }}>
      <DialogPrimitive.Root data-slot="dialog" open={open} onOpenChange={setOpen} {...props} />
    </DialogLayerContext.Provider>
  )
}

/** The element that opens the dialog; `asChild` renders your own button. */
function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

/** Any element that closes the dialog when pressed; `asChild` renders your own button. */
function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

/** The dimmed backdrop behind the dialog; DialogContent renders it. */
function DialogOverlay({
  className,
  style,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  const layer = useDialogLayer()
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 bg-overlay', className)}
      style={{ zIndex: layer.zIndex.overlay, ...style }}
      {...props}
    />
  )
}

const dialogContentVariants = cva(
  [
    'group/dialog fixed top-1/2 left-1/2 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)]',
    '-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border',
    'bg-surface p-6 text-surface-foreground shadow-xl outline-none',
  ],
  {
    variants: {
      size: {
        /** 300 px: short notices such as the need-login modal (SPEC §9). */
        xs: 'max-w-[300px]',
        /** 24 rem: confirmations and one-field prompts. */
        sm: 'max-w-sm',
        /** 32 rem: the usual dialog. */
        md: 'max-w-lg',
        /** 42 rem: forms and longer content. */
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'onEscapeKeyDown'> &
  VariantProps<typeof dialogContentVariants> & {
    /** Shows the × button in the corner, labelled with the kit's 'Close' text, true by default. */
    showCloseButton?: boolean
  }

/** The dialog box with its backdrop, portalled to <body>; `size` is 'md' by default. */
function DialogContent({
  className,
  children,
  size,
  style,
  showCloseButton = true,
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const layer = useDialogLayer()
  const texts = useAreaTexts('common', closeLabel)
  return (
    <DialogPrimitive.Portal data-slot="dialog-portal">
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        data-level={layer.level}
        data-close-button={showCloseButton ? '' : undefined}
        className={cn(dialogContentVariants({ size }), className)}
        style={{ zIndex: layer.zIndex.content, ...style }}
        // The overlay stack handles Escape, so that only the top overlay closes.
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          onInteractOutside?.(event)
          if (!layer.closeOnOutsideClick) event.preventDefault()
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          // Back to whatever opened the dialog (a trigger, a button in the dialog below, the
          // element focused when `confirm()` was called); Radix falls back to the trigger.
          if (!event.defaultPrevented && layer.restoreFocus()) event.preventDefault()
        }}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close asChild>
            <IconButton
              data-slot="dialog-close-button"
              aria-label={texts.close}
              size="sm"
              variant="quiet"
              className="absolute top-3 right-3"
            >
              {/* Square ends, as the dialog has always drawn its cross. */}
              <CloseIcon strokeLinecap="butt" strokeLinejoin="miter" />
            </IconButton>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** The title and description block at the top. */
function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 group-data-[close-button]/dialog:pe-8', className)}
      {...props}
    />
  )
}

/** The row of actions at the bottom: stacked on phones, end-aligned from `sm` up. */
function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

/** The dialog's name: every dialog needs one (screen readers announce it). */
function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  )
}

/** The dialog's description, announced after the title. */
function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
}
export type { DialogContentProps, DialogProps }
