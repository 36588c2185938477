import type { NotFoundRouteProps } from '@tanstack/react-router'
import { useT } from '../app/i18n'
import { MissingPage } from '../components/PageStates'

/**
 * A book page that is not there: an address whose id is not a number is 'Page Not Found:
 * {path}' (SPEC §8, page validation); a book the server does not know (404) is '404!'.
 */
export function BookNotFound({ data }: NotFoundRouteProps) {
  const t = useT()
  return <MissingPage data={data} title={t('book_page.not_found')} />
}
