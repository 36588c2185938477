import { Badge, Button, Dialog, DialogContent, DialogHeader, DialogTitle } from '@ebook/ui'
import { useT } from '../app/i18n'
import { percentOf } from './positions'
import type { Annotation } from './queries'

/** The book's bookmarks and highlights in reading order: go to one, edit its note, delete it. */
export function NotesDialog({
  annotations,
  onGo,
  onEdit,
  onDelete,
  onClose,
}: {
  annotations: Annotation[]
  onGo: (annotation: Annotation) => void
  onEdit: (annotation: Annotation) => void
  onDelete: (annotation: Annotation) => void
  onClose: () => void
}) {
  const t = useT()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('reader.notes')}</DialogTitle>
        </DialogHeader>
        {annotations.length === 0 ? (
          <p className="text-muted-foreground">{t('reader.notes_empty')}</p>
        ) : (
          <ol className="flex max-h-[60dvh] flex-col divide-y divide-border overflow-y-auto">
            {annotations.map((annotation) => {
              const what =
                annotation.Kind === 'highlight' ? t('reader.highlight') : t('reader.bookmark')
              const text = annotation.Text ?? annotation.ChapterTitle ?? ''
              return (
                <li key={annotation.Id} className="flex flex-col gap-2 py-3">
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant={annotation.Kind === 'highlight' ? 'warning' : 'default'}>
                      {what}
                    </Badge>
                    {annotation.ChapterTitle && <span>{annotation.ChapterTitle}</span>}
                    <span>
                      {t('reader.percent', { percent: percentOf(annotation.TotalProgression) })}
                    </span>
                  </p>
                  <button
                    type="button"
                    className="line-clamp-3 rounded-md text-start hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label={t('reader.go_to', { what, text })}
                    onClick={() => onGo(annotation)}
                  >
                    {text}
                  </button>
                  {annotation.Note && (
                    <p className="border-s-2 border-primary ps-2 text-sm whitespace-pre-line">
                      {annotation.Note}
                    </p>
                  )}
                  <div className="flex gap-2">
                    {annotation.Kind === 'highlight' && (
                      <Button variant="outline" size="sm" onClick={() => onEdit(annotation)}>
                        {t('reader.note_edit')}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('reader.delete_label', { what, text })}
                      onClick={() => onDelete(annotation)}
                    >
                      {t('reader.delete')}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  )
}
