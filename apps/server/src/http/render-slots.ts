/**
 * How many store pages are rendered at once. Every render shares this process's CPU: two hundred
 * begun together each take two hundred times as long, run past their time limit together and all
 * end in the 500 page, their work lost. A few at a time, the others waiting their turn in arrival
 * order, each finishes in its own time, its page is kept for the next visitors, and the wait of
 * the last ones grows with the queue instead of every render failing.
 */
export class RenderSlots {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly slots: number) {
    if (!(slots >= 1)) throw new RangeError(`RenderSlots needs at least one slot, not ${slots}`)
  }

  /**
   * Runs `task` in a free slot, waiting for one first. When `signal` aborts while it waits (the
   * page's time limit counts its wait), it leaves the queue and rejects with the signal's reason.
   */
  async run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    await this.take(signal)
    try {
      return await task()
    } finally {
      this.free()
    }
  }

  /** Renders under way and renders waiting. */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  private take(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted()
    if (this.running < this.slots) {
      this.running++
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener('abort', leave)
        resolve()
      }
      const leave = () => {
        const at = this.waiting.indexOf(turn)
        if (at !== -1) this.waiting.splice(at, 1)
        reject(signal.reason as Error)
      }
      signal.addEventListener('abort', leave, { once: true })
      this.waiting.push(turn)
    })
  }

  private free(): void {
    const next = this.waiting.shift()
    // The slot passes straight to the next in line (running stays the same).
    if (next) next()
    else this.running--
  }
}
