// The address parts of the content pages. The routes' `params` use them and are not split out of
// the first load, so this module imports only the store's route params.
import { invalidParams } from '../lib/route-params'

/** A topic code or a section key as the server names them: letters, digits, '-' and '_'. */
export const TOPIC_CODE = /^[A-Za-z0-9_-]{1,100}$/

/** The route's `params.parse` for a code or key: anything else is 'Page Not Found: {path}'. */
export function parseTopicParam<K extends string>(name: K) {
  return (params: Record<K, string>): Record<K, string> => {
    if (!TOPIC_CODE.test(params[name])) invalidParams()
    return params
  }
}
