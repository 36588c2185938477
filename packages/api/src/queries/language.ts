import { mutationOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import { call } from './shared'

/**
 * The server's language for this browser, apart from the other content calls: the header's
 * language switch is on every page, the contact form and the topics are not.
 */
export const languageMutations = {
  /**
   * Records the customer's language on the server (the `setlanguage` cookie; its e-mails). It
   * invalidates nothing: the queries that depend on the language carry it in their keys and ask
   * for it in each call, so the other language's answers are other queries.
   */
  set: () =>
    mutationOptions({
      mutationKey: ['content', 'set-language'],
      mutationFn: (lang: ApiLocale, { client }) =>
        call(client, 'GET', '/common/setlanguage/{lang}', { params: { path: { lang } } }),
    }),
}
