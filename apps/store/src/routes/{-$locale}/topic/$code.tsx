import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../content/PageLoadError'
import { parseTopicParam } from '../../../content/params'
import { loadTopic, localeOfParam } from '../../../content/queries'
import { TopicNotFound, TopicPage, TopicPageSkeleton } from '../../../content/TopicPage'
import { topicHead } from '../../../content/topic-head'

export const Route = createFileRoute('/{-$locale}/topic/$code')({
  params: { parse: parseTopicParam('code') },
  loader: ({ context: { queryClient }, params }) =>
    loadTopic(queryClient, { code: params.code, locale: localeOfParam(params.locale) }),
  head: ({ match }) => topicHead(match, match.params.code),
  component: TopicByCode,
  pendingComponent: TopicPageSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: TopicNotFound,
})

function TopicByCode() {
  const { code } = Route.useParams()
  return <TopicPage code={code} />
}
