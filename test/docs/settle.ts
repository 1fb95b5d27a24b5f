// When a docs page of the docs-mode test is at rest: polled until every story has rendered, no
// request is pending and nothing moves any more. Apart from the browser, so that its timing can
// be tested with a clock of its own.
import type { StoryReport } from './inspect'

/** A page counts as settled once nothing changed for this long (and nothing is pending). */
export const QUIET_MS = 1000
export const MIN_WAIT_MS = 1500
export const SETTLE_TIMEOUT_MS = 30_000
const POLL_MS = 150

/** Whether the docs check compares the story's request log with the browser's count (not for a polling or stalled story). */
export const comparesRequests = (r: StoryReport): r is StoryReport & { scope: string } => !!r.scope && !r.check.polls && !r.check.pending

export interface Clock {
  now: () => number
  wait: (ms: number) => Promise<void>
}

/** What one poll reads: each story's report, and the requests the browser sent under each mock path. */
export interface Probe {
  inspect: () => Promise<StoryReport[]>
  /** The browser's running count of requests per mock scope. */
  sent: () => ReadonlyMap<string, number>
}

export interface Settled {
  reports: StoryReport[]
  /** The browser's requests per mock scope, read in the same poll as `reports`. */
  sent: ReadonlyMap<string, number>
  settled: boolean
  /** The inline stories whose height changed within the last quiet period (when not settled). */
  growing: string[]
}

/**
 * Polls `inspect` until every story has rendered, no request is pending and the counters and the
 * inline stories' heights stop moving. A docs block follows its story's height a frame late,
 * later still on a busy machine: a story that is still growing would look clipped. (A story
 * iframe keeps its height whatever its document does.)
 *
 * The browser's request counts must rest too, and are returned as read with the reports: a demo
 * can be still for longer than the quiet period and then send a request (stories in a frame of
 * their own did, while they still ran their play functions on docs pages). Read apart, the log
 * and the browser's count would be taken on either side of that request.
 */
export async function settle({ inspect, sent: sentNow }: Probe, clock: Clock): Promise<Settled> {
  const started = clock.now()
  let last = ''
  let stableSince = clock.now()
  let reports: StoryReport[] = []
  let sent: ReadonlyMap<string, number> = new Map()
  const heights = new Map<string, number>()
  const resizedAt = new Map<string, number>()
  const growing = () => [...resizedAt].filter(([, at]) => clock.now() - at < QUIET_MS).map(([name]) => `${name} changes its height`)
  while (clock.now() - started < SETTLE_TIMEOUT_MS) {
    reports = await inspect()
    sent = new Map(sentNow())
    for (const r of reports.filter((report) => report.where !== 'frame')) {
      const name = `${r.id} (${r.where})`
      if (heights.has(name) && heights.get(name) !== r.height) resizedAt.set(name, clock.now())
      heights.set(name, r.height)
    }
    // A polling story's counters never rest; a stalled one's pending request never ends. The
    // browser's count of a story's requests is part of it where the log is compared with it.
    const signature = JSON.stringify(reports.map((r) => [r.id, r.where, r.broken, r.where === 'frame' ? null : r.height,
      r.check.polls ? 'polls' : r.requests, r.check.polls || r.check.pending ? 'pending' : r.pending,
      comparesRequests(r) ? sent.get(r.scope) ?? 0 : null]))
    const busy = reports.some((r) => r.pending > 0 && !r.check.pending && !r.check.polls)
    if (signature !== last) {
      last = signature
      stableSince = clock.now()
    } else if (!busy && clock.now() - stableSince >= QUIET_MS && clock.now() - started >= MIN_WAIT_MS) {
      return { reports, sent, settled: true, growing: [] }
    }
    await clock.wait(POLL_MS)
  }
  return { reports, sent, settled: false, growing: growing() }
}
