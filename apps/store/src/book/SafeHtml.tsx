import { cn } from '@ebook/ui'
import type { ComponentProps } from 'react'
import { useSafeHtml } from '../lib/safe-html'

/** How server HTML (paragraphs, lists, links, emphasis) reads inside the store's pages. */
export const safeHtmlClass = cn(
  'max-w-prose text-base leading-relaxed text-foreground break-words',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6',
  '[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1 [&_strong]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_a]:text-primary [&_a]:underline',
  '[&_a]:underline-offset-2 [&_blockquote]:border-s-4 [&_blockquote]:border-border',
  '[&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground [&_img]:h-auto [&_img]:max-w-full',
)

type SafeHtmlProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server; scripts, event handlers and other unsafe parts are removed. */
  html: string
}

/**
 * Server HTML, sanitised (src/lib/sanitize.ts) before it reaches the page: by the server's
 * render, and in the browser only for HTML the server did not send (src/lib/safe-html.ts).
 */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  return (
    <div
      data-slot="safe-html"
      className={cn(safeHtmlClass, className)}
      dangerouslySetInnerHTML={useSafeHtml(html)}
      suppressHydrationWarning
      {...props}
    />
  )
}
