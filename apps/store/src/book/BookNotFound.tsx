import { ErrorPage } from '@ebook/ui'
import { useLocation, type NotFoundRouteProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../app/i18n'
import { renderStoreLink } from '../components/StoreLink'
import type { BookNotFoundReason } from './params'

/**
 * A book page that is not there: an address whose id is not a number is 'Page Not Found:
 * {path}' (SPEC §8, page validation); a book the server does not know (404) is '404!'.
 */
export function BookNotFound({ data }: NotFoundRouteProps) {
  const t = useT()
  const path = useLocation({ select: (location) => location.pathname })
  const reason = data as BookNotFoundReason | undefined
  useEffect(() => {
    document.title = t('app.page_title', { page: t('book_page.not_found') })
  }, [t])
  return (
    <ErrorPage
      variant={reason === 'unknown-book' ? '404' : 'not-found'}
      path={reason === 'unknown-book' ? undefined : path}
      homeHref="/"
      renderHomeLink={renderStoreLink}
    />
  )
}
