import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { useAreaTexts } from '../../i18n/UiProvider'
import { closeLabel } from '../../i18n/texts/closeLabel'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/useControllableState'
import { CloseIcon } from '../../lib/icons/CloseIcon'
import { OverlayContainerContext } from '../../overlay/overlayContainer'
import { useOverlayLayer, type OverlayLayerState } from '../../overlay/useOverlayLayer'
import { IconButton } from '../button'

type DialogState = {
  open: boolean
  setOpen: (open: boolean) => void
  layer: OverlayLayerState
  /** Asks the dialog to close as Escape does; false when `closeOnEscape` keeps it open. */
  dismiss: () => boolean
  closeOnOutsideClick: boolean
  ids: { content: string; title: string; description: string }
}

const DialogContext = createContext<DialogState | null>(null)

function useDialog(): DialogState {
  const dialog = useContext(DialogContext)
  if (!dialog) throw new Error('Dialog parts must be rendered inside <Dialog>.')
  return dialog
}

type DialogProps = {
  /** Whether the dialog is open: controlled with `onOpenChange`. */
  open?: boolean
  /** Whether it starts open when `open` is not given, false by default. */
  defaultOpen?: boolean
  /** Called with the new state when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void
  /**
   * Closes the dialog on Escape and on the browser's back button (the page stays), true by
   * default. When false, Escape does nothing and back navigation leaves the user on the page.
   */
  closeOnEscape?: boolean
  /** Closes the dialog when the user clicks or taps outside it, true by default. */
  closeOnOutsideClick?: boolean
  children?: ReactNode
}

/**
 * A modal dialog on the browser's `<dialog>` element and the page's overlay stack: several can
 * be open, each in the top layer over the ones before with its own backdrop; Escape and the back
 * button close only the top one; focus returns to each one's opener; the page under them does not
 * scroll. Open is controlled with `open`/`onOpenChange` or kept inside (`defaultOpen`).
 */
function Dialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  children,
}: DialogProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  })
  const dismiss = () => {
    if (!closeOnEscape) return false
    setOpen(false)
    return true
  }
  const layer = useOverlayLayer({ open, kind: 'dialog', history: true, onDismiss: dismiss })
  const id = useId()
  const ids = { content: `${id}c`, title: `${id}t`, description: `${id}d` }
  return (
    <DialogContext.Provider value={{ open, setOpen, layer, dismiss, closeOnOutsideClick, ids }}>
      {children}
    </DialogContext.Provider>
  )
}

type DialogButtonProps = ComponentProps<'button'> & {
  /** Renders your own element (a kit `Button`, a link) in place of a plain button. */
  asChild?: boolean
}

/** The element that opens the dialog; `asChild` renders your own button. */
function DialogTrigger({ asChild, onClick, ...props }: DialogButtonProps) {
  const { open, setOpen, ids } = useDialog()
  const Element = asChild ? Slot : 'button'
  return (
    <Element
      type="button"
      data-slot="dialog-trigger"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? ids.content : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) setOpen(true)
      }}
      {...props}
    />
  )
}

/** Any element that closes the dialog when pressed; `asChild` renders your own button. */
function DialogClose({ asChild, onClick, ...props }: DialogButtonProps) {
  const { setOpen } = useDialog()
  const Element = asChild ? Slot : 'button'
  return (
    <Element
      type="button"
      data-slot="dialog-close"
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) setOpen(false)
      }}
      {...props}
    />
  )
}

