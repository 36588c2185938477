import type { Schema } from '@ebook/api/types'
import { Fragment } from 'react'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { joinedParts } from './format'

type BookAuthor = Schema<'BookAuthor'>

/** Where a book's author line leads: the search for the author's name ("more by this author"). */
export const authorHref = (author: BookAuthor) => `/search?q=${encodeURIComponent(author.Name)}`

// Stands for the names in the translated line, so that the links can take its place.
const NAMES = '\u0000'

/**
 * 'By A, B and C' with each name a link to the books found under it, the list joined the way the
 * page's language joins names. Nothing without authors.
 */
export function AuthorLinks({
  authors,
  className,
  linkClassName,
}: {
  authors: readonly BookAuthor[]
  className?: string
  linkClassName?: string
}) {
  const t = useT()
  const locale = useLocale()
  if (authors.length === 0) return null
  const [before = '', after = ''] = t('book_page.by', { names: NAMES }).split(NAMES)
  const parts = joinedParts(
    authors.map((author) => author.Name),
    locale,
  )
  return (
    <p className={className}>
      {before}
      {parts.map((part, i) =>
        part.type === 'literal' ? (
          <Fragment key={i}>{part.value}</Fragment>
        ) : (
          <StoreLink key={i} href={authorHref(authors[part.index]!)} className={linkClassName}>
            {part.value}
          </StoreLink>
        ),
      )}
      {after}
    </p>
  )
}
