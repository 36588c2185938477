import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@ebook/ui'
import { useT } from '../app/i18n'
import type { TocItem } from './engine'

/** The book's table of contents; choosing an entry goes there and closes the list. */
export function ContentsDialog({
  toc,
  current,
  onGo,
  onClose,
}: {
  toc: TocItem[]
  /** The title of the chapter being read. */
  current: string | null
  onGo: (href: string) => void
  onClose: () => void
}) {
  const t = useT()
  const entries = (items: TocItem[]) => (
    <ul className="flex flex-col gap-0.5">
      {items.map((item, index) => (
        <li key={`${item.href}-${index}`}>
          <button
            type="button"
            className="w-full rounded-md px-3 py-2 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:bg-muted aria-[current=true]:font-semibold"
            aria-current={item.label.trim() === current ? 'true' : undefined}
            onClick={() => onGo(item.href)}
          >
            {item.label.trim()}
          </button>
          {item.subitems?.length ? <div className="ps-4">{entries(item.subitems)}</div> : null}
        </li>
      ))}
    </ul>
  )
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('reader.contents')}</DialogTitle>
        </DialogHeader>
        <nav aria-label={t('reader.contents')}>{entries(toc)}</nav>
      </DialogContent>
    </Dialog>
  )
}
