import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '../../lib/cn'

/** One month or year the user may choose. */
type ChoiceItem = {
  key: string
  label: string
  date: Date
  selected: boolean
  today: boolean
  disabled: boolean
}

type ChoiceGridProps = {
  items: readonly ChoiceItem[]
  columns: 3 | 4
  label: string
  /** The item that takes focus first (the month or year shown). */
  activeIndex: number
  onChoose: (date: Date) => void
  /** Scrolls, with the active item centred (the long year list). */
  scrollable?: boolean
  slot: string
}

/** Cell states follow react-day-picker's days: data-selected, data-today, data-disabled on the gridcell. */
const cellButtonClass = cn(
  'flex h-10 w-full items-center justify-center rounded-md px-1 text-sm text-foreground',
  'outline-none transition-colors hover:bg-muted',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  '[[data-today]>&]:font-semibold [[data-today]>&]:underline [[data-today]>&]:underline-offset-4',
  '[[data-today]:not([data-selected])>&]:text-primary',
  '[[data-selected]>&]:bg-primary [[data-selected]>&]:text-primary-foreground [[data-selected]>&]:hover:bg-primary/90',
  '[[data-disabled]>&]:pointer-events-none [[data-disabled]>&]:text-muted-foreground [[data-disabled]>&]:opacity-50',
)

function firstEnabled(items: readonly ChoiceItem[], preferred: number): number {
  if (items[preferred] && !items[preferred].disabled) return preferred
  const index = items.findIndex((item) => !item.disabled)
  return index === -1 ? 0 : index
}

/**
 * The month grid and the year list: an ARIA grid with one focusable cell at a time; arrow keys,
 * Home and End move between cells (skipping disabled ones), Enter or Space chooses.
 */
function ChoiceGrid({
  items,
  columns,
  label,
  activeIndex,
  onChoose,
  scrollable = false,
  slot,
}: ChoiceGridProps) {
  const [startIndex] = useState(() => firstEnabled(items, activeIndex))
  const [focusIndex, setFocusIndex] = useState(startIndex)
  const gridRef = useRef<HTMLDivElement>(null)
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([])

  // The year list is long: open it with the shown year in the middle, without scrolling the page.
  useLayoutEffect(() => {
    const grid = gridRef.current
    const cell = cellRefs.current[startIndex]
    if (!scrollable || !grid || !cell) return
    grid.scrollTop = cell.offsetTop - grid.clientHeight / 2 + cell.offsetHeight / 2
  }, [scrollable, startIndex])

  const moveTo = (index: number) => {
    setFocusIndex(index)
    cellRefs.current[index]?.focus()
  }

  const step = (from: number, delta: number) => {
    let index = from + delta
    while (index >= 0 && index < items.length && items[index]?.disabled) index += delta
    if (index >= 0 && index < items.length) moveTo(index)
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const rowStart = index - (index % columns)
    const rowEnd = Math.min(rowStart + columns - 1, items.length - 1)
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(index, 1),
      ArrowLeft: () => step(index, -1),
      ArrowDown: () => step(index, columns),
      ArrowUp: () => step(index, -columns),
      Home: () => step(rowStart - 1, 1),
      End: () => step(rowEnd + 1, -1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  const rows: ChoiceItem[][] = []
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns))

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      data-slot={slot}
      className={cn(
        'relative flex h-68 flex-col gap-1',
        scrollable ? 'overflow-y-auto overscroll-contain p-1' : 'justify-around',
      )}
    >
      {rows.map((row, r) => (
        <div
          key={row[0]?.key ?? r}
          role="row"
          className={cn('grid gap-1', columns === 3 ? 'grid-cols-3' : 'grid-cols-4')}
        >
          {row.map((item, c) => {
            const index = r * columns + c
            return (
              <div
                key={item.key}
                role="gridcell"
                aria-selected={item.selected || undefined}
                aria-disabled={item.disabled || undefined}
                data-selected={item.selected || undefined}
                data-today={item.today || undefined}
                data-disabled={item.disabled || undefined}
                data-slot={`${slot}-cell`}
              >
                <button
                  ref={(element) => {
                    cellRefs.current[index] = element
                  }}
                  type="button"
                  tabIndex={index === focusIndex ? 0 : -1}
                  disabled={item.disabled}
                  className={cellButtonClass}
                  onClick={() => onChoose(item.date)}
                  onFocus={() => setFocusIndex(index)}
                  onKeyDown={onKeyDown(index)}
                >
                  {item.label}
                </button>
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}

export { ChoiceGrid }
export type { ChoiceItem }
