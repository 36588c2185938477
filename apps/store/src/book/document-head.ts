import type { ProductDetailsModel } from '@ebook/api/types'
import { useEffect } from 'react'
import { useLocale, useT } from '../app/i18n'

/** A book's cover in previews: 357x510 (SPEC §2, §9). */
const PREVIEW_WIDTH = 357
const PREVIEW_HEIGHT = 510
/** Previews cut the description at this length, as the server does. */
const PREVIEW_TEXT_LIMIT = 200

type MetaTag = { attribute: 'name' | 'property'; key: string; content: string }

/** Text of HTML without running it: a parsed, inert document, never attached to the page. */
function textOfHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
}

/** The preview's description: the meta one, else the short one, else the full one as text. */
export function previewDescription(book: ProductDetailsModel): string {
  const text = (
    book.MetaDescription?.trim() ||
    book.ShortDescription?.trim() ||
    textOfHtml(book.FullDescription ?? '')
  )
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > PREVIEW_TEXT_LIMIT ? `${text.slice(0, PREVIEW_TEXT_LIMIT - 3)}…` : text
}

/** The head tags of a book page: the ones the server writes into the HTML it serves. */
export function bookMetaTags(book: ProductDetailsModel, locale: 'th' | 'en'): MetaTag[] {
  const description = previewDescription(book)
  const image = new URL(book.DefaultPictureModel.ImageUrl, window.location.origin).href
  const property = (key: string, content: string): MetaTag => ({
    attribute: 'property',
    key,
    content,
  })
  return [
    { attribute: 'name', key: 'description', content: description },
    property('og:type', 'books.book'),
    property('og:title', book.Name),
    property('og:description', description),
    property('og:image', image),
    property('og:image:width', String(PREVIEW_WIDTH)),
    property('og:image:height', String(PREVIEW_HEIGHT)),
    property('og:url', window.location.href),
    property('og:locale', locale === 'en' ? 'en_US' : 'th_TH'),
    { attribute: 'name', key: 'twitter:card', content: 'summary' },
  ]
}

const selectorOf = ({ attribute, key }: MetaTag) => `meta[${attribute}="${key}"]`

/**
 * Puts the tags into <head>, updating those already there (the server's, on a first load);
 * returns the undo: the store's own description comes back, the book's other tags go.
 */
export function applyMetaTags(tags: readonly MetaTag[]): () => void {
  const storeDescription = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  const original = storeDescription?.content
  for (const tag of tags) {
    const found = [...document.head.querySelectorAll<HTMLMetaElement>(selectorOf(tag))]
    if (found.length === 0) {
      const meta = document.createElement('meta')
      meta.setAttribute(tag.attribute, tag.key)
      document.head.append(meta)
      found.push(meta)
    }
    for (const meta of found) meta.content = tag.content
  }
  return () => {
    for (const tag of tags) {
      for (const meta of document.head.querySelectorAll<HTMLMetaElement>(selectorOf(tag))) {
        if (meta === storeDescription && original !== undefined) meta.content = original
        else meta.remove()
      }
    }
  }
}

/**
 * The book page's title and social preview tags (SPEC §2), kept in step with the book and the
 * language on client navigation.
 */
export function useBookHead(book: ProductDetailsModel): void {
  const t = useT()
  const locale = useLocale()
  useEffect(() => {
    document.title = t('app.page_title', { page: book.MetaTitle?.trim() || book.Name })
    return applyMetaTags(bookMetaTags(book, locale))
  }, [book, locale, t])
}
