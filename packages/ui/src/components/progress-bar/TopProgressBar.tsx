import { useEffect, useReducer, type ComponentProps } from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { common } from '../../i18n/texts/common'
import { cn } from '../../lib/cn'

/** Where a load's bar starts, and the estimate it creeps towards but never passes. */
const startValue = 10
const creepLimit = 90
/** How often the estimate creeps forward, in ms. */
const creepInterval = 250
/** How long the full bar stays before it fades, and how long the fade takes, in ms. */
const completeHold = 200
const fadeDuration = 300

type Phase = 'idle' | 'waiting' | 'loading' | 'complete' | 'fading'
type State = { phase: Phase; estimate: number }
type Event = 'start' | 'show' | 'creep' | 'stop' | 'fade' | 'done'

/** Each step moves a tenth of the remaining way, at least 1, so the bar slows but never stops. */
const creep = (estimate: number) =>
  Math.min(creepLimit, estimate + Math.max(1, Math.round((creepLimit - estimate) / 10)))

function progress(state: State, event: Event): State {
  const { phase } = state
  switch (event) {
    case 'start':
      // A new load while the last one's bar is still on screen continues at once, with no delay.
      if (phase === 'complete' || phase === 'fading')
        return { phase: 'loading', estimate: startValue }
      return phase === 'idle' ? { ...state, phase: 'waiting' } : state
    case 'show':
      return phase === 'waiting' ? { phase: 'loading', estimate: startValue } : state
    case 'creep':
      return phase === 'loading' ? { ...state, estimate: creep(state.estimate) } : state
    case 'stop':
      if (phase === 'waiting') return { ...state, phase: 'idle' }
      return phase === 'loading' ? { ...state, phase: 'complete' } : state
    case 'fade':
      return phase === 'complete' ? { ...state, phase: 'fading' } : state
    case 'done':
      return phase === 'fading' ? { phase: 'idle', estimate: 0 } : state
  }
}

type TopProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** True while a page load is under way; turning false completes the bar and fades it. */
  active: boolean
  /** How long a load runs before the bar appears, in ms (faster loads show nothing), 200 by default. */
  delay?: number
  /** The progress (0 to 100) when the app knows it; undefined by default: the bar estimates. */
  value?: number
  /** The bar's accessible name; the kit's 'Loading page' text by default. */
  label?: string
}

/**
 * A thin bar across the top of the window while a page loads, above every overlay. It appears
 * only if the load takes longer than `delay`, creeps forward while `active`, then fills and fades.
 */
function TopProgressBar({
  active,
  delay = 200,
  value,
  label,
  className,
  ...props
}: TopProgressBarProps) {
  const texts = useAreaTexts('common', common)
  const [state, dispatch] = useReducer(progress, { phase: 'idle', estimate: 0 })
  const { phase } = state

  useEffect(() => dispatch(active ? 'start' : 'stop'), [active])

  useEffect(() => {
    const after = (event: Event, ms: number) => {
      const timer = setTimeout(() => dispatch(event), ms)
      return () => clearTimeout(timer)
    }
    if (phase === 'waiting') return after('show', delay)
    if (phase === 'complete') return after('fade', completeHold)
    if (phase === 'fading') return after('done', fadeDuration)
    if (phase === 'loading' && value === undefined) {
      const timer = setInterval(() => dispatch('creep'), creepInterval)
      return () => clearInterval(timer)
    }
  }, [phase, delay, value])

  if (phase === 'idle' || phase === 'waiting') return null

  const shown =
    phase === 'loading' ? Math.round(Math.min(100, Math.max(0, value ?? state.estimate))) : 100

  return (
    <div
      role="progressbar"
      aria-label={label ?? texts.pageLoading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      data-slot="top-progress-bar"
      data-state={phase}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-progress h-1',
        'transition-opacity duration-300 data-[state=fading]:opacity-0',
        className,
      )}
      {...props}
    >
      <div
        data-slot="top-progress-bar-indicator"
        className="h-full origin-left bg-primary shadow-[0_0_8px_var(--ui-primary)] transition-transform duration-300 ease-out"
        style={{ transform: `scaleX(${shown / 100})` }}
      />
    </div>
  )
}

export { TopProgressBar }
export type { TopProgressBarProps }
