import { useState } from 'react'
import {
  BookCard,
  Button,
  DatePicker,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogHost,
  DialogTitle,
  NeedLoginModal,
  Toaster,
  UiProvider,
  toast,
  type DateRangeValue,
  type UiLocale,
} from '@ebook/ui'
import appTexts from './texts.json'

export type AppProps = {
  locale: UiLocale
  /** The picker's "today" and shown month, fixed so every run sees the same calendar. */
  today: Date
}

/** The day as YYYY-MM-DD in local time, what the check reads back from the page. */
const isoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')

/** Every kit part the consumer check drives: stacked dialogs, a range picker, a toast, the
 * need-login modal and a book card, inside the kit's provider, dialog host and toaster. */
export function App({ locale, today }: AppProps) {
  const t = appTexts[locale]
  const [outerOpen, setOuterOpen] = useState(false)
  const [innerOpen, setInnerOpen] = useState(false)
  const [range, setRange] = useState<DateRangeValue | null>(null)
  const [needLogin, setNeedLogin] = useState(false)
  const [loginFrom, setLoginFrom] = useState<string | null>(null)

  return (
    <UiProvider locale={locale}>
      <main className="app">
        <h1>{t.heading}</h1>

        <section aria-label={t.openDialog}>
          <Button onClick={() => setOuterOpen(true)}>{t.openDialog}</Button>
          <Dialog open={outerOpen} onOpenChange={setOuterOpen}>
            <DialogContent size="lg" data-testid="outer-dialog">
              <DialogHeader>
                <DialogTitle>{t.outerTitle}</DialogTitle>
                <DialogDescription>{t.outerBody}</DialogDescription>
              </DialogHeader>
              <Button onClick={() => setInnerOpen(true)}>{t.openInner}</Button>
              <Dialog open={innerOpen} onOpenChange={setInnerOpen}>
                <DialogContent size="xs" data-testid="inner-dialog">
                  <DialogHeader>
                    <DialogTitle>{t.innerTitle}</DialogTitle>
                    <DialogDescription>{t.innerBody}</DialogDescription>
                  </DialogHeader>
                </DialogContent>
              </Dialog>
            </DialogContent>
          </Dialog>
        </section>

        <section aria-label={t.range}>
          <DatePicker
            mode="range"
            today={today}
            defaultMonth={today}
            value={range}
            onChange={setRange}
          />
          <p>
            {t.range}:{' '}
            <output data-testid="range">
              {range ? `${isoDay(range.from)}/${range.to ? isoDay(range.to) : ''}` : t.noRange}
            </output>
          </p>
        </section>

        <section aria-label={t.showToast} className="actions">
          <Button
            variant="secondary"
            onClick={() => toast.success(t.toastMessage, { duration: Infinity })}
          >
            {t.showToast}
          </Button>
          <Button variant="secondary" onClick={() => setNeedLogin(true)}>
            {t.needLogin}
          </Button>
          <NeedLoginModal
            open={needLogin}
            returnTo="/basket?step=2"
            onConfirm={(returnTo) => {
              setNeedLogin(false)
              setLoginFrom(returnTo)
            }}
          />
          {loginFrom !== null && (
            <p data-testid="login-from">
              {t.wentToLogin} {loginFrom}
            </p>
          )}
        </section>

        <section className="books">
          <BookCard
            title={t.bookTitle}
            authors={[t.bookAuthor]}
            href="/books/1"
            price={159}
            oldPrice={199}
            rating={4.5}
            reviewCount={12}
            badges={['new', 'epub']}
          />
        </section>
      </main>
      <DialogHost />
      <Toaster />
    </UiProvider>
  )
}
