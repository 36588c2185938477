import type { DownloadVariables } from '@ebook/api/queries'
import { Button, Icon, SpinnerIcon, toast, type ButtonProps } from '@ebook/ui'
import { useMutation } from '@tanstack/react-query'
import { useT } from '../app/i18n'
import { bookDownloadMutation } from './download'

/** An arrow into a tray: download. */
function DownloadIcon() {
  return (
    <Icon>
      <path d="M12 4v11" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 20h14" />
    </Icon>
  )
}

/**
 * Downloads a book's file (or its sample) to the device. The button is busy until the file has
 * arrived, so a second press does not start a second download.
 */
export function DownloadButton({
  book,
  title,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  book: DownloadVariables
  /** The book's title, for the button's accessible name. */
  title: string
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  className?: string
}) {
  const t = useT()
  const download = useMutation(bookDownloadMutation())
  const label = book.sample ? t('book_download.sample') : t('book_download.full')
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      busy={download.isPending}
      aria-label={t('book_download.label', { what: label, title })}
      onClick={() =>
        download.mutate(book, {
          onSuccess: (link) => toast.success(t('book_download.started', { file: link.FileName })),
        })
      }
    >
      {download.isPending ? <SpinnerIcon className="motion-safe:animate-spin" /> : <DownloadIcon />}
      {download.isPending ? t('book_download.downloading') : label}
    </Button>
  )
}
