import { cn } from '@ebook/ui'
import { useRouter } from '@tanstack/react-router'
import { useMemo, type ComponentProps, type MouseEvent } from 'react'
import { useLocale } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { useSafeHtml } from '../lib/safe-html'
import { fitHeadings } from './fit-headings'

/** How the server's HTML reads: headings, paragraphs, lists, tables and links in the theme. */
export const richTextClass = cn(
  'max-w-none text-base leading-7 text-foreground break-words',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:leading-snug',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_li]:my-1 [&_li]:ps-1 [&_strong]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
)

type RichTextProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server; it is sanitised here. */
  html: string | null | undefined
  /** The page's title: a first heading repeating it is left out; none by default. */
  title?: string
}

/**
 * HTML from the server (a topic, a book's description), sanitised and styled. A link inside to
 * another store page stays in the app and in the page's language.
 */
export function RichText({ html, title, className, onClick, ...props }: RichTextProps) {
  const router = useRouter()
  const locale = useLocale()
  // Sanitised by the server's render; the browser keeps that DOM (src/lib/safe-html.ts).
  const safe = useSafeHtml(
    html,
    useMemo(() => fitHeadings(title), [title]),
  )
  const followStoreLink = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event)
    const link = (event.target as Element).closest('a')
    const href = link?.getAttribute('href')
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
    if (event.defaultPrevented || !plain || !href || link?.target) return
    if (!href.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    void router.navigate({ href: localizedHref(href, locale) })
  }
  return (
    <div
      {...props}
      className={cn(richTextClass, className)}
      onClick={followStoreLink}
      dangerouslySetInnerHTML={safe}
      suppressHydrationWarning
    />
  )
}
