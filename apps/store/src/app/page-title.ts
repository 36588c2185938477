import { useEffect } from 'react'
import { useT } from './i18n'

/** Sets the document title to '{page} | store name' while the page is on screen. */
export function usePageTitle(page: string | null | undefined): void {
  const t = useT()
  useEffect(() => {
    if (page) document.title = t('app.page_title', { page })
  }, [page, t])
}
