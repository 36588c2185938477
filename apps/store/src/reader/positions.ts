import type { Edition, ReadingLocator, ReadingPosition } from './queries'

/**
 * This device's own place in a book, kept on the device as well as on the server: the book opens
 * there at once, without waiting for the server's answer (which then only brings the other
 * devices' places). `KeptOnUtc` is when this device moved there.
 */
export type KeptPlace = { Locator: ReadingLocator; KeptOnUtc: string }

const PLACES_KEY = 'reader-places'
/** Books whose place a device keeps: the most recently read ones. */
const KEPT_BOOKS = 100

const keyOf = (productId: number, edition: Edition) => `${productId}:${edition}`

function keptPlaces(): Record<string, KeptPlace> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PLACES_KEY) ?? '{}')
    return stored && typeof stored === 'object' ? (stored as Record<string, KeptPlace>) : {}
  } catch {
    return {}
  }
}

/** The place this device keeps for a book and edition, or null (never read here, unreadable). */
export function keptPlace(productId: number, edition: Edition): KeptPlace | null {
  const place = keptPlaces()[keyOf(productId, edition)]
  return typeof place?.Locator?.Cfi === 'string' && typeof place.KeptOnUtc === 'string'
    ? place
    : null
}

/** Keeps this device's place in a book (the newest first; the oldest books beyond the limit go). */
export function keepPlace(productId: number, edition: Edition, Locator: ReadingLocator): void {
  const key = keyOf(productId, edition)
  const { [key]: _previous, ...others } = keptPlaces()
  const kept = Object.entries({
    [key]: { Locator, KeptOnUtc: new Date().toISOString() },
    ...others,
  }).slice(0, KEPT_BOOKS)
  try {
    localStorage.setItem(PLACES_KEY, JSON.stringify(Object.fromEntries(kept)))
  } catch {
    /* the server still keeps it */
  }
}

/**
 * Where the reader opens a book, given the places saved on the customer's devices (newest
 * first, as the server answers) and the place this device keeps (`kept`): this device's own
 * place (the kept one, else the server's for this device), and a place read on another device to
 * offer when it is further on, or was saved later, than this device's.
 */
export function resumePlan(
  positions: readonly ReadingPosition[],
  deviceId: string,
  kept: KeptPlace | null = null,
): { start: string | null; offer: ReadingPosition | null } {
  const saved = positions.find((position) => position.DeviceId === deviceId)
  const own = kept
    ? { Locator: kept.Locator, UpdatedOnUtc: kept.KeptOnUtc }
    : saved && { Locator: saved.Locator, UpdatedOnUtc: saved.UpdatedOnUtc }
  const offer =
    positions.find(
      (position) =>
        position.DeviceId !== deviceId &&
        position.Locator.Cfi !== own?.Locator.Cfi &&
        (!own ||
          position.Locator.TotalProgression > own.Locator.TotalProgression ||
          Date.parse(position.UpdatedOnUtc) > Date.parse(own.UpdatedOnUtc)),
    ) ?? null
  return { start: own?.Locator.Cfi ?? null, offer }
}

/** The whole-book percentage shown to readers: whole numbers, 100 only at the very end. */
export function percentOf(progression: number): number {
  const percent = Math.floor(Math.min(1, Math.max(0, progression)) * 100 + 1e-9)
  return progression >= 0.999 ? 100 : Math.min(99, percent)
}

/** A short name of this browser and system ("Chrome · Android"), shown on the other devices. */
export function deviceName(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser'
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : ''
  return system ? `${browser} · ${system}` : browser
}
