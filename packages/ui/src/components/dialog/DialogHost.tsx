import {
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { dialog } from '../../i18n/texts/dialog'
import { cn } from '../../lib/cn'
import { Button } from '../button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './Dialog'
import { dialogStore, type DialogRequest } from './dialogStore'
import { isValidEmail, isValidHttpUrl } from './validators'

type Request<T extends DialogRequest['type']> = Extract<DialogRequest, { type: T }>

type MessageDialogProps = {
  kind: 'confirm' | 'alert'
  title: ReactNode
  message?: ReactNode
  /** Called when the dialog closes without a button (Escape, the back button). */
  onDismiss: () => void
  /** The buttons. */
  children: ReactNode
}

/** The small alert dialog behind `confirm()` and `alert()`: a title, a message and buttons. */
function MessageDialog({ kind, title, message, onDismiss, children }: MessageDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onDismiss()}>
      <DialogContent
        size="sm"
        role="alertdialog"
        showCloseButton={false}
        data-kind={kind}
        {...(message ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {message && <DialogDescription>{message}</DialogDescription>}
        </DialogHeader>
        <DialogFooter>{children}</DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ConfirmDialog({ request }: { request: Request<'confirm'> }) {
  const texts = useAreaTexts('dialog', dialog)
  const { title, message, confirmLabel, cancelLabel, destructive } = request.options
  return (
    <MessageDialog
      kind="confirm"
      title={title}
      message={message}
      onDismiss={() => request.settle(false)}
    >
      <Button variant="outline" onClick={() => request.settle(false)}>
        {cancelLabel ?? texts.no}
      </Button>
      <Button
        variant={destructive ? 'destructive' : 'primary'}
        onClick={() => request.settle(true)}
      >
        {confirmLabel ?? texts.ok}
      </Button>
    </MessageDialog>
  )
}

function AlertDialog({ request }: { request: Request<'alert'> }) {
  const texts = useAreaTexts('dialog', dialog)
  const { title, message, confirmLabel } = request.options
  return (
    <MessageDialog
      kind="alert"
      title={title}
      message={message}
      onDismiss={() => request.settle(undefined)}
    >
      <Button onClick={() => request.settle(undefined)}>{confirmLabel ?? texts.ok}</Button>
    </MessageDialog>
  )
}

const inputClasses = [
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground',
  'placeholder:text-muted-foreground outline-none',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
  'aria-invalid:border-error aria-invalid:focus-visible:ring-error',
]

function PromptDialog({ request }: { request: Request<'prompt'> }) {
  const texts = useAreaTexts('dialog', dialog)
  const {
    title,
    message,
    input = 'text',
    label,
    defaultValue = '',
    required = false,
    placeholder,
    confirmLabel,
    cancelLabel,
  } = request.options
  const [value, setValue] = useState(defaultValue)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const inputId = `${id}-input`
  const errorId = `${id}-error`
  const titleId = `${id}-title`

  const check = (text: string): string | null => {
    if (text.trim() === '') return required ? texts.required : null
    if (input === 'email' && !isValidEmail(text)) return texts.invalidEmail
    if (input === 'url' && !isValidHttpUrl(text)) return texts.invalidUrl
    return null
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = check(value)
    setError(problem)
    if (problem) {
      event.currentTarget.querySelector('input')?.focus()
      return
    }
    request.settle(input === 'text' ? value : value.trim())
  }

  return (
    <Dialog open onOpenChange={(open) => !open && request.settle(null)}>
      <DialogContent
        size="sm"
        data-kind="prompt"
        // The title carries our id, for the field too when it has no label of its own.
        aria-labelledby={titleId}
        {...(message ? {} : { 'aria-describedby': undefined })}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            {message && <DialogDescription>{message}</DialogDescription>}
          </DialogHeader>
          <div className="grid gap-1.5">
            {label && (
              <label htmlFor={inputId} className="text-sm font-medium">
                {label}
              </label>
            )}
            <input
              id={inputId}
              name="value"
              type={input}
              value={value}
              placeholder={placeholder}
              required={required}
              autoComplete={input === 'email' ? 'email' : input === 'url' ? 'url' : 'off'}
              aria-labelledby={label ? undefined : titleId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={cn(inputClasses)}
              onChange={(event) => {
                setValue(event.target.value)
                if (error) setError(null)
              }}
            />
            {error && (
              <p
                id={errorId}
                data-slot="prompt-error"
                className="text-sm text-error"
                aria-live="polite"
              >
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => request.settle(null)}>
              {cancelLabel ?? texts.cancel}
            </Button>
            <Button type="submit">{confirmLabel ?? texts.ok}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * Shows the dialogs asked for with `confirm()`, `prompt()` and `alert()`. Render it once, near
 * the root and inside `UiProvider` (its button labels follow the app's language); without it,
 * those promises never settle.
 */
function DialogHost() {
  const requests = useSyncExternalStore(
    dialogStore.subscribe,
    dialogStore.getSnapshot,
    dialogStore.getSnapshot,
  )
  // Requests asked for together still open one after another, each in its own commit: a modal
  // dialog hides everything else on the page from screen readers when it mounts, and two
  // mounting at once would hide each other.
  const [shownIds, setShownIds] = useState<readonly number[]>([])
  useEffect(() => {
    const alive = shownIds.filter((id) => requests.some((request) => request.id === id))
    const next = requests.find((request) => !alive.includes(request.id))
    if (next) setShownIds([...alive, next.id])
    else if (alive.length !== shownIds.length) setShownIds(alive)
  }, [requests, shownIds])

  return requests
    .filter((request) => shownIds.includes(request.id))
    .map((request) => {
      if (request.type === 'confirm') return <ConfirmDialog key={request.id} request={request} />
      if (request.type === 'prompt') return <PromptDialog key={request.id} request={request} />
      return <AlertDialog key={request.id} request={request} />
    })
}

export { DialogHost }
