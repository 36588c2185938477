import { mutationOptions } from '@tanstack/react-query'
import { call } from './shared'

/**
 * The server's language for this browser, apart from the other content calls: the header's
 * language switch is on every page, the contact form and the topics are not.
 */
export const languageMutations = {
  /** Switches the server's language for this browser (the `setlanguage` cookie). */
  set: () =>
    mutationOptions({
      mutationKey: ['content', 'set-language'],
      mutationFn: (lang: 'th' | 'en', { client }) =>
        call(client, 'GET', '/common/setlanguage/{lang}', { params: { path: { lang } } }),
      // Every cached answer is in the old language.
      onSuccess: (_data, _lang, _r, { client }) => client.invalidateQueries(),
    }),
}
