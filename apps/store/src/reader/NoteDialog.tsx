import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
} from '@ebook/ui'
import { useId, useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'

/** The longest note kept (the contract's bound). */
export const NOTE_MAX = 2000

/** Writes or changes a highlight's note; `onSave` gets the note (null when left empty). */
export function NoteDialog({
  text,
  note,
  busy,
  onSave,
  onClose,
}: {
  /** The highlighted text, quoted above the note. */
  text: string
  note: string | null
  busy: boolean
  onSave: (note: string | null) => void
  onClose: () => void
}) {
  const t = useT()
  const formId = useId()
  const [value, setValue] = useState(note ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave(value.trim() ? value.trim().slice(0, NOTE_MAX) : null)
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('reader.note_title')}</DialogTitle>
        </DialogHeader>
        <blockquote className="line-clamp-4 border-s-4 border-warning ps-3 text-sm">
          {text}
        </blockquote>
        <form id={formId} onSubmit={submit}>
          <Field label={t('reader.note')}>
            <Textarea
              value={value}
              rows={4}
              maxLength={NOTE_MAX}
              autoFocus
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('reader.note_cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('reader.note_save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
