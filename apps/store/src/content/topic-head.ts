import { pageHead, summaryOf, type HeadMatch, type RouteHead } from '../app/page-head'
import { topicQuery } from './queries'

/**
 * The head of a topic page: its title, as its heading shows it (a topic's MetaTitle may carry a
 * store's name of its own), and the description it sets for search engines.
 */
export function topicHead(match: HeadMatch, code: string): Promise<RouteHead> {
  return pageHead(
    match,
    ({ locale }) => {
      const topic = match.context.queryClient.getQueryData(topicQuery(code, locale).queryKey)
      return {
        title: topic?.Title ?? '',
        description: summaryOf(topic?.MetaDescription),
      }
    },
    { notFound: 'topic_page.not_found_title', failed: 'page_error.load_failed' },
  )
}
