import type { NotFoundRouteProps } from '@tanstack/react-router'
import { MissingPage } from '../components/PageStates'

/**
 * A book page that is not there: an address whose id is not a number is 'Page Not Found:
 * {path}' (SPEC §8, page validation); a book the server does not know (404) is '404!'.
 */
export function BookNotFound({ data }: NotFoundRouteProps) {
  return <MissingPage data={data} />
}
