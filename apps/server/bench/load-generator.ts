/**
 * A small HTTP load generator for the benchmark (not a test): keep-alive connections to one
 * loopback origin, bounded in time and in requests in flight.
 *
 * - `closedLoop`: N connections send back-to-back for a while: the throughput a server sustains.
 * - `openLoop`: requests leave at a fixed rate whatever the answers do, and latency counts from
 *   when each request was due (or from when it was sent, when the generator sent it slightly
 *   early: the earlier of the two), so a stalled server shows up in the percentiles instead of slowing the generator
 *   down (no coordinated omission), and no latency comes out negative.
 */
import { Agent, request } from 'node:http'

/** One request of a scenario. */
export interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers?: Record<string, string>
  /** What the call stands for in a mix (its figures are kept apart too: `kinds`). */
  kind?: string
}

/** What a run measured. */
export interface RunResult {
  requests: number
  errors: number
  seconds: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  max: number
}

function send(agent: Agent, origin: URL, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: call.method,
        path: call.path,
        headers: {
          ...(call.body ? { 'Content-Type': 'application/json' } : {}),
          ...call.headers,
        },
      },
      (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(call.body)
  })
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

function summarize(latencies: number[], errors: number, seconds: number): RunResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  }
}

const ok = (status: number) => status >= 200 && status < 400

/**
 * `connections` clients send back-to-back calls from `next(client)` for `seconds` (or until
 * `maxRequests` were sent): a client is one browser, whose next call may follow from its last.
 * Calls with a `kind` are also summed up by kind.
 */
export async function closedLoop(
  origin: string,
  next: (client: number) => Call,
  {
    connections,
    seconds,
    maxRequests = Infinity,
  }: { connections: number; seconds: number; maxRequests?: number },
): Promise<RunResult & { kinds: Record<string, RunResult> }> {
  const url = new URL(origin)
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const all = { latencies: [] as number[], errors: 0 }
  const byKind = new Map<string, typeof all>()
  const started = performance.now()
  const deadline = started + seconds * 1000
  let sent = 0
  await Promise.all(
    Array.from({ length: connections }, async (_, client) => {
      while (performance.now() < deadline && sent++ < maxRequests) {
        const call = next(client)
        const tallies = [all]
        if (call.kind !== undefined) {
          if (!byKind.has(call.kind)) byKind.set(call.kind, { latencies: [], errors: 0 })
          tallies.push(byKind.get(call.kind)!)
        }
        const t0 = performance.now()
        let good = false
        try {
          good = ok(await send(agent, url, call))
        } catch {
          // counted below
        }
        const latency = performance.now() - t0
        for (const tally of tallies) {
          if (good) tally.latencies.push(latency)
          else tally.errors++
        }
      }
    }),
  )
  agent.destroy()
  const elapsed = (performance.now() - started) / 1000
  return {
    ...summarize(all.latencies, all.errors, elapsed),
    kinds: Object.fromEntries(
      [...byKind].map(([kind, tally]) => [kind, summarize(tally.latencies, tally.errors, elapsed)]),
    ),
  }
}

/** Sends `rate` calls a second from `next()` for `seconds`, at most `maxInFlight` at once. */
export async function openLoop(
  origin: string,
  next: () => Call,
  { rate, seconds, maxInFlight = 256 }: { rate: number; seconds: number; maxInFlight?: number },
): Promise<RunResult> {
  const url = new URL(origin)
  const agent = new Agent({ keepAlive: true, maxSockets: maxInFlight })
  const latencies: number[] = []
  let errors = 0
  let inFlight = 0
  const pending: Promise<void>[] = []
  const started = performance.now()
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  for (let i = 0; i < total; i++) {
    const due = started + i * interval
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    if (inFlight >= maxInFlight) {
      // The server is this far behind: count the call as failed rather than queue without end.
      errors++
      continue
    }
    inFlight++
    // A call sent up to a millisecond before it was due counts from when it left (never
    // negative); one sent late, because the generator fell behind, counts from when it was due.
    const from = Math.min(due, performance.now())
    pending.push(
      send(agent, url, next())
        .then((status) => {
          if (ok(status)) latencies.push(performance.now() - from)
          else errors++
        })
        .catch(() => {
          errors++
        })
        .finally(() => {
          inFlight--
        }),
    )
  }
  await Promise.all(pending)
  agent.destroy()
  return summarize(latencies, errors, (performance.now() - started) / 1000)
}
