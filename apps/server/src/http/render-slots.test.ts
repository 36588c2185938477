import { describe, expect, it } from 'vitest'
import { RenderSlots } from './render-slots.ts'

/** A task that ends when told to, and says when it started. */
function heldTask(log: string[], name: string) {
  let end!: () => void
  const ended = new Promise<void>((resolve) => (end = resolve))
  return {
    task: async () => {
      log.push(`start ${name}`)
      await ended
      return name
    },
    end,
  }
}

const never = new AbortController().signal

describe('RenderSlots', () => {
  it('runs at most its slots at once and the others in arrival order', async () => {
    const slots = new RenderSlots(2)
    const log: string[] = []
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name))
    const results = tasks.map(({ task }) => slots.run(never, task))
    await Promise.resolve()
    expect(log).toEqual(['start a', 'start b'])
    expect(slots.stats).toEqual({ running: 2, waiting: 2 })
    tasks[1]!.end()
    await results[1]
    await Promise.resolve()
    expect(log).toEqual(['start a', 'start b', 'start c'])
    tasks[0]!.end()
    tasks[2]!.end()
    tasks[3]!.end()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
    expect(slots.stats).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot of a task that fails', async () => {
    const slots = new RenderSlots(1)
    await expect(
      slots.run(never, () => Promise.reject(new Error('render failed'))),
    ).rejects.toThrow('render failed')
    expect(await slots.run(never, () => Promise.resolve('next'))).toBe('next')
    expect(slots.stats).toEqual({ running: 0, waiting: 0 })
  })

  it('lets a waiting render whose time is up leave the queue, never to run', async () => {
    const slots = new RenderSlots(1)
    const log: string[] = []
    const first = heldTask(log, 'first')
    const running = slots.run(never, first.task)
    const late = new AbortController()
    const waiting = slots.run(late.signal, heldTask(log, 'late').task)
    const third = heldTask(log, 'third')
    const after = slots.run(never, third.task)
    late.abort(new DOMException('too long', 'TimeoutError'))
    await expect(waiting).rejects.toThrow('too long')
    expect(slots.stats).toEqual({ running: 1, waiting: 1 })
    first.end()
    third.end()
    expect(await Promise.all([running, after])).toEqual(['first', 'third'])
    expect(log).toEqual(['start first', 'start third'])
  })

  it('refuses a render whose time is already up', async () => {
    const slots = new RenderSlots(1)
    const gone = AbortSignal.abort(new DOMException('too long', 'TimeoutError'))
    await expect(slots.run(gone, () => Promise.resolve('x'))).rejects.toThrow('too long')
    expect(slots.stats).toEqual({ running: 0, waiting: 0 })
  })
})
