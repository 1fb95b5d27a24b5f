// Request log shared by tests, play functions and the <RequestLog> story view.
// Snapshots are copy-on-write so `entries()` is a stable reference between changes, which is
// what useSyncExternalStore needs.

export type Mode = 'index' | 'cursor' | 'offset'
/** Why a request did not get normal data: an injected fault or a rejected (400) request. */
export type Fault = 'status' | 'network' | 'malformed' | 'bad-request'

export interface LogEntry {
  /** 1-based, increasing per log (reset() restarts at 1). */
  id: number
  /** Path + query as requested, e.g. `/users?page=0&limit=10` (origin-independent). */
  url: string
  mode: Mode
  /** Zero-based page index: the `page` param, or derived as floor(offset / limit). */
  page?: number | undefined
  /** The raw cursor param (cursor mode, absent on the first page). */
  cursor?: string | undefined
  /** Item offset of the page (all modes; derived from page or cursor where needed). */
  offset?: number | undefined
  limit: number
  q?: string | undefined
  /** performance.now() when the handler saw the request. */
  startedAt: number
  /** performance.now() when the response was produced; undefined while pending. */
  endedAt?: number
  /** HTTP status; 0 while pending and for network errors. */
  status: number
  /** Response.ok semantics (a malformed-JSON 200 is still ok: the body is what breaks). */
  ok: boolean
  fault?: Fault | undefined
  /** The client aborted the request (its AbortSignal fired): nobody read the answer. */
  aborted?: boolean
}

export type NewEntry = Omit<LogEntry, 'id' | 'startedAt' | 'endedAt' | 'status' | 'ok' | 'fault' | 'aborted'>

export interface RequestLog {
  entries(): readonly LogEntry[]
  reset(): void
  /** Calls `fn` after every change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void
  /** Requested page indexes in order (index, cursor and offset modes alike). */
  pages(): number[]
  /** The same in ascending order: the pages of a parallel walk, whatever order their requests left in. */
  sortedPages(): number[]
  count(filter?: (e: LogEntry) => boolean): number
  /** Requests still waiting for their response. */
  pending(): number
  /** Largest number of requests in flight at once (1 = strictly chained). */
  maxConcurrency(): number
  /** Marks the latest request for `url` (path + query) as aborted by the client. */
  abort(url: string): void
  /** Requests the client aborted, in order. */
  aborted(): LogEntry[]
  /** Internal (used by the handler): records a start and returns the function that finishes it. */
  start(entry: NewEntry): (result: { status: number; ok: boolean; fault?: Fault | undefined }) => void
}

export function createRequestLog(): RequestLog {
  let list: readonly LogEntry[] = []
  let nextId = 1
  // Bumped by reset() so a request still in flight across a reset cannot finish a new entry.
  let epoch = 0
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((fn) => fn())
  const pages = () => list.flatMap((e) => (e.page === undefined ? [] : [e.page]))

  return {
    entries: () => list,
    reset() {
      list = []
      nextId = 1
      epoch++
      emit()
    },
    subscribe(fn) {
      listeners.add(fn)
      return () => void listeners.delete(fn)
    },
    pages,
    sortedPages: () => pages().sort((a, b) => a - b),
    count: (filter) => (filter ? list.filter(filter).length : list.length),
    pending: () => list.filter((e) => e.endedAt === undefined).length,
    maxConcurrency() {
      // Sweep over start/end events; an end at the same instant as a start does not overlap.
      const events = list.flatMap((e) => [
        [e.startedAt, 1],
        [e.endedAt ?? Infinity, -1],
      ]).sort((a, b) => a[0] - b[0] || a[1] - b[1])
      let cur = 0
      let max = 0
      for (const [, d] of events) max = Math.max(max, (cur += d))
      return max
    },
    abort(url) {
      const entry = [...list].reverse().find((e) => e.url === url && !e.aborted)
      if (!entry) return
      list = list.map((e) => (e === entry ? { ...e, aborted: true } : e))
      emit()
    },
    aborted: () => list.filter((e) => e.aborted),
    start(entry) {
      const id = nextId++
      list = [...list, { ...entry, id, startedAt: performance.now(), status: 0, ok: false }]
      emit()
      const startEpoch = epoch
      return (result) => {
        if (startEpoch !== epoch) return
        list = list.map((e) => (e.id === id ? { ...e, ...result, endedAt: performance.now() } : e))
        emit()
      }
    },
  }
}
