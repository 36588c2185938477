import { contentQueries } from '@ebook/api/queries'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../app/locale'
import { notFoundOn404 } from '../lib/route-params'

/**
 * A topic page by its code, in one language: the server answers in the page's language, so the
 * key carries it and a page in the other language never shows this one's answer.
 */
export const topicQuery = (code: string, locale: Locale) => contentQueries.topic(locale, code)

/** The contact form as the server prepares it (subjects in the page's language). */
export const contactFormQuery = (locale: Locale) => contentQueries.contactForm(locale)

/** The language of a route's optional `{-$locale}` param. */
export const localeOfParam = (locale: string | undefined): Locale => (locale === 'en' ? 'en' : 'th')

/**
 * Loads a topic page: the topic itself, and the main topic whose sections the side list shows
 * (the same query when the page is the main topic). A code the server does not know (404) is
 * the route's not-found page.
 */
export async function loadTopic(
  queryClient: QueryClient,
  { code, mainCode = code, locale }: { code: string; mainCode?: string; locale: Locale },
) {
  await Promise.all([
    queryClient.ensureQueryData(topicQuery(code, locale)),
    queryClient.ensureQueryData(topicQuery(mainCode, locale)),
  ]).catch(notFoundOn404)
}

export { parseTopicParam, TOPIC_CODE } from './params'
