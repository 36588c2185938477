import type { ReadingPosition } from './queries'

/**
 * Where the reader opens a book, given the places saved on the customer's devices (newest
 * first, as the server answers): this device's own place, and a place read on another device to
 * offer when it is further on, or was saved later, than this device's.
 */
export function resumePlan(
  positions: readonly ReadingPosition[],
  deviceId: string,
): { start: string | null; offer: ReadingPosition | null } {
  const own = positions.find((position) => position.DeviceId === deviceId) ?? null
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
