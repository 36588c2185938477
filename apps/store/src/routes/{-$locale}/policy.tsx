import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../content/PageLoadError'
import { loadTopic, localeOfParam } from '../../content/queries'
import { TopicNotFound, TopicPage, TopicPageSkeleton } from '../../content/TopicPage'
import { topicHead } from '../../content/topic-head'

/** The privacy policy (topic `policy`). */
export const Route = createFileRoute('/{-$locale}/policy')({
  loader: ({ context: { queryClient }, params }) =>
    loadTopic(queryClient, { code: 'policy', locale: localeOfParam(params.locale) }),
  head: ({ match }) => topicHead(match, 'policy'),
  component: () => <TopicPage code="policy" />,
  pendingComponent: TopicPageSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: TopicNotFound,
})
