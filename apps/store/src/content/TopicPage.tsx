import type { Schema } from '@ebook/api/types'
import { cn, Skeleton, SkeletonText } from '@ebook/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { NotFoundRouteProps } from '@tanstack/react-router'
import { useLocale, useT } from '../app/i18n'
import { MissingPage } from '../components/PageStates'
import { StoreLink } from '../components/StoreLink'
import { topicQuery } from './queries'
import { RichText } from './RichText'

type TopicLink = Schema<'TopicLinkModel'>

/** Where a topic's sections live: the main topic's code and the address of each section. */
export type TopicSections = {
  /** The main topic, whose SubTopics the side list shows. */
  mainCode: string
  /** The address of the main topic (null) or of one of its sections. */
  hrefOf: (section: TopicLink | null) => string
}

/** The sections of a topic with addresses `{path}` and `{path}/{Key}`. */
export const sectionsUnder = (mainCode: string, path: string): TopicSections => ({
  mainCode,
  hrefOf: (section) => (section ? `${path}/${section.Key}` : path),
})

/** The side list of a topic with several sections; the page on screen is marked current. */
function SectionList({
  title,
  code,
  mainCode,
  links,
  hrefOf,
}: {
  title: string
  code: string
  mainCode: string
  links: readonly TopicLink[]
  hrefOf: TopicSections['hrefOf']
}) {
  const t = useT()
  const entries = [
    { code: mainCode, label: t('topic_page.overview'), href: hrefOf(null) },
    ...links.map((link) => ({ code: link.SystemName, label: link.Title, href: hrefOf(link) })),
  ]
  return (
    <nav
      aria-label={t('topic_page.sections')}
      className="min-w-0 md:sticky md:top-20 md:self-start"
    >
      <p className="mb-2 text-sm font-semibold text-muted-foreground">{title}</p>
      <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-0.5">
        {entries.map((entry) => {
          const current = entry.code === code
          return (
            <li key={entry.code}>
              <StoreLink
                href={entry.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md border border-border px-3 py-2 text-sm md:border-0',
                  current
                    ? 'border-primary bg-primary/10 font-semibold text-primary'
                    : 'text-foreground hover:bg-muted',
                )}
              >
                {entry.label}
              </StoreLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * A content page (SPEC §2: /topic/{code}, /policy, /termandcondition, /purchaseprocess): the
 * topic's title and its sanitised HTML, with the list of sections when the topic has several.
 */
export function TopicPage({ code, sections }: { code: string; sections?: TopicSections }) {
  const locale = useLocale()
  const mainCode = sections?.mainCode ?? code
  const { data: topic } = useSuspenseQuery(topicQuery(code, locale))
  const { data: main } = useSuspenseQuery(topicQuery(mainCode, locale))
  const hrefOf =
    sections?.hrefOf ?? ((link: TopicLink | null) => `/topic/${link?.SystemName ?? code}`)
  const links = main.SubTopics ?? []
  const article = (
    <article className="min-w-0 max-w-3xl">
      <h1 className="mb-6 text-2xl leading-tight font-bold sm:text-3xl">{topic.Title}</h1>
      <RichText html={topic.Body} title={topic.Title} />
    </article>
  )
  if (links.length === 0) return <div className="mx-auto max-w-3xl">{article}</div>
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10">
      <SectionList
        title={main.Title}
        code={topic.SystemName}
        mainCode={main.SystemName}
        links={links}
        hrefOf={hrefOf}
      />
      {article}
    </div>
  )
}

/** A topic page while it loads. */
export function TopicPageSkeleton() {
  return (
    <div aria-busy="true" className="flex max-w-3xl flex-col gap-6">
      <Skeleton className="h-9 w-2/3" />
      <SkeletonText lines={4} />
      <Skeleton className="h-6 w-1/3" />
      <SkeletonText lines={5} />
    </div>
  )
}

/**
 * A topic page that is not there: a topic the server does not have (404) is the store's '404!'
 * page; an address that cannot name a topic is 'Page Not Found: {path}' (SPEC §8).
 */
export function TopicNotFound({ data }: NotFoundRouteProps) {
  return <MissingPage data={data} />
}
