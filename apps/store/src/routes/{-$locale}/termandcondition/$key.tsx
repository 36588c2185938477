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

const sections = sectionsUnder('termandcondition', '/termandcondition')

/** One section of the terms and conditions: topic `termandcondition-{key}`, beside the list of sections. */
export const Route = createFileRoute('/{-$locale}/termandcondition/$key')({
  params: { parse: parseTopicParam('key') },
  loader: ({ context: { queryClient }, params }) =>
    loadTopic(queryClient, {
      code: `termandcondition-${params.key}`,
      mainCode: 'termandcondition',
      locale: localeOfParam(params.locale),
    }),
  head: ({ match }) => topicHead(match, `termandcondition-${match.params.key}`),
  component: Section,
  pendingComponent: TopicPageSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: TopicNotFound,
})

function Section() {
  const { key } = Route.useParams()
  return <TopicPage code={`termandcondition-${key}`} sections={sections} />
}
