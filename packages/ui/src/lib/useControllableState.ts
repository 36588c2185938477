import { useCallback, useLayoutEffect, useRef, useState } from 'react'

type ControllableStateOptions<T> = {
  /** The caller's value; the state is controlled while it is not `undefined` (`null` counts). */
  value: T | undefined
  /** The starting value while uncontrolled. */
  defaultValue: T
  /** Hears every change the component makes, controlled or not; not called for the same value. */
  onChange?: ((next: T) => void) | undefined
}

/**
 * A value the caller may control (`value` given) or leave to the component (`defaultValue`), the
 * one way the kit's components hold open state, selections and views. The setter is stable and
 * calls `onChange` once per change; setting the value it already has does nothing.
 */
function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : inner

  // The value a change is compared with: the caller's last value, or the state's newest one
  // (which a second call in the same event must see before React renders again).
  const latest = useRef(current)
  const onChangeRef = useRef(onChange)
  useLayoutEffect(() => {
    latest.current = current
    onChangeRef.current = onChange
  })

  const set = useCallback(
    (next: T) => {
      if (Object.is(latest.current, next)) return
      if (!controlled) {
        latest.current = next
        setInner(next)
      }
      onChangeRef.current?.(next)
    },
    [controlled],
  )
  return [current, set]
}

export { useControllableState }
export type { ControllableStateOptions }
