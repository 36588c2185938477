import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { format } from '../../i18n/define'
import { useAreaTexts } from '../../i18n/UiProvider'
import { errorPage } from '../../i18n/texts/errorPage'
import { cn } from '../../lib/cn'
import { BookQuestionIcon } from '../../lib/icons/BookQuestionIcon'
import { WarningIcon } from '../../lib/icons/WarningIcon'
import { Button, buttonVariants } from '../button'

/** The three error pages of the store (SPEC.md §2). */
type ErrorPageVariant = 'not-found' | '404' | 'error'

/** What `renderHomeLink` receives: spread it on the router's link (it holds `href`). */
type ErrorPageHomeLinkProps = ComponentProps<'a'> & { href: string }

type ErrorPageProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** 'not-found' for an unknown route, '404' for a status 404, 'error' (the default) for the rest. */
  variant?: ErrorPageVariant
  /** The address not found, added to the 'not-found' title; undefined by default. */
  path?: string
  /** The error whose message the 'error' variant shows; undefined (no message) by default. */
  error?: unknown
  /** Replaces the variant's headline; the kit's text by default. */
  title?: ReactNode
  /** Replaces the sentences under the headline (the error message stays); the kit's by default. */
  description?: ReactNode
  /** Replaces the label of the home action; the kit's 'Go back home.' by default. */
  homeLabel?: string
  /** Where the home action leads, '/' by default (unless only `onGoHome` is given). */
  homeHref?: string
  /** Called when the home action is used; with no `homeHref` the action is a button. */
  onGoHome?: (event: MouseEvent<HTMLElement>) => void
  /** Renders the home action with the app's router link; a plain `<a>` by default. */
  renderHomeLink?: (props: ErrorPageHomeLinkProps) => ReactNode
}

/** The message of whatever was thrown: an Error's, a string, or an object's `message`. */
function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  if (error instanceof Error) return error.message || undefined
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown }
    return typeof message === 'string' && message ? message : undefined
  }
  return undefined
}

/**
 * A full page telling the visitor what went wrong, with a headline (h1) and a 'Go back home.'
 * action: a link to `homeHref`, the app's router link through `renderHomeLink`, or a button
 * calling `onGoHome`.
 */
function ErrorPage({
  variant = 'error',
  path,
  error,
  title,
  description,
  homeLabel,
  homeHref,
  onGoHome,
  renderHomeLink,
  className,
  ...props
}: ErrorPageProps) {
  const texts = useAreaTexts('errorPage', errorPage)

  const headline =
    title ??
    (variant === 'not-found'
      ? path
        ? format(texts.notFoundTitleWithPath, { path })
        : texts.notFoundTitle
      : variant === '404'
        ? texts.status404Title
        : texts.errorTitle)

  const sentences: ReactNode[] =
    description !== undefined
      ? [description]
      : variant === '404'
        ? [texts.status404Message]
        : variant === 'error'
          ? [texts.errorBroke, texts.errorApology]
          : []

  const message = variant === 'error' ? errorMessage(error) : undefined
  const label = homeLabel ?? texts.goHome
  const homeClass = buttonVariants({ variant: 'primary', size: 'lg' })

  let homeAction: ReactNode
  if (renderHomeLink) {
    const linkProps: ErrorPageHomeLinkProps & { 'data-slot': string } = {
      href: homeHref ?? '/',
      className: homeClass,
      onClick: onGoHome,
      'data-slot': 'error-page-home',
      children: label,
    }
    homeAction = renderHomeLink(linkProps)
  } else if (onGoHome && homeHref === undefined) {
    homeAction = (
      <Button size="lg" data-slot="error-page-home" onClick={onGoHome}>
        {label}
      </Button>
    )
  } else {
    homeAction = (
      <a
        data-slot="error-page-home"
        href={homeHref ?? '/'}
        className={homeClass}
        onClick={onGoHome}
      >
        {label}
      </a>
    )
  }

  return (
    <section
      data-slot="error-page"
      data-variant={variant}
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-16 text-center',
        className,
      )}
      {...props}
    >
      {/* Something broke: a warning sign; the page is not there: a book with a question mark. */}
      {variant === 'error' ? (
        <WarningIcon strokeWidth="1.5" className="size-16 text-error" />
      ) : (
        <BookQuestionIcon strokeWidth="1.5" className="size-16 text-muted-foreground" />
      )}
      <h1
        data-slot="error-page-title"
        className={cn(
          'max-w-2xl font-bold tracking-tight break-words',
          variant === '404' ? 'text-6xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {headline}
      </h1>
      {message && (
        <p
          data-slot="error-page-message"
          className="max-w-xl rounded-md bg-muted px-3 py-2 font-mono text-sm break-words text-foreground"
        >
          {message}
        </p>
      )}
      {sentences.length > 0 && (
        <div
          data-slot="error-page-description"
          className="flex flex-col gap-1 text-muted-foreground"
        >
          {sentences.map((sentence, index) => (
            <p key={index}>{sentence}</p>
          ))}
        </div>
      )}
      <div className="pt-2">{homeAction}</div>
    </section>
  )
}

export { ErrorPage }
export type { ErrorPageHomeLinkProps, ErrorPageProps, ErrorPageVariant }
