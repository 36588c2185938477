import type { ProductDetailsModel } from '@ebook/api/types'
import { ChevronLeftIcon, ChevronRightIcon, IconButton, toast } from '@ebook/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { useValue } from '../app/store'
import { themeStore } from '../app/theme'
import { pageColours } from './book-styles'
import { openBook, type OpenedBook, type ReaderLocation, type Selection } from './engine'
import { BookmarkIcon, ContentsIcon, NotesIcon, SearchIcon, TextSettingsIcon } from './icons'
import { keptPlace, percentOf, resumePlan } from './positions'
import { ProgressBar } from './ProgressBar'
import { readerMutations, readerQueries, type Annotation, type Edition } from './queries'
import { ReaderError, ReaderShell } from './ReaderStates'
import { loadSettings, readerTheme, saveSettings, type ReaderSettings } from './settings'
import type { SettingsPopover as SettingsPopoverType } from './SettingsPopover'
import { usePositionSaver } from './use-position-saver'
import { readerKeys } from './reader-keys'

// The settings' popover (Radix's, a fifth of the reader's code) loads on the first press.
const loadSettingsPart = () => import('./SettingsPopover')
const SettingsPopover = lazy(() =>
  loadSettingsPart().then((part) => ({ default: part.SettingsPopover })),
)
// The panels and the sample's end load when first shown: none is needed for the first page.
const ContentsDialog = lazy(() =>
  import('./ContentsDialog').then((part) => ({ default: part.ContentsDialog })),
)
const SearchDialog = lazy(() =>
  import('./SearchDialog').then((part) => ({ default: part.SearchDialog })),
)
const NotesDialog = lazy(() =>
  import('./NotesDialog').then((part) => ({ default: part.NotesDialog })),
)
const NoteDialog = lazy(() => import('./NoteDialog').then((part) => ({ default: part.NoteDialog })))
// The other device's place, with its date (the date formatting's code), when there is one.
const ResumeOffer = lazy(() =>
  import('./ResumeOffer').then((part) => ({ default: part.ResumeOffer })),
)
const SampleEnd = lazy(() => import('./SampleEnd').then((part) => ({ default: part.SampleEnd })))

type Panel = 'contents' | 'search' | 'notes'
/** What the note dialog is writing: a note for a new highlight, or an existing one's. */
type NoteTarget = { selection: Selection } | { annotation: Annotation }

/** The longest highlighted text kept (the contract's bound). */
const TEXT_MAX = 1000

/** The chrome's colours in sepia (the page's own come from book-styles.ts). */
const SEPIA_CHROME = {
  '--ui-background': pageColours.sepia.background,
  '--ui-foreground': pageColours.sepia.text,
  '--ui-surface': '#ebe0c6',
  '--ui-surface-foreground': pageColours.sepia.text,
  '--ui-muted': '#e4d7ba',
  '--ui-muted-foreground': '#5a4630',
  '--ui-border': '#cdbb98',
  '--ui-input': '#8a7455',
  '--ui-primary': pageColours.sepia.link,
  '--ui-primary-foreground': '#ffffff',
  '--ui-ring': pageColours.sepia.link,
  colorScheme: 'light',
} as CSSProperties

/**
 * A book open in the reader: the engine's pages under the reader's bar (the way back, contents,
 * search, bookmarks and highlights, settings) and over its progress bar. The place is saved as
 * the reader reads, and a further or later place from another device is offered.
 */