const dialogContentVariants = cva(
  [
    // Centred by the top layer's fixed position with auto margins (a transform would make the
    // dialog the containing block of the popovers inside it).
    'group/dialog fixed inset-0 m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)]',
    'gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-6',
    'text-surface-foreground shadow-xl outline-none backdrop:bg-overlay',
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

type DialogContentProps = Omit<ComponentProps<'dialog'>, 'open'> &
  VariantProps<typeof dialogContentVariants> & {
    /** Shows the × button in the corner, labelled with the kit's 'Close' text, true by default. */
    showCloseButton?: boolean
  }

const subscribeNever = () => () => {}

/** True in the browser once hydrated: the dialog opens there only (it needs `document.body`). */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/**
 * The dialog box, a modal `<dialog>` in `<body>` while the dialog is open, its backdrop dimming
 * everything under it; `size` is 'md' by default.
 */
function DialogContent(props: DialogContentProps) {
  const { open } = useDialog()
  const isClient = useIsClient()
  if (!open || !isClient) return null
  return createPortal(<OpenDialogContent {...props} />, document.body)
}

/**
 * Runs a nested dialog's opening once the dialog around it is modal. React runs an inner
 * component's effects first, and the top layer stacks dialogs in the order they open, so a
 * dialog rendered open inside another that opens at the same time waits for it.
 */
type WhenModal = (open: () => void) => void

const WhenModalContext = createContext<WhenModal>((open) => open())

function OpenDialogContent({
  className,
  children,
  size,
  showCloseButton = true,
  onPointerDown,
  onClick,
  ...props
}: DialogContentProps) {
  const { setOpen, layer, dismiss, closeOnOutsideClick, ids } = useDialog()
  const texts = useAreaTexts('common', closeLabel)
  const ref = useRef<HTMLDialogElement>(null)
  const [element, setElement] = useState<HTMLDialogElement | null>(null)
  // Where the pointer went down: a click counts as outside only if it began outside too, so
  // selecting text in the dialog and letting go over the backdrop closes nothing.
  const pressedOutside = useRef(false)
  const whenParentModal = useContext(WhenModalContext)
  const waiting = useRef<Array<() => void> | null>([])
  const whenModal: WhenModal = (openInner) =>
    waiting.current ? waiting.current.push(openInner) : openInner()

  // A layout effect, so the dialog is modal (and focus inside it) before the browser paints.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    whenParentModal(() => {
      if (!dialog.isConnected) return
      dialog.showModal()
      setElement(dialog)
      layer.setElement(dialog)
      waiting.current?.forEach((openInner) => openInner())
      waiting.current = null
    })
    return () => {
      waiting.current = []
      layer.setElement(null)
      // Closed before it leaves the page: the browser gives focus back to the element that had
      // it when the dialog opened (the opener, a button in the dialog below).
      dialog.close()
    }
    // Runs once per opening: the layer's functions are stable in what they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const isOutside = (event: { clientX: number; clientY: number; target: EventTarget }) => {
    const dialog = ref.current
    if (!dialog || event.target !== dialog) return false
    const box = dialog.getBoundingClientRect()
    const { clientX: x, clientY: y } = event
    return x < box.left || x > box.right || y < box.top || y > box.bottom
  }

  return (
    <dialog
      ref={ref}
      id={ids.content}
      data-slot="dialog-content"
      data-size={size ?? 'md'}
      data-level={layer.level}
      data-state="open"
      data-close-button={showCloseButton ? '' : undefined}
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      className={cn(dialogContentVariants({ size }), className)}
      // Escape reaches the overlay stack first; this is the browser's other close requests
      // (Android's back gesture), which the dialog answers the same way.
      onCancel={(event) => {
        event.preventDefault()
        dismiss()
      }}
      // The browser closes a dialog itself when a close request cannot be cancelled; one that
      // must stay open opens again. (A `close` event that finds the dialog open again is the
      // echo of an effect run twice in development, and means nothing.)
      onClose={() => {
        const dialog = ref.current
        if (dialog && !dialog.open && !dismiss()) dialog.showModal()
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event)
        pressedOutside.current = isOutside(event)
      }}
      onClick={(event) => {
        onClick?.(event)
        if (closeOnOutsideClick && pressedOutside.current && isOutside(event)) setOpen(false)
      }}
      {...props}
    >
      <OverlayContainerContext.Provider value={element}>
        <WhenModalContext.Provider value={whenModal}>{children}</WhenModalContext.Provider>
        {showCloseButton && (
          <DialogClose asChild>
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
          </DialogClose>
        )}
      </OverlayContainerContext.Provider>
    </dialog>
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
function DialogTitle({ className, ...props }: ComponentProps<'h2'>) {
  const { ids } = useDialog()
  return (
    <h2
      id={ids.title}
      data-slot="dialog-title"
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  )
}

type DialogDescriptionProps = ComponentProps<'p'> & {
  /**
   * 'muted' (the default): smaller, muted text under the title; 'body': the dialog's message in
   * body text, for a notice whose description is all it says.
   */
  tone?: 'muted' | 'body'
}

/** The dialog's description, announced after the title. */
function DialogDescription({ className, tone = 'muted', ...props }: DialogDescriptionProps) {
  const { ids } = useDialog()
  return (
    <p
      id={ids.description}
      data-slot="dialog-description"
      className={cn(
        tone === 'body' ? 'text-base text-surface-foreground' : 'text-sm text-muted-foreground',
        className,
      )}
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
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
}
export type { DialogContentProps, DialogDescriptionProps, DialogProps }
