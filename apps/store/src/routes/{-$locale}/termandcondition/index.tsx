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

const sections = sectionsUnder('termandcondition', '/termandcondition')

/** The terms and conditions: the main topic `termandcondition` with the list of its sections. */
export const Route = createFileRoute('/{-$locale}/termandcondition/')({
  loader: ({ context: { queryClient }, params }) =>
    loadTopic(queryClient, { code: 'termandcondition', locale: localeOfParam(params.locale) }),
  head: ({ match }) => topicHead(match, 'termandcondition'),
  component: () => <TopicPage code="termandcondition" sections={sections} />,
  pendingComponent: TopicPageSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: TopicNotFound,
})
