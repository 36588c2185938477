import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../content/PageLoadError'
import { loadTopic, localeOfParam } from '../../../content/queries'
import {
  sectionsUnder,
  TopicNotFound,
  TopicPage,
  TopicPageSkeleton,
} from '../../../content/TopicPage'
import { topicHead } from '../../../content/topic-head'

const sections = sectionsUnder('purchaseprocess', '/purchaseprocess')

/** How to buy: the main topic `purchaseprocess` with the list of its sections. */
export const Route = createFileRoute('/{-$locale}/purchaseprocess/')({
  loader: ({ context: { queryClient }, params }) =>
    loadTopic(queryClient, { code: 'purchaseprocess', locale: localeOfParam(params.locale) }),
  head: ({ match }) => topicHead(match, 'purchaseprocess'),
  component: () => <TopicPage code="purchaseprocess" sections={sections} />,
  pendingComponent: TopicPageSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: TopicNotFound,
})
