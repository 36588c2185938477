/**
 * A book page as the server keeps it (in memory and in the page store): the answer of a visitor
 * who has done nothing with the book, serialised once from the model, with the book's facts the
 * visitor's part needs. Any other visitor's answer is that answer read back as data, merged with
 * the visitor's part (book-page.ts withVisitor) and serialised again: the same object, so the
 * same bytes, as a page made for that visitor from the start.
 */
import { successBody } from '../../http/envelope.ts'
import {
  withVisitor,
  type BookFacts,
  type BookPageModel,
  type ProductDetails,
  type VisitorFlags,
} from './book-page.ts'

/** A kept book page. */
export interface BookPage {
  /** The whole answer (v2 envelope) as JSON. */
  body: Buffer
  /** The body gzip'ed, made on the first request that takes gzip. */
  gzip?: Buffer
  /** Until when the page holds (see BookPageModel.validUntil). */
  validUntil: number
  book: BookFacts
}

/** A kept page as text: how the pages made in advance go to the page store. */
export type BookPageText = Omit<BookPage, 'body' | 'gzip'> & { text: string }

/** The answer's JSON of a page's details. */
function answerJson(details: ProductDetails): string {
  return JSON.stringify(successBody('v2', details, null, []))
}

/** A page model serialised for keeping. */
export function keptPageText({ details, book, validUntil }: BookPageModel): BookPageText {
  return { text: answerJson(details), book, validUntil }
}

/** A page model serialised for keeping, as bytes. */
export function keptPage(model: BookPageModel): BookPage {
  const { text, ...page } = keptPageText(model)
  return { body: Buffer.from(text), ...page }
}

/** The bytes a kept page holds in memory. */
export const keptPageBytes = (page: unknown) =>
  256 +
  ((page as BookPage | null)?.body.byteLength ?? 0) +
  ((page as BookPage | null)?.gzip?.byteLength ?? 0)

/** The answer for a visitor with flags on the book: the kept page's data with theirs merged in. */
export function visitorAnswer(
  page: BookPage,
  flags: VisitorFlags | null,
  signedIn: boolean,
): Buffer {
  const answer = JSON.parse(page.body.toString()) as { Data: ProductDetails }
  return Buffer.from(
    JSON.stringify({ ...answer, Data: withVisitor(answer.Data, page.book, flags, signedIn) }),
  )
}
