import { useCallback, useState } from 'react'

/**
 * A value the caller may control (`value` given) or leave to the component (`defaultValue`).
 * `null` counts as a controlled value (an empty choice); only `undefined` means uncontrolled.
 */
function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue)
  const controlled = value !== undefined
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next)
      onChange?.(next)
    },
    [controlled, onChange],
  )
  return [controlled ? value : inner, set]
}

export { useControllableState }
