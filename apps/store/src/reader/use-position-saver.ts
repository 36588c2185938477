import { useEffect, useRef } from 'react'
import { useStoreApp } from '../app/context'
import type { ReaderLocation } from './engine'
import { deviceName, keepPlace } from './positions'
import { savePosition, type Edition, type ReadingLocator } from './queries'

/** How long the reader rests on a page before its place is saved. */
const SAVE_AFTER_MS = 1500

const locatorOf = (location: ReaderLocation): ReadingLocator => ({
  Href: location.sectionHref,
  Cfi: location.cfi,
  Progression: location.progression,
  TotalProgression: location.totalProgression,
  ChapterTitle: location.chapterTitle,
})

/**
 * Keeps this device's place in the book: on the device at every move (the book opens there
 * next time without waiting for the server), and on the server a while after the reader stops
 * turning pages, and at once when the page is hidden (another tab, the phone locked, the tab
 * closed; the call then outlives the page). Returns `placed(location)`, to call on every move.
 */
export function usePositionSaver(productId: number, edition: Edition) {
  const { api } = useStoreApp()
  const pending = useRef<ReaderLocation | null>(null)
  const saved = useRef<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const save = useRef((_keepalive: boolean) => {})
  save.current = (keepalive: boolean) => {
    clearTimeout(timer.current)
    const location = pending.current
    if (!location || location.cfi === saved.current) return
    pending.current = null
    saved.current = location.cfi
    savePosition(
      api,
      productId,
      {
        Edition: edition,
        DeviceId: api.storage.getDeviceId(),
        DeviceName: deviceName(),
        Locator: locatorOf(location),
      },
      keepalive,
    )
      // A place that could not be saved is tried again with the next move.
      .catch(() => {
        if (saved.current === location.cfi) saved.current = null
      })
  }

  useEffect(() => {
    const flush = () => save.current(true)
    const onVisibility = () => document.visibilityState === 'hidden' && flush()
    addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onVisibility)
      // Leaving the reader inside the app (back to the book page) saves too.
      save.current(false)
    }
  }, [])

  return (location: ReaderLocation) => {
    keepPlace(productId, edition, locatorOf(location))
    pending.current = location
    clearTimeout(timer.current)
    timer.current = setTimeout(() => save.current(false), SAVE_AFTER_MS)
  }
}
