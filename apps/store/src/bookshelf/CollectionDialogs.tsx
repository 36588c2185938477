import { isApiError } from '@ebook/api'
import { shelfMutations } from '@ebook/api/queries'
import type { BookShelfModel, Schema } from '@ebook/api/types'
import {
  Button,
  Checkbox,
  confirm,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Spinner,
  toast,
  useUiTexts,
} from '@ebook/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useLocale, useT } from '../app/i18n'
import { bookCount } from './count'
import { collectionsQuery, myBooksQuery } from './queries'

type LibraryBook = Schema<'MyBookItem'>

/** The longest collection name the server keeps. */
const NAME_MAX = 100

/**
 * Names a new collection or renames one. The name is checked as it is typed; a name the server
 * refuses (taken) shows under the field and stays there to be changed. Saving twice sends once.
 */
export function CollectionNameDialog({
  collection,
  onClose,
  onSaved,
}: {
  /** The collection to rename; a new one is created when left out. */
  collection?: BookShelfModel
  onClose: () => void
  /** Called with the saved collection (after the success message). */
  onSaved?: (collection: BookShelfModel) => void
}) {
  const t = useT()
  const kit = useUiTexts()
  const formId = useId()
  const [name, setName] = useState(collection?.Name ?? '')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const create = useMutation({ ...shelfMutations.create(), meta: { errorToast: false } })
  const rename = useMutation({ ...shelfMutations.rename(), meta: { errorToast: false } })
  const pending = create.isPending || rename.isPending
  const sending = useRef(false)
  const trimmed = name.trim()
  const problem = !trimmed
    ? t('collections.name_required')
    : trimmed.length > NAME_MAX
      ? t('collections.name_too_long', { max: NAME_MAX })
      : null
  const error = serverError ?? (touched ? problem : null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    // A second press before the button is drawn disabled sends nothing.
    if (problem || sending.current) return
    sending.current = true
    const done = {
      onSuccess: (saved: BookShelfModel) => {
        toast.success(
          t(collection ? 'collections.renamed' : 'collections.created', { name: saved.Name }),
        )
        onSaved?.(saved)
        onClose()
      },
      onError: (failure: Error) =>
        setServerError(isApiError(failure) ? failure.messages.join(' ') : failure.message),
      onSettled: () => {
        sending.current = false
      },
    }
    if (collection) rename.mutate({ ShelfId: collection.Id, Name: trimmed }, done)
    else create.mutate({ Name: trimmed }, done)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent size="sm" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            {collection ? t('collections.rename_title') : t('collections.create_title')}
          </DialogTitle>
        </DialogHeader>
        <form id={formId} noValidate onSubmit={submit}>
          <Field label={t('collections.name_label')} required error={error}>
            <Input
              value={name}
              maxLength={NAME_MAX + 20}
              autoComplete="off"
              autoFocus
              onChange={(event) => {
                setName(event.target.value)
                setTouched(true)
                setServerError(null)
              }}
            />
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {kit.dialog.cancel}
          </Button>
          <Button type="submit" form={formId} busy={pending}>
            {t('collections.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Deletes a collection after asking (its books stay in the library); resolves whether it did. */
export function useRemoveCollection() {
  const t = useT()
  const remove = useMutation(shelfMutations.remove())
  const [asking, setAsking] = useState(false)
  const run = async (collection: BookShelfModel): Promise<boolean> => {
    if (asking || remove.isPending) return false
    setAsking(true)
    const sure = await confirm({
      title: t('collections.remove_title', { name: collection.Name }),
      message: t('collections.remove_message'),
      destructive: true,
    }).finally(() => setAsking(false))
    if (!sure) return false
    await remove.mutateAsync({ ShelfId: collection.Id })
    toast.success(t('collections.removed', { name: collection.Name }))
    return true
  }
  return { run, busy: asking || remove.isPending }
}

/**
 * The collections one book is in, as checkboxes: ticking puts it in, unticking takes it out,
 * each at once with its message. A new collection can be made here and gets the book.
 */
export function BookCollectionsDialog({
  book,
  onClose,
}: {
  book: LibraryBook
  onClose: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const collections = useQuery(collectionsQuery(locale))
  const add = useMutation(shelfMutations.addBooks())
  const takeOut = useMutation(shelfMutations.removeBook())
  // What the customer ticked, until the refreshed library says so too.
  const [ticked, setTicked] = useState<Record<number, boolean>>({})
  const [busyShelf, setBusyShelf] = useState<number | null>(null)
  const [naming, setNaming] = useState(false)

  const isIn = (shelfId: number) => ticked[shelfId] ?? book.ShelfIds.includes(shelfId)

  const toggle = (collection: BookShelfModel, put: boolean) => {
    if (busyShelf !== null) return
    setBusyShelf(collection.Id)
    setTicked((before) => ({ ...before, [collection.Id]: put }))
    const settle = {
      onSuccess: () =>
        toast.success(
          t(put ? 'collections.added' : 'collections.taken_out', {
            title: book.Name,
            name: collection.Name,
          }),
        ),
      onError: () =>
        setTicked((before) => {
          const { [collection.Id]: _, ...rest } = before
          return rest
        }),
      onSettled: () => setBusyShelf(null),
    }
    if (put) add.mutate({ ShelfId: collection.Id, ProductIds: [book.ProductId] }, settle)
    else takeOut.mutate({ ShelfId: collection.Id, ProductId: book.ProductId }, settle)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t('collections.for_book_title')}</DialogTitle>
          <DialogDescription>
            {t('collections.for_book_description', { title: book.Name })}
          </DialogDescription>
        </DialogHeader>
        {collections.isPending ? (
          <Spinner />
        ) : collections.isError ? (
          <p role="alert" className="text-sm text-error">
            {t('account_pages.load_failed')}
          </p>
        ) : collections.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('collections.none_yet')}</p>
        ) : (
          <fieldset className="flex max-h-72 flex-col gap-3 overflow-y-auto py-1">
            <legend className="sr-only">{t('collections.for_book_title')}</legend>
            {collections.data.map((collection) => (
              <Checkbox
                key={collection.Id}
                label={collection.Name}
                description={bookCount(t, collection.BookCount)}
                checked={isIn(collection.Id)}
                disabled={busyShelf !== null}
                aria-busy={busyShelf === collection.Id || undefined}
                onChange={(event) => toggle(collection, event.target.checked)}
              />
            ))}
          </fieldset>
        )}
        <DialogFooter className="sm:justify-between">
          <Button variant="outline" onClick={() => setNaming(true)}>
            {t('collections.create')}
          </Button>
          <Button onClick={onClose}>{t('collections.done')}</Button>
        </DialogFooter>
        {naming && (
          <CollectionNameDialog
            onClose={() => setNaming(false)}
            onSaved={(collection) => toggle(collection, true)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

/**
 * Puts books of the library into one collection: the library's books as checkboxes (those
 * already in it ticked and fixed), sent together in one call.
 */
export function AddBooksDialog({
  collection,
  onClose,
}: {
  collection: BookShelfModel
  onClose: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const kit = useUiTexts()
  const formId = useId()
  // The first 100 books: the most one call may place, and a list still short enough to scan.
  const library = useQuery(myBooksQuery({ pageSize: 100 }, locale))
  const add = useMutation(shelfMutations.addBooks())
  const [chosen, setChosen] = useState<number[]>([])
  const sending = useRef(false)
  const [tried, setTried] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (chosen.length === 0 || sending.current) return
    sending.current = true
    add.mutate(
      { ShelfId: collection.Id, ProductIds: chosen },
      {
        onSettled: () => {
          sending.current = false
        },
        onSuccess: () => {
          toast.success(
            t('collections.added_many', { count: chosen.length, name: collection.Name }),
          )
          onClose()
        },
      },
    )
  }

  const books = library.data?.Books ?? []
  return (
    <Dialog open onOpenChange={(open) => !open && !add.isPending && onClose()}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>
            {t('collection_page.add_books_title', { name: collection.Name })}
          </DialogTitle>
          <DialogDescription>{t('collection_page.add_books_description')}</DialogDescription>
        </DialogHeader>
        {library.isPending ? (
          <Spinner />
        ) : books.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('collection_page.library_empty')}</p>
        ) : (
          <form id={formId} noValidate onSubmit={submit}>
            <fieldset
              className="flex max-h-80 flex-col gap-3 overflow-y-auto py-1"
              aria-describedby={`${formId}-error`}
            >
              <legend className="sr-only">{t('collection_page.add_books')}</legend>
              {books.map((book) => {
                const already = book.ShelfIds.includes(collection.Id)
                return (
                  <Checkbox
                    key={book.ProductId}
                    label={book.Name}
                    description={
                      already
                        ? t('collection_page.already_in')
                        : book.Authors.map((author) => author.Name).join(', ') || undefined
                    }
                    checked={already || chosen.includes(book.ProductId)}
                    disabled={already || add.isPending}
                    onChange={(event) =>
                      setChosen((before) =>
                        event.target.checked
                          ? [...before, book.ProductId]
                          : before.filter((id) => id !== book.ProductId),
                      )
                    }
                  />
                )
              })}
            </fieldset>
            <p id={`${formId}-error`} aria-live="polite" className="mt-2 text-sm text-error">
              {tried && chosen.length === 0 ? t('collection_page.choose_books') : null}
            </p>
          </form>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={add.isPending}>
            {kit.dialog.cancel}
          </Button>
          {books.length > 0 && (
            <Button type="submit" form={formId} busy={add.isPending}>
              {t('collection_page.add_selected', { count: chosen.length })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
