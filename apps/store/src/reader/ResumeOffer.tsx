import { Button } from '@ebook/ui'
import { useId } from 'react'
import { useLocale, useT } from '../app/i18n'
import { formatDate } from '../lib/format'
import { percentOf } from './positions'
import type { ReadingPosition } from './queries'

/**
 * The place read on another device, when it is further on or later than this device's: "Continue
 * from chapter 7, 42 %, read on another device?". Reading goes on underneath until answered.
 */
export function ResumeOffer({
  position,
  onAccept,
  onDismiss,
}: {
  position: ReadingPosition
  onAccept: () => void
  onDismiss: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const headingId = useId()
  const { Locator } = position
  return (
    <section
      aria-labelledby={headingId}
      className="absolute inset-x-3 top-3 z-10 mx-auto flex max-w-lg flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-xl"
    >
      <h2 id={headingId} className="font-semibold">
        {t('reader.resume_text', {
          chapter: Locator.ChapterTitle ?? t('reader.resume_beginning'),
          percent: percentOf(Locator.TotalProgression),
        })}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('reader.resume_device', {
          device: position.DeviceName,
          when: formatDate(position.UpdatedOnUtc, locale, { withTime: true }),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAccept}>{t('reader.resume_yes')}</Button>
        <Button variant="outline" onClick={onDismiss}>
          {t('reader.resume_no')}
        </Button>
      </div>
    </section>
  )
}
