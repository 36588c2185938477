import { useEffect, useRef, useState } from 'react'
import { useT } from '../app/i18n'
import type { ReaderLocation } from './engine'
import { percentOf } from './positions'

/** Steps of the slider: a thousandth of the book each. */
const STEPS = 1000

/**
 * Where the reader is: the chapter and the percentage of the book, on a slider that goes
 * anywhere in the book (dragged, or with the arrow keys, Page Up/Down, Home and End).
 */
export function ProgressBar({
  location,
  disabled,
  onSeek,
}: {
  location: ReaderLocation | null
  disabled: boolean
  onSeek: (fraction: number) => void
}) {
  const t = useT()
  const progression = location?.totalProgression ?? 0
  // While the reader moves the slider it shows their choice, not the book's last place.
  const [chosen, setChosen] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const shown = chosen ?? progression
  const percent = t('reader.percent', { percent: percentOf(shown) })
  const chapter = location?.chapterTitle ?? ''
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <p className="flex justify-between gap-2 text-xs text-muted-foreground" aria-hidden="true">
        <span className="truncate">{chapter}</span>
        <span className="tabular-nums">{percent}</span>
      </p>
      <input
        type="range"
        min={0}
        max={STEPS}
        step={1}
        value={Math.round(shown * STEPS)}
        disabled={disabled}
        aria-label={t('reader.progress')}
        aria-valuetext={chapter ? `${chapter}, ${percent}` : percent}
        className="h-2 w-full cursor-pointer accent-primary"
        onChange={(event) => {
          const fraction = Number(event.target.value) / STEPS
          setChosen(fraction)
          // The book moves once the slider rests a moment (a drag is many changes).
          clearTimeout(timer.current)
          timer.current = setTimeout(() => {
            onSeek(fraction)
            setChosen(null)
          }, 200)
        }}
      />
    </div>
  )
}
