import { useCallback, useState } from 'react'

/**
 * Open state that is controlled when `open` is given and kept inside otherwise; `onOpenChange`
 * hears every change either way.
 */
function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [inner, setInner] = useState(defaultOpen ?? false)
  const controlled = open !== undefined
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setInner(next)
      onOpenChange?.(next)
    },
    [controlled, onOpenChange],
  )
  return [controlled ? open : inner, setOpen]
}

export { useOpenState }
