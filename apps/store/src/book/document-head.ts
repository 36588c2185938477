import type { ProductDetailsModel } from '@ebook/api/types'
import { summaryOf, type HeadMeta, type PageHead, type PageHeadContext } from '../app/page-head'

/** A book's cover in previews: 357x510 (SPEC §2, §9). */
const PREVIEW_WIDTH = 357
const PREVIEW_HEIGHT = 510

/** The preview's description: the meta one, else the short one, else the full one as text. */
async function previewDescription(book: ProductDetailsModel): Promise<string> {
  const summary = summaryOf(book.MetaDescription) ?? summaryOf(book.ShortDescription)
  if (summary) return summary
  // The HTML parser is a lazy part (the page's description brings it too), not the first load's.
  const { textOfHtml } = await import('../lib/html-text')
  return summaryOf(textOfHtml(book.FullDescription)) ?? ''
}

const property = (key: string, content: string): HeadMeta => ({ property: key, content })

/**
 * The head of a book's page (SPEC §2): its title and description, and the Open Graph and Twitter
 * tags of its link previews (the cover at 357x510, the page's canonical address).
 */
export async function bookPageHead(
  book: ProductDetailsModel,
  { locale, origin, canonicalUrl }: PageHeadContext,
): Promise<PageHead> {
  const description = await previewDescription(book)
  const image = book.DefaultPictureModel.ImageUrl
  return {
    title: book.MetaTitle?.trim() || book.Name,
    description,
    meta: [
      property('og:type', 'books.book'),
      property('og:title', book.Name),
      property('og:description', description),
      property('og:image', origin ? new URL(image, origin).href : image),
      property('og:image:width', String(PREVIEW_WIDTH)),
      property('og:image:height', String(PREVIEW_HEIGHT)),
      property('og:url', canonicalUrl()),
      property('og:locale', locale === 'en' ? 'en_US' : 'th_TH'),
      { name: 'twitter:card', content: 'summary' },
    ],
  }
}
