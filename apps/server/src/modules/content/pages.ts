/** Topic pages by code (with their sub-pages) and the dynamic content blocks of a page zone. */
import type { operations } from '@ebook/api/generated/v2'
import type { OperationInput } from '../../http/operations.ts'
import { notFound } from '../../http/reply.ts'
import { inLanguage } from '../../i18n/index.ts'
import { pictureUrl } from '../shared/pictures.ts'
import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>

interface TopicRow {
  id: number
  system_name: string
  parent_id: number | null
  title_th: string
  title_en: string | null
  body_th: string
  body_en: string | null
  meta_title_th: string | null
  meta_title_en: string | null
  meta_description_th: string | null
  meta_description_en: string | null
  se_name: string
}

export async function getTopicByCode({ db, lang, params }: Input<'getTopicByCode'>) {
  const topic = await db.queryOne<TopicRow>(
    `SELECT id, system_name, parent_id, title_th, title_en, body_th, body_en, meta_title_th,
       meta_title_en, meta_description_th, meta_description_en, se_name
       FROM topics WHERE system_name = $1 AND published`,
    [params.topicCode],
  )
  if (!topic) throw notFound(t(lang, 'topic.notFound'))
  // Only a main topic lists sub-pages; a sub-page answers none.
  const subTopics =
    topic.parent_id === null
      ? await db.query<{
          system_name: string
          route_key: string | null
          title_th: string
          title_en: string | null
        }>(
          `SELECT system_name, route_key, title_th, title_en FROM topics
            WHERE parent_id = $1 AND published ORDER BY display_order, id`,
          [topic.id],
        )
      : []
  const prefix = `${topic.system_name}-`
  return {
    Id: topic.id,
    SystemName: topic.system_name,
    Title: inLanguage(lang, topic.title_th, topic.title_en)!,
    Body: inLanguage(lang, topic.body_th, topic.body_en)!,
    MetaTitle: inLanguage(lang, topic.meta_title_th, topic.meta_title_en),
    MetaDescription: inLanguage(lang, topic.meta_description_th, topic.meta_description_en),
    SeName: topic.se_name,
    SubTopics: subTopics.map((sub) => ({
      Key:
        sub.route_key ??
        (sub.system_name.startsWith(prefix)
          ? sub.system_name.slice(prefix.length)
          : sub.system_name),
      SystemName: sub.system_name,
      Title: inLanguage(lang, sub.title_th, sub.title_en)!,
    })),
    CustomProperties: {},
  }
}

export async function getDynamicContent({ db, lang, params }: Input<'getDynamicContent'>) {
  const blocks = await db.query<{
    id: number
    system_name: string
    title_th: string | null
    title_en: string | null
    body_th: string | null
    body_en: string | null
    picture_id: number | null
    picture_url: string | null
    link_url: string | null
    display_order: number
  }>(
    `SELECT id, system_name, title_th, title_en, body_th, body_en, picture_id, picture_url,
       link_url, display_order
       FROM content_blocks
      WHERE content_key = $1 AND widget_zone = $2 AND published
        AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
      ORDER BY display_order, id`,
    [params.contentKey, params.widgetZone],
  )
  return {
    ContentKey: params.contentKey,
    WidgetZone: params.widgetZone,
    Blocks: blocks.map((b) => ({
      Id: b.id,
      SystemName: b.system_name,
      Title: inLanguage(lang, b.title_th, b.title_en),
      Body: inLanguage(lang, b.body_th, b.body_en),
      PictureUrl: b.picture_url ?? (b.picture_id !== null ? pictureUrl(b.picture_id) : null),
      LinkUrl: b.link_url,
      DisplayOrder: b.display_order,
    })),
  }
}