export function BookReader({
  book,
  edition,
  file,
}: {
  book: ProductDetailsModel
  edition: Edition
  file: Blob
}) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { api } = useStoreApp()
  const storeTheme = useValue(themeStore)
  const [settings, setSettings] = useState<ReaderSettings>(loadSettings)
  const theme = readerTheme(settings, storeTheme)
  const host = useRef<HTMLDivElement>(null)
  const [opened, setOpened] = useState<OpenedBook | null>(null)
  const [failed, setFailed] = useState(false)
  const [location, setLocation] = useState<ReaderLocation | null>(null)
  const [selection, setSelection] = useState<Selection | null>(null)
  const [panel, setPanel] = useState<Panel | null>(null)
  const [noteTarget, setNoteTarget] = useState<NoteTarget | null>(null)
  const [offer, setOffer] = useState<ReturnType<typeof resumePlan>['offer']>(null)

  const annotations = useQuery(readerQueries.annotations(book.Id, edition))
  const add = useMutation(readerMutations.add(book.Id))
  const update = useMutation(readerMutations.update(book.Id, edition))
  const remove = useMutation(readerMutations.remove(book.Id, edition))
  const placed = usePositionSaver(book.Id, edition)

  const bookPage = localizedHref(`/book-detail/${book.Id}`, locale)
  const label = t('reader.book_frame', { title: book.Name })
  const keys = readerKeys(opened, () => void router.navigate({ href: bookPage }))

  // What the engine's events call: the latest handlers, without reopening the book.
  const events = useRef({ placed, keys })
  events.current = { placed, keys }
  const look = { theme, fontSize: settings.fontSize, lineHeight: settings.lineHeight }
  const startLook = useRef(look)
  const startFlow = useRef(settings.flow)
  const list = annotations.data ?? []
  const annotationsRef = useRef(list)
  annotationsRef.current = list

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => events.current.keys(event)
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [])

  // The book opens at the place this device keeps, without waiting for the server: its answer
  // (the page's call, shared) brings the other devices' places to offer. A place the server has
  // for this device that the device does not keep is gone to if the reader is still where the
  // book opened.
  useEffect(() => {
    if (!host.current) return
    let closed = false
    const kept = keptPlace(book.Id, edition)
    const places = queryClient
      .fetchQuery(readerQueries.positions(book.Id, edition))
      .catch(() => [])
      .then((list) => resumePlan(list, api.storage.getDeviceId(), kept))
    let opening: OpenedBook | undefined
    let first = true
    openBook(host.current, file, {
      look: startLook.current,
      flow: startFlow.current,
      start: kept?.Locator.Cfi ?? null,
      label,
      on: {
        relocate: (place) => {
          // The reader's benchmark (bench/reader.ts) times the first page and each turn by these.
          if (first) performance.mark('reader:first-page')
          first = false
          performance.clearMarks('reader:page')
          performance.mark('reader:page')
          setLocation(place)
          events.current.placed(place)
        },
        key: (event) => events.current.keys(event),
        selection: setSelection,
        highlight: (cfi) => {
          const found = annotationsRef.current.find((item) => item.Cfi === cfi)
          if (found) setNoteTarget({ annotation: found })
        },
      },
    })
      .then((ready) => {
        if (closed) return ready.destroy()
        setOpened((opening = ready))
        const openedAt = ready.location()?.cfi
        void places.then((plan) => {
          if (closed) return
          setOffer(plan.offer)
          if (!kept && plan.start && ready.location()?.cfi === openedAt) void ready.goTo(plan.start)
        })
      })
      .catch(() => !closed && setFailed(true))
    return () => {
      closed = true
      opening?.destroy()
    }
    // Opened once per file; the place, look and flow at that time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file])

  useEffect(() => opened?.setLook(look), [opened, look.theme, look.fontSize, look.lineHeight]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => opened?.setFlow(settings.flow), [opened, settings.flow])
  useEffect(() => {
    opened?.setHighlights(
      list
        .filter((item) => item.Kind === 'highlight')
        .map((item) => ({ cfi: item.Cfi, color: item.Color ?? 'yellow' })),
    )
  }, [opened, annotations.data]) // eslint-disable-line react-hooks/exhaustive-deps

  const changeSettings = (next: ReaderSettings) => {
    setSettings(next)
    saveSettings(next)
  }

  if (failed) return <ReaderError bookId={book.Id} />

  const pageBookmark =
    opened && location
      ? list.find((item) => item.Kind === 'bookmark' && opened.onPage(item.Cfi))
      : undefined

  const toggleBookmark = () => {
    if (!opened || !location) return
    if (pageBookmark)
      remove.mutate(pageBookmark.Id, {
        onSuccess: () => toast.success(t('reader.bookmark_removed')),
      })
    else
      add.mutate(
        {
          Edition: edition,
          Kind: 'bookmark',
          Cfi: location.cfi,
          Text: opened.pageText() || null,
          ChapterTitle: location.chapterTitle,
          TotalProgression: location.totalProgression,
        },
        { onSuccess: () => toast.success(t('reader.bookmark_added')) },
      )
  }

  const highlight = (chosen: Selection, note: string | null) =>
    add.mutate(
      {
        Edition: edition,
        Kind: 'highlight',
        Cfi: chosen.cfi,
        Text: chosen.text.slice(0, TEXT_MAX),
        Note: note,
        Color: 'yellow',
        ChapterTitle: chosen.chapterTitle?.slice(0, 300) ?? null,
        TotalProgression: location?.totalProgression ?? 0,
      },
      {
        onSuccess: () => {
          opened?.clearSelection()
          setSelection(null)
          setNoteTarget(null)
          toast.success(t('reader.highlight_added'))
        },
      },
    )

  const go = (target: string) => {
    setPanel(null)
    void opened?.goTo(target)
  }

  const toolbar = opened && (
    <div role="toolbar" aria-label={t('reader.toolbar')} className="flex items-center gap-0.5">
      <IconButton
        aria-label={t('reader.contents')}
        aria-haspopup="dialog"
        onClick={() => setPanel('contents')}
      >
        <ContentsIcon />
      </IconButton>
      <IconButton
        aria-label={t('reader.search')}
        aria-haspopup="dialog"
        onClick={() => setPanel('search')}
      >
        <SearchIcon />
      </IconButton>
      <IconButton
        aria-label={t('reader.notes')}
        aria-haspopup="dialog"
        onClick={() => setPanel('notes')}
      >
        <NotesIcon />
      </IconButton>
      <IconButton
        aria-label={pageBookmark ? t('reader.bookmark_remove') : t('reader.bookmark_add')}
        aria-pressed={Boolean(pageBookmark)}
        busy={add.isPending || remove.isPending}
        onClick={toggleBookmark}
      >
        <BookmarkIcon filled={Boolean(pageBookmark)} />
      </IconButton>
      <SettingsButton settings={settings} theme={theme} onChange={changeSettings} />
    </div>
  )

  const title = edition === 'sample' ? t('reader.title_sample', { title: book.Name }) : book.Name

  return (
    <div data-reader-theme={theme} style={theme === 'sepia' ? SEPIA_CHROME : undefined}>
      <ReaderShell
        bookId={book.Id}
        title={title}
        toolbar={toolbar}
        footer={
          <div className="flex h-full items-center gap-2 px-2 sm:px-4">
            <IconButton
              aria-label={t('reader.prev_page')}
              disabled={!opened}
              onClick={() => void opened?.prev()}
            >
              <ChevronLeftIcon />
            </IconButton>
            <ProgressBar
              location={location}
              disabled={!opened}
              onSeek={(fraction) => void opened?.goToFraction(fraction)}
            />
            <IconButton
              aria-label={t('reader.next_page')}
              disabled={!opened}
              onClick={() => void opened?.next()}
            >
              <ChevronRightIcon />
            </IconButton>
          </div>
        }
      >
        <div ref={host} className="absolute inset-0" lang={opened?.language || undefined} />
        {!opened && (
          <p
            role="status"
            className="absolute inset-0 grid place-items-center text-muted-foreground"
          >
            {t('reader.loading')}
          </p>
        )}
        {offer && opened && (
          <Suspense>
            <ResumeOffer
              position={offer}
              onAccept={() => {
                setOffer(null)
                void opened.goTo(offer.Locator.Cfi)
              }}
              onDismiss={() => setOffer(null)}
            />
          </Suspense>
        )}
        {selection && !noteTarget && (
          <div
            role="group"
            aria-label={t('reader.selection')}
            className="absolute inset-x-3 bottom-3 z-10 mx-auto flex w-fit gap-2 rounded-lg border border-border bg-surface p-2 shadow-xl"
          >
            <IconButton
              variant="ghost"
              aria-label={t('reader.highlight_add')}
              busy={add.isPending}
              onClick={() => highlight(selection, null)}
            >
              <NotesIcon />
            </IconButton>
            <button
              type="button"
              className="rounded-md px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => setNoteTarget({ selection })}
            >
              {t('reader.highlight_note')}
            </button>
          </div>
        )}
        {edition === 'sample' && location?.atEnd && (
          <Suspense>
            <SampleEnd book={book} />
          </Suspense>
        )}
      </ReaderShell>
      <Suspense>
        {panel === 'contents' && opened && (
          <ContentsDialog
            toc={opened.toc}
            current={location?.chapterTitle ?? null}
            onGo={go}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'search' && opened && (
          <SearchDialog book={opened} onGo={go} onClose={() => setPanel(null)} />
        )}
        {panel === 'notes' && (
          <NotesDialog
            annotations={list}
            onGo={(annotation) => go(annotation.Cfi)}
            onEdit={(annotation) => setNoteTarget({ annotation })}
            onDelete={(annotation) => remove.mutate(annotation.Id)}
            onClose={() => setPanel(null)}
          />
        )}
      </Suspense>
      <Suspense>
        {noteTarget && (
          <NoteDialog
            text={
              'selection' in noteTarget
                ? noteTarget.selection.text
                : (noteTarget.annotation.Text ?? '')
            }
            note={'annotation' in noteTarget ? noteTarget.annotation.Note : null}
            busy={add.isPending || update.isPending}
            onClose={() => setNoteTarget(null)}
            onSave={(note) => {
              if ('selection' in noteTarget) return highlight(noteTarget.selection, note)
              const { annotation } = noteTarget
              update.mutate(
                { id: annotation.Id, Note: note, Color: annotation.Color },
                { onSuccess: () => setNoteTarget(null) },
              )
            }}
          />
        )}
      </Suspense>
      <p className="sr-only" aria-live="polite">
        {location
          ? `${location.chapterTitle ?? ''} ${t('reader.percent', { percent: percentOf(location.totalProgression) })}`
          : ''}
      </p>
    </div>
  )
}

/** The settings' button: a plain one until pressed, then the popover (opened) in its place. */
function SettingsButton(props: Omit<Parameters<typeof SettingsPopoverType>[0], 'defaultOpen'>) {
  const t = useT()
  const [wanted, setWanted] = useState(false)
  const button = (
    <IconButton
      aria-label={t('reader.settings')}
      aria-haspopup="dialog"
      busy={wanted}
      onPointerEnter={() => void loadSettingsPart()}
      onFocus={() => void loadSettingsPart()}
      onClick={() => setWanted(true)}
    >
      <TextSettingsIcon />
    </IconButton>
  )
  if (!wanted) return button
  return (
    <Suspense fallback={button}>
      <SettingsPopover {...props} defaultOpen />
    </Suspense>
  )
}
