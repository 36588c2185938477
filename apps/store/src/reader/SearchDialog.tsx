import { Button, Dialog, DialogContent, DialogHeader, DialogTitle, Field, Input } from '@ebook/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'
import type { OpenedBook, SearchResult } from './engine'

/** Search in the whole book; a found place goes there and closes the dialog. */
export function SearchDialog({
  book,
  onGo,
  onClose,
}: {
  book: OpenedBook
  onGo: (cfi: string) => void
  onClose: () => void
}) {
  const t = useT()
  const formId = useId()
  const [query, setQuery] = useState('')
  const [searched, setSearched] = useState<string | null>(null)
  const [results, setResults] = useState<SearchResult[] | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const words = query.trim()
    if (!words) return
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setBusy(true)
    book
      .search(words, controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return
        setResults(found)
        setSearched(words)
      })
      .catch(() => !controller.signal.aborted && setResults([]))
      .finally(() => !controller.signal.aborted && setBusy(false))
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('reader.search')}</DialogTitle>
        </DialogHeader>
        <form id={formId} role="search" className="flex items-end gap-2" onSubmit={submit}>
          <Field label={t('reader.search_label')} className="flex-1">
            <Input
              type="search"
              value={query}
              autoFocus
              autoComplete="off"
              maxLength={200}
              onChange={(event) => setQuery(event.target.value)}
            />
          </Field>
          <Button type="submit" busy={busy}>
            {t('reader.search_submit')}
          </Button>
        </form>
        <p role="status" className="text-sm text-muted-foreground">
          {busy
            ? t('reader.searching')
            : results && searched
              ? results.length
                ? t('reader.search_count', { count: results.length })
                : t('reader.search_none', { query: searched })
              : ''}
        </p>
        {results && results.length > 0 && (
          <ol className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto">
            {results.map((result) => (
              <li key={result.cfi}>
                <button
                  type="button"
                  className="w-full rounded-md px-3 py-2 text-start text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onGo(result.cfi)}
                >
                  <span className="block text-xs text-muted-foreground">{result.chapter}</span>
                  <span>
                    {result.pre}
                    <mark className="rounded-sm bg-warning px-0.5 text-warning-foreground">
                      {result.match}
                    </mark>
                    {result.post}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  )
}
