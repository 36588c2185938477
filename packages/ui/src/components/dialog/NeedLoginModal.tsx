import { useState, type ReactNode } from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { dialog } from '../../i18n/texts/dialog'
import { WarningIcon } from '../../lib/icons/WarningIcon'
import { whenOverlayHistorySettled } from '../../overlay/overlayStack'
import { Button } from '../button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './Dialog'

type NeedLoginModalProps = {
  /** Whether the modal shows (the app's "need login" state, set on HTTP 401). */
  open: boolean
  /** The page the user was on (path and query), handed back to `onConfirm`. */
  returnTo: string
  /**
   * Called with `returnTo` when the user presses OK, once the modal has closed and given back its
   * history entry, so the app's navigation to its localized login route is not undone.
   */
  onConfirm: (returnTo: string) => void
  /**
   * Called when the user leaves with Escape or the back button, staying on the page without
   * logging in. Without it (the default), only OK closes the modal.
   */
  onDismiss?: () => void
  /** The title's text, the kit's 'Warning' by default. */
  title?: ReactNode
  /** The message, the kit's 'Please log in' by default. */
  message?: ReactNode
}

/**
 * The modal shown when the store needs the user to log in (SPEC §2): a warning title, 'Please
 * log in' and OK; 300 px wide at most; a click outside does not close it. OK hands the page the
 * user was on to `onConfirm`, for the app to go to its login route with it.
 */
function NeedLoginModal({
  open,
  returnTo,
  onConfirm,
  onDismiss,
  title,
  message,
}: NeedLoginModalProps) {
  const texts = useAreaTexts('dialog', dialog)
  // Closed at once on OK, whatever the app does with `open`, until the app closes it too.
  const [confirming, setConfirming] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (!open) setConfirming(false)
  }

  const confirm = () => {
    if (confirming) return
    setConfirming(true)
    void whenOverlayHistorySettled().then(() => onConfirm(returnTo))
  }

  return (
    <Dialog
      open={open && !confirming}
      onOpenChange={(next) => {
        if (!next) onDismiss?.()
      }}
      closeOnEscape={onDismiss !== undefined}
      closeOnOutsideClick={false}
    >
      <DialogContent size="xs" role="alertdialog" showCloseButton={false} data-kind="need-login">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <WarningIcon className="size-5 shrink-0 text-warning" />
            {title ?? texts.needLoginTitle}
          </DialogTitle>
          {/* The message is the modal's body, in body text rather than a description's muted size. */}
          <DialogDescription tone="body">{message ?? texts.needLoginMessage}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button block onClick={confirm}>
            {texts.ok}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export { NeedLoginModal }
export type { NeedLoginModalProps }
