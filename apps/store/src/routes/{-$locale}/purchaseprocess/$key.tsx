import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../content/PageLoadError'
import { parseTopicParam } from '../../../content/params'
import { loadTopic, localeOfParam } from '../../../content/queries'
import {
  sectionsUnder,
  TopicNotFound,
  TopicPage,
  TopicPageSkeleton,
} from '../../../content/TopicPage'
import { topicHead } from '../../../content/topic-head'

const sections = sectionsUnder('purchaseprocess', '/purchaseprocess')

/** One section of how to buy: topic `purchaseprocess-{key}`, beside the list of sections. */
export const Route = createFileRoute('/{-$locale}/purchaseprocess/$key')({
  params: { parse: parseTopicParam('key') },
  loader: ({ context: { queryClient }, params }) =>
    loadTopic(queryClient, {
      code: `purchaseprocess-${params.key}`,
      mainCode: 'purchaseprocess',
      locale: localeOfParam(params.locale),
    }),
  head: ({ match }) => topicHead(match, `purchaseprocess-${match.params.key}`),
  component: Section,
  pendingComponent: TopicPageSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: TopicNotFound,
})

function Section() {
  const { key } = Route.useParams()
  return <TopicPage code={`purchaseprocess-${key}`} sections={sections} />
}
