import { queryOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import { languageMutations } from './language'
import { getQuery } from './shared'
import { dataMutation, invalidates } from './shared-mutations'

/** Topics (policy, terms, purchase process), content blocks, and the contact form. */
export const contentQueries = {
  all: () => ['content'] as const,
  topic: (language: ApiLocale, topicCode: string) =>
    queryOptions({
      ...getQuery(
        language,
        [...contentQueries.all(), 'topic', topicCode],
        '/v2/topic/details-topiccode/{topicCode}',
        {
          path: { topicCode },
        },
      ),
      staleTime: 10 * 60_000,
    }),
  dynamicContent: (language: ApiLocale, contentKey: string, widgetZone: string) =>
    queryOptions({
      ...getQuery(
        language,
        [...contentQueries.all(), 'dynamic', contentKey, widgetZone],
        '/v2/common/dynamic-content/{contentKey}/{widgetZone}',
        { path: { contentKey, widgetZone } },
      ),
      staleTime: 10 * 60_000,
    }),
  contactForm: (language: ApiLocale) =>
    getQuery(language, [...contentQueries.all(), 'contact-form'], '/v2/common/contactus'),
}

export const contentMutations = {
  contactUs: () => dataMutation(['content', 'contact-us'], '/v2/common/contactus'),
  /** Switches the server's language for this browser (the `setlanguage` cookie). */
  setLanguage: languageMutations.set,
}

/** Publishers: the application's choice lists. */
export const publisherQueries = {
  all: () => ['publisher'] as const,
  bookTypes: (language: ApiLocale) =>
    queryOptions({
      ...getQuery(
        language,
        [...publisherQueries.all(), 'book-types'],
        '/v2/publisher/getmasterbook',
      ),
      staleTime: Infinity,
    }),
  accountTypes: (language: ApiLocale) =>
    queryOptions({
      ...getQuery(
        language,
        [...publisherQueries.all(), 'account-types'],
        '/v2/publisher/getmasteraccounttype',
      ),
      staleTime: Infinity,
    }),
}

export const publisherMutations = {
  contact: () => dataMutation(['publisher', 'contact'], '/v2/common/contactvendor'),
  /** Sends the publisher application; the customer's PublisherStatus becomes pending. */
  apply: () =>
    dataMutation(
      ['publisher', 'apply'],
      '/v2/publisher/RegisterPublisher',
      invalidates(['customer']),
    ),
}
