import type { Schema } from '@ebook/api/types'
import { ChevronRightIcon } from '@ebook/ui'
import { Fragment } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'

/** Home › the book's categories › the book, when the server gives the path (Breadcrumb). */
export function BookBreadcrumbs({ breadcrumb }: { breadcrumb: Schema<'ProductBreadcrumb'> }) {
  const t = useT()
  if (!breadcrumb.Enabled) return null
  const link = 'rounded-sm hover:text-foreground hover:underline underline-offset-2'
  return (
    <nav aria-label={t('book_page.breadcrumb')} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <li>
          <StoreLink href="/" className={link}>
            {t('app.home')}
          </StoreLink>
        </li>
        {breadcrumb.CategoryBreadcrumb.map((category) => (
          <Fragment key={category.Id}>
            <li aria-hidden="true">
              <ChevronRightIcon className="size-3.5" />
            </li>
            <li>
              <StoreLink href={`/category/${category.Id}`} className={link}>
                {category.Name}
              </StoreLink>
            </li>
          </Fragment>
        ))}
        <li aria-hidden="true">
          <ChevronRightIcon className="size-3.5" />
        </li>
        <li className="line-clamp-1 min-w-0 text-foreground">
          <span aria-current="page">{breadcrumb.ProductName}</span>
        </li>
      </ol>
    </nav>
  )
}
