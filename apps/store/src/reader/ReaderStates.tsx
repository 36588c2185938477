// What the reader shows when it shows no book: its frame while the book comes, a refusal of the
// whole book, and the error of a book that cannot be opened. Each has a way back.
import { Button, SpinnerIcon, WarningIcon } from '@ebook/ui'
import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { loginHref } from '../app/auth'
import { useT } from '../app/i18n'
import { rememberReturnTo } from '../app/return-to'
import { StoreLink } from '../components/StoreLink'
import { BackIcon } from './icons'
import { readerHref } from './search'

/** The reader's full-screen frame: a bar with the way back, and the page below. */
export function ReaderShell({
  bookId,
  title,
  toolbar,
  footer,
  children,
}: {
  bookId: number
  title?: ReactNode
  toolbar?: ReactNode
  /** Below the page: the progress bar. */
  footer?: ReactNode
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className="flex h-dvh flex-col bg-background text-foreground" data-reader="">
      <header className="flex h-14 shrink-0 items-center gap-1 border-b border-border px-2 sm:px-3">
        <Button variant="ghost" size="sm" asChild>
          <StoreLink href={`/book-detail/${bookId}`} aria-label={t('reader.back')}>
            <BackIcon />
            <span className="max-sm:sr-only">{t('reader.back')}</span>
          </StoreLink>
        </Button>
        <h1 className="min-w-0 flex-1 truncate px-2 text-sm font-semibold sm:text-base">{title}</h1>
        {toolbar}
      </header>
      <main id="main-content" tabIndex={-1} className="relative min-h-0 flex-1 outline-none">
        {children}
      </main>
      {footer && <footer className="h-16 shrink-0 border-t border-border">{footer}</footer>}
    </div>
  )
}

/** The book is on its way (the server's frame, then the browser's until the book opens). */
export function ReaderLoading({ bookId }: { bookId: number }) {
  const t = useT()
  // The progress bar's place is kept, so the open book does not move the page.
  return (
    <ReaderShell bookId={bookId} footer={<div aria-hidden="true" />}>
      <div className="grid h-full place-items-center" role="status">
        <p className="flex items-center gap-2 text-muted-foreground">
          <SpinnerIcon className="motion-safe:animate-spin" aria-hidden="true" />
          {t('reader.loading')}
        </p>
      </div>
    </ReaderShell>
  )
}

/** A message in the middle of the reader's page, with its actions. */
function ReaderMessage({
  bookId,
  title,
  text,
  children,
}: {
  bookId: number
  title: string
  text?: string
  children?: ReactNode
}) {
  const t = useT()
  return (
    <ReaderShell bookId={bookId}>
      <div className="mx-auto flex h-full max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
        <WarningIcon className="size-10 text-warning" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{title}</h2>
        {text && <p className="text-muted-foreground">{text}</p>}
        <div className="flex flex-wrap justify-center gap-2">
          {children}
          <Button variant="outline" asChild>
            <StoreLink href={`/book-detail/${bookId}`}>{t('reader.back')}</StoreLink>
          </Button>
        </div>
      </div>
    </ReaderShell>
  )
}

/**
 * The whole book asked for by a guest (`signedIn` false) or by a customer who does not own it:
 * the way to sign in, the free sample when the book has one, and the way back.
 */
export function ReaderRefusal({
  bookId,
  signedIn,
  hasSample,
}: {
  bookId: number
  signedIn: boolean
  hasSample: boolean
}) {
  const t = useT()
  const href = useLocation({ select: (location) => location.href })
  return (
    <ReaderMessage
      bookId={bookId}
      title={signedIn ? t('reader.refused_owner_title') : t('reader.refused_guest_title')}
      text={signedIn ? t('reader.refused_owner_text') : t('reader.refused_guest_text')}
    >
      {hasSample && (
        <Button variant={signedIn ? 'primary' : 'outline'} asChild>
          <StoreLink href={readerHref(bookId, 'sample')}>{t('reader.read_sample')}</StoreLink>
        </Button>
      )}
      {!signedIn && (
        <Button asChild>
          <StoreLink href={loginHref(href)} onClick={() => rememberReturnTo(href)}>
            {t('reader.sign_in')}
          </StoreLink>
        </Button>
      )}
    </ReaderMessage>
  )
}

/** A book whose file is missing or cannot be read; `retry` asks for it again. */
export function ReaderError({
  bookId,
  noSample = false,
  retry,
}: {
  bookId: number
  /** The book has no sample to read. */
  noSample?: boolean
  retry?: () => void
}) {
  const t = useT()
  return (
    <ReaderMessage
      bookId={bookId}
      title={noSample ? t('reader.no_sample_title') : t('reader.error_title')}
      text={noSample ? undefined : t('reader.error_text')}
    >
      {retry && <Button onClick={retry}>{t('reader.retry')}</Button>}
    </ReaderMessage>
  )
}
