import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type CSSProperties,
  type FocusEvent,
} from 'react'
import { createPortal } from 'react-dom'
import { useAreaTexts } from '../../i18n/UiProvider'
import { toast } from '../../i18n/texts/toast'
import { cn } from '../../lib/cn'
import { CircleCheckIcon } from '../../lib/icons/CircleCheckIcon'
import { CircleXIcon } from '../../lib/icons/CircleXIcon'
import { InfoIcon } from '../../lib/icons/InfoIcon'
import { WarningIcon } from '../../lib/icons/WarningIcon'
import type { Icon } from '../../lib/icons/Icon'
import { overlayStack } from '../../overlay/overlayStack'
import { toastStore, type ToastData, type ToastType } from './toast'
import { useHeaderBottom } from './useHeaderBottom'

const noToasts: readonly ToastData[] = []
const serverSnapshot = () => noToasts

/** Errors and warnings interrupt a screen reader; the other kinds wait their turn. */
const assertive: Record<ToastType, boolean> = {
  default: false,
  success: false,
  info: false,
  error: true,
  warning: true,
}

const toastIcons: Record<Exclude<ToastType, 'default'>, typeof Icon> = {
  success: CircleCheckIcon,
  error: CircleXIcon,
  info: InfoIcon,
  warning: WarningIcon,
}

function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'default') return null
  const TypeIcon = toastIcons[type]
  return (
    <TypeIcon
      data-slot="toast-icon"
      className={cn(
        'mt-0.5 size-5 shrink-0',
        'group-data-[type=success]:text-success group-data-[type=error]:text-error',
        'group-data-[type=info]:text-info group-data-[type=warning]:text-warning',
      )}
    />
  )
}

function ToastItem({ toast, kindLabel }: { toast: ToastData; kindLabel?: string }) {
  return (
    <li
      data-slot="toast"
      data-type={toast.type}
      className={cn(
        'group pointer-events-auto w-full rounded-lg border border-border border-s-4 bg-surface p-4',
        'text-sm text-surface-foreground shadow-lg',
        'data-[type=success]:border-s-success data-[type=error]:border-s-error',
        'data-[type=info]:border-s-info data-[type=warning]:border-s-warning',
        // Slides in from above once; there is no exit animation (the toast simply goes).
        'transition-[opacity,translate] duration-200 ease-out starting:-translate-y-2 starting:opacity-0',
      )}
    >
      <div
        role={assertive[toast.type] ? 'alert' : 'status'}
        aria-atomic="true"
        className="flex items-start gap-3"
      >
        <ToastIcon type={toast.type} />
        <div className="grid min-w-0 gap-0.5">
          <p data-slot="toast-message" className="font-medium break-words">
            {kindLabel && <span className="sr-only">{kindLabel}: </span>}
            {toast.message}
          </p>
          {toast.description != null && (
            <p data-slot="toast-description" className="break-words text-muted-foreground">
              {toast.description}
            </p>
          )}
        </div>
      </div>
    </li>
  )
}

type ToasterProps = ComponentProps<'section'> & {
  /**
   * The page header that toasts stay below while it is on screen, so they never cover its search
   * box or basket: a CSS selector, the kit's `SiteHeader` (`[data-slot="site-header"]`) by default.
   */
  header?: string
}

const noDialog = () => null

/**
 * Shows the toasts of `toast()` at the top centre, newest first, above every overlay
 * (`zIndex.toast`; inside the top dialog while one is open, since the page under a modal dialog
 * is inert and dimmed), and below the page header while it is in view. Render it once, near the
 * root of the app. Timers wait while the pointer is over the toasts or focus is inside them.
 */
function Toaster({
  className,
  style,
  header = '[data-slot="site-header"]',
  ...props
}: ToasterProps) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, serverSnapshot)
  const dialog = useSyncExternalStore(
    overlayStack.subscribe,
    overlayStack.topDialogElement,
    noDialog,
  )
  const headerBottom = useHeaderBottom(header, toasts.length > 0)
  const texts = useAreaTexts('toast', toast)
  const listRef = useRef<HTMLOListElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // A toast that goes from under the pointer or with focus sends no leave or blur event.
  const stale = toasts.length === 0 && (hovered || focused)
  if (stale) {
    setHovered(false)
    setFocused(false)
  }
  const paused = (hovered || focused) && !stale

  useEffect(() => {
    toastStore.setPaused(paused)
  }, [paused])
  useEffect(() => () => toastStore.setPaused(false), [])

  const onBlur = (event: FocusEvent) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const region = (
    <section
      data-slot="toaster"
      aria-label={texts.region}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-(--toaster-top) z-toast flex justify-center p-4',
        className,
      )}
      style={{ '--toaster-top': `${headerBottom}px`, ...style } as CSSProperties}
      {...props}
    >
      <ol
        ref={listRef}
        data-slot="toaster-list"
        className="flex max-h-[calc(100dvh-2rem-var(--toaster-top))] w-full max-w-sm flex-col gap-2 overflow-hidden"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {[...toasts].reverse().map((t) => (
          <ToastItem
            key={t.id}
            toast={t}
            kindLabel={t.type === 'default' ? undefined : texts[t.type]}
          />
        ))}
      </ol>
    </section>
  )
  return dialog ? createPortal(region, dialog) : region
}

export { Toaster }
export type { ToasterProps }
