// Page windows, model-based: per seed, a random sequence of setSize / loadPrevious / mutate calls,
// window focus events (each one revalidates the list), injected one-off failures and settles on a
// 12-page index source, checked after every settle against a small reference model of the
// documented window rules. A failing title names the seed and its operations; SEEDS=1-3000
// explores more seeds, and TIMINGS=5 plays each under 5 fixed timings (default 1).
import { act, renderHook } from '@testing-library/react'
import useFetchInfinite from '../index'
import type { FetchInfiniteResponse } from '../types'
import { setup, sleep } from './helpers'
import { describeSeeds, mulberry32, range, withTimings } from './seeds'

/** The source: pages 0..11; page i holds items derived from i, so a page proves its index. */
const N = 12
const pageOf = (i: number): number[] => [i * 100, i * 100 + 1, i * 100 + 2]
const getKey = (i: number): string | null => (i < N ? `w:${i}` : null)
/** A backward "cursor" read from the first page's data; none before page 0. */
const previousFromData = (_first: number, page: number[]): string | null => (page[0] >= 100 ? `w:${page[0] / 100 - 1}` : null)

type Op = { kind: 'grow' | 'prev' | 'mutate' | 'focus' | 'settle' } | { kind: 'jump' | 'shrink'; by: number } | { kind: 'fail'; at: 'next' | 'first' | 'prev' }
type Options = { maxPages?: number | undefined; parallel: boolean | number; revalidateAll: boolean; revalidateFirstPage: boolean; initialSize: number; previousKey: boolean }

function scenario(seed: number): { options: Options; ops: Op[]; title: string } {
  const rnd = mulberry32(seed)
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
  const options: Options = {
    maxPages: rnd() < 0.15 ? undefined : int(1, 4), parallel: [false, true, 2][int(0, 2)],
    revalidateAll: rnd() < 0.5, revalidateFirstPage: rnd() < 0.5, initialSize: int(0, 4), previousKey: rnd() < 0.5,
  }
  const ops: Op[] = []
  for (let count = int(5, 15); ops.length < count;) {
    const r = rnd()
    ops.push(r < 0.25 ? { kind: 'grow' } : r < 0.35 ? { kind: 'jump', by: int(2, 5) } : r < 0.45 ? { kind: 'shrink', by: int(1, 4) }
      : r < 0.6 ? { kind: 'prev' } : r < 0.68 ? { kind: 'mutate' } : r < 0.76 ? { kind: 'fail', at: (['next', 'first', 'prev'] as const)[int(0, 2)] }
        : r < 0.82 ? { kind: 'focus' } : { kind: 'settle' })
  }
  const name = (op: Op) => ('by' in op ? `${op.kind}${op.kind === 'jump' ? '+' : '-'}${op.by}` : 'at' in op ? `fail@${op.at}` : op.kind)
  const o = options
  const title = `seed ${seed} [maxPages ${o.maxPages ?? '-'}, parallel ${String(o.parallel)}, revalidateAll ${o.revalidateAll}, `
    + `revalidateFirstPage ${o.revalidateFirstPage}, initialSize ${o.initialSize}, getPreviousKey ${o.previousKey}]: ${ops.map(name).join(', ')}`
  return { options, ops, title }
}

/** A window: pages start..end-1 shown, list size `size`. */
type Win = { start: number; end: number; size: number }
const same = (a: Win, b: Win) => a.start === b.start && a.end === b.end && a.size === b.size
const sorted = (pages: number[]) => [...pages].sort((a, b) => a - b)

/**
 * The reference model. setSize(s) from a window starting at f: `data` holds at most maxPages
 * pages ending at s (or where the list ends); a size at or before f (f > 0) starts over from
 * page 0.
 */
const windowFor = (f: number, size: number, maxPages = Infinity): Win => {
  const end = Math.min(size, N)
  const from = size <= f && f > 0 ? 0 : f
  return { start: Math.max(from, end - maxPages), end, size }
}
/** loadPrevious() prepends page start - 1 and, when the window is full, drops the newest page: size is then where data ends. */
const previousOf = (w: Win, maxPages = Infinity): Win => {
  const end = Math.min(w.end, w.start - 1 + maxPages)
  return { start: w.start - 1, end, size: end < w.end ? end : w.size }
}

type List = FetchInfiniteResponse<number[], Error>

/**
 * A replayed scenario may fix each page's latency (ms, default 1); its operations then follow
 * each other at once, or after `pauses[i]` ms.
 */
type Replay = { options: Options; ops: Op[]; latency?: Record<number, number>; pauses?: number[] }

/** Timing `t` of a seed: fixed page latencies (0-7 ms) and pauses after each operation (0-5 ms). */
function timed(seed: number, t: number): Replay {
  const rnd = mulberry32(seed * 7919 + t)
  const { options, ops } = scenario(seed)
  const latency = Object.fromEntries(range(0, N).map((page) => [page, Math.floor(rnd() * 8)]))
  return { options, ops, latency, pauses: ops.map(() => Math.floor(rnd() * 6)) }
}

async function run(seed: number, { options, ops, latency, pauses }: Replay = scenario(seed)) {
  const rnd = mulberry32(seed ^ 0x5eed)
  const { maxPages, parallel } = options
  const log: number[] = [] // pages requested since the last settle
  const failures: number[] = [] // injected failures thrown since the last settle
  let armed: number | undefined
  let inFlight = 0
  let maxInFlight = 0
  const fetcher = (key: string, { signal }: { signal: AbortSignal }) => {
    const page = Number(key.slice(2))
    log.push(page)
    inFlight++
    // Counted once the caller's synchronous work is done: a superseded walk's requests are aborted
    // in the same task that starts the new walk's.
    queueMicrotask(() => void (maxInFlight = Math.max(maxInFlight, inFlight)))
    const fails = armed === page
    if (fails) armed = undefined
    return new Promise<number[]>((resolve, reject) => {
      let done = false
      const finish = () => !done && (done = true) && inFlight--
      const timer = setTimeout(() => {
        if (!finish()) return
        if (!fails) return resolve(pageOf(page))
        failures.push(page)
        reject(new Error(`injected failure on page ${page}`))
      }, latency ? latency[page] ?? 1 : Math.floor(rnd() * 5))
      signal.addEventListener('abort', () => {
        if (!finish()) return
        clearTimeout(timer)
        reject(signal.reason)
      })
    })
  }
  const renderErrors: string[] = []
  // A restart from page 0, and no walk that succeeded since: while `data` is still the very array
  // shown when it was asked (restartedFrom), the restart has shown no page.
  let startsOver = false
  let restartedFrom: unknown[] | undefined
  const { cache, wrapper } = setup()
  const { result, unmount } = renderHook(() => {
    const r = useFetchInfinite<number[], Error>(getKey, fetcher, {
      maxPages, parallel, revalidateAll: options.revalidateAll, revalidateFirstPage: options.revalidateFirstPage,
      initialSize: options.initialSize, ...(options.previousKey ? { getPreviousKey: previousFromData } : {}),
      // Every focus revalidates: none is throttled.
      focusThrottleInterval: 0,
      // A walk that succeeds shows its pages, even as the same array (pages equal to those shown).
      onSuccess: () => void (startsOver = false),
    })
    // Every render, not only settled ones: data[j] is page firstPageIndex + j.
    const { data, firstPageIndex } = r
    void [r.error, r.isValidating, r.size, r.hasMore, r.hasPrevious, r.isLoadingMore, r.isLoadingPrevious]
    // A for loop, not forEach: a hole in data is a missing page.
    for (let j = 0; j < (data?.length ?? 0); j++) {
      if (data?.[j]?.[0] !== (firstPageIndex + j) * 100) renderErrors.push(`rendered data[${j}] = ${JSON.stringify(data?.[j])} with firstPageIndex ${firstPageIndex}`)
    }
    return r
  }, { wrapper })

  const shown = (r: List = result.current): Win => ({ start: r.firstPageIndex, end: r.firstPageIndex + (r.data?.length ?? 0), size: r.size })
  const settle = async () => {
    for (let i = 0, idle = 0; idle < 2; i++) {
      if (i > 400) throw new Error('never settled')
      await act(() => sleep(i ? 3 : 10))
      idle = inFlight === 0 && !result.current.isValidating ? idle + 1 : 0
    }
  }

  // The group of operations since the last settle, and what the model expects of it.
  let before: Win = { start: 0, end: 0, size: options.initialSize }
  let cleanBefore = true
  let candidates: Win[] = [windowFor(0, options.initialSize, maxPages)]
  let group: Op[] = [{ kind: 'grow' }]
  let expected: number[] | undefined = parallel ? range(candidates[0].start, candidates[0].end) : range(0, candidates[0].end)
  let optionalFirstPage = false
  let emptied = false
  let previousFrom: number | undefined // the page a loadPrevious() of this group loads
  let restarted = false // a setSize of this group started the list from page 0 again

  const check = (step: string) => {
    const r = result.current
    const now = shown(r)
    const at = `after ${step}: window ${now.start}..${now.end - 1} size ${now.size}, requests [${log.join(',')}]`
    expect(renderErrors.slice(0, 2).join('; '), at).toBe('')
    for (let j = 0; j < (r.data?.length ?? 0); j++) expect(r.data?.[j], `${at}: data[${j}]`).toEqual(pageOf(now.start + j))
    if (maxPages) expect(now.end - now.start, `${at}: data.length`).toBeLessThanOrEqual(maxPages)
    expect(r.hasMore, `${at}: hasMore`).toBe(r.data !== undefined && now.end < N)
    // A restart whose walk failed before it showed a page leaves the old window (the same `data`
    // array) beside the error, with no page before it.
    startsOver = startsOver && r.error !== undefined
    const oldWindowStays = startsOver && r.data === restartedFrom
    const hasPrevious = !oldWindowStays && now.end > now.start && now.start > 0 && now.size > now.start
    expect(r.hasPrevious, `${at}: hasPrevious${oldWindowStays ? ' beside a failed restart' : ''}`).toBe(hasPrevious)
    expect(r.isLoadingMore, `${at}: isLoadingMore`).toBe(false)
    expect(r.isLoadingPrevious, `${at}: isLoadingPrevious`).toBe(false)
    if (parallel === 2) expect(maxInFlight, `${at}: requests in flight`).toBeLessThanOrEqual(2)
    const windowOps = group.filter((op) => op.kind !== 'fail')
    const single = windowOps.length === 1 && cleanBefore
    if (!windowOps.length && !failures.length) {
      // Nothing asked of the list: it stays as it was.
      expect(now, `${at}: unchanged`).toEqual(before)
      expect(r.error === undefined, `${at}: error unchanged`).toBe(cleanBefore)
    } else if (failures.length && (single || r.error)) {
      // A failure: what loaded stays, error and failedPageIndex name the page.
      const k = failures[0]
      expect(r.error, `${at}: error after failing page ${k}`).toBeInstanceOf(Error)
      expect(failures, `${at}: failedPageIndex`).toContain(r.failedPageIndex)
      // setSize(0) empties data on purpose.
      if (before.end > before.start && !emptied) expect(now.end, `${at}: data emptied by a failure`).toBeGreaterThan(now.start)
      const previousFailed = windowOps[0]?.kind === 'prev'
      if (single && previousFailed) expect(now, `${at}: a failed previous page leaves the window`).toEqual(before)
      // Without maxPages a page beyond a shrunk size stays cached and may show as its previous copy.
      if (single && !previousFailed && maxPages) {
        expect(r.failedPageIndex, `${at}: failedPageIndex`).toBe(k)
        for (let p = now.start; p < now.end; p++) expect(p < k || (p >= before.start && p < before.end), `${at}: page ${p} is new yet after failed page ${k}`).toBe(true)
        for (const target of candidates) {
          for (let p = Math.max(target.start, before.start); p < Math.min(k, before.end); p++) expect(p >= now.start && p < now.end, `${at}: loaded page ${p} kept`).toBe(true)
        }
      }
    } else {
      // An error stays only while nothing was walked again.
      if (r.error) expect({ now, requests: log.length }, `${at}: error kept`).toEqual({ now: before, requests: 0 })
      else expect(candidates.some((c) => same(c, now)), `${at}: expected one of ${JSON.stringify(candidates)}`).toBe(true)
      // Pages the window dropped are released from the cache (after a failure, by the next walk
      // that finishes).
      const held = !maxPages ? range(now.start, now.end) : [...cache.keys()].filter((key) => key.startsWith('w:') && cache.get(key)?.data !== undefined).map((key) => Number(key.slice(2)))
      if (!r.error) expect(sorted(held), `${at}: cached pages`).toEqual(range(now.start, now.end))
      if (!parallel && single) expect(maxInFlight, `${at}: sequential requests in flight`).toBeLessThanOrEqual(1)
      if (single && expected) {
        const got = sorted(log)
        const withFirst = sorted([...expected, 0])
        // Without maxPages, pages past an earlier, larger size stay cached (as in SWR): growing
        // back to them may fetch fewer pages.
        const fewer = !maxPages && got.every((page) => withFirst.includes(page))
        const ok = fewer || JSON.stringify(got) === JSON.stringify(sorted(expected)) || (optionalFirstPage && JSON.stringify(got) === JSON.stringify(withFirst))
        expect(ok, `${at}: requested [${got.join(',')}], expected [${sorted(expected).join(',')}]${optionalFirstPage ? ' (+ page 0)' : ''}`).toBe(true)
      }
    }
    if (windowOps.length === 1 && windowOps[0].kind === 'focus') {
      // A focus revalidates the window where it stands (the pages from a failed one on, after a
      // failure): each of its pages at most once, none outside it; under revalidateAll, every one.
      const pages = range(candidates[0].start, candidates[0].end)
      const once = log.every((page) => pages.includes(page)) && new Set(log).size === log.length
      expect(once, `${at}: a focus requested [${log.join(',')}] of the window's pages [${pages.join(',')}]`).toBe(true)
      if (options.revalidateAll && !failures.length) expect(sorted(log), `${at}: a focus under revalidateAll requests every page`).toEqual(pages)
      // Otherwise, as in SWR, a focus on a list without errors refetches page 0 alone, with
      // revalidateFirstPage, and only while the window holds it.
      const firstOnly = options.revalidateFirstPage && pages[0] === 0 ? [0] : []
      if (!options.revalidateAll && cleanBefore && !failures.length) expect(log, `${at}: a focus without revalidateAll`).toEqual(firstOnly)
    }
    before = now
    cleanBefore = !r.error
    candidates = [r.error ? windowFor(now.start, now.size, maxPages) : now]
    group = []
    expected = undefined
    optionalFirstPage = false
    emptied = false
    previousFrom = undefined
    restarted = false
    log.length = 0
    failures.length = 0
    maxInFlight = inFlight
  }

  await settle()
  check('mount')
  for (const [i, op] of ops.entries()) {
    const step = `op ${i + 1} (${op.kind})`
    if (op.kind === 'settle') {
      await settle()
      check(step)
      continue
    }
    const r = result.current
    const s = shown(r)
    group.push(op)
    if (op.kind === 'fail') {
      armed = op.at === 'next' ? s.end : op.at === 'first' ? s.start : s.start - 1
    } else if (op.kind === 'prev') {
      if (r.data?.length && !r.isLoadingPrevious && r.hasPrevious) {
        const kept = [s, ...candidates]
        candidates = kept.map((w) => previousOf(w, maxPages))
        // A previous page that fails leaves the window as it was, and a later mutate() revalidates it without error.
        if (armed === s.start - 1) candidates.push(...kept)
        previousFrom = s.start - 1
        // While a setSize loads, loadPrevious() takes over: from the page before the one shown,
        // up to maxPages pages toward the new size, which follows.
        const start = s.start - 1
        const end = Math.min(r.size, N, start + (maxPages ?? Infinity))
        if (r.size > s.end) candidates.push({ start, end, size: end < Math.min(r.size, N) ? end : r.size })
      }
      expected = s.start > 0 && r.data?.length ? [s.start - 1] : []
      await act(async () => void r.loadPrevious().catch(() => {}))
    } else if (op.kind === 'focus') {
      // A focus moves no window: it adds no candidate. It joins a walk in flight or revalidates
      // the window, so with another window op in the group no exact requests are expected (as
      // with any two); alone, its requests are checked after the settle.
      expected = undefined
      await act(async () => void window.dispatchEvent(new Event('focus')))
    } else if (op.kind === 'mutate') {
      expected = range(s.start, s.end)
      await act(async () => void r.mutate().catch(() => {}))
    } else {
      const size = !('by' in op) ? r.size + 1 : op.kind === 'jump' ? r.size + op.by : Math.max(0, r.size - op.by)
      const restart = size <= s.start && s.start > 0
      if (restart) {
        previousFrom = undefined
        restarted = true
        startsOver = true
        restartedFrom = r.data
      }
      // A setSize while loadPrevious() loads keeps the previous page when it fits in the window ending at the new size.
      // After a restart, the walk from page 0 takes the later sizes: its window ends at each, from page 0.
      const starts = [...new Set([s.start, ...candidates.map((c) => c.start), ...(previousFrom === undefined ? [] : [previousFrom]), ...(restarted ? [0] : [])])]
      candidates = starts.map((f) => windowFor(f, size, maxPages))
      const target = windowFor(s.start, size, maxPages)
      const newPages = restart ? range(parallel ? target.start : 0, target.end) : range(parallel ? Math.max(s.end, target.start) : s.end, target.end)
      const firstPageAgain = options.revalidateFirstPage && !options.revalidateAll && target.start === 0 && target.end > 0 && !newPages.includes(0)
      expected = firstPageAgain && newPages.length ? [0, ...newPages] : newPages
      optionalFirstPage = firstPageAgain && !newPages.length
      if (size === 0) emptied = true
      await act(async () => void r.setSize(size))
    }
    await act(() => sleep(pauses ? pauses[i] : latency ? 0 : Math.floor(rnd() * 4)))
  }
  await settle()
  check('the end')
  // The next timing of this seed mounts its own list; this one must not answer its focus events.
  unmount()
}

describeSeeds<Replay>('page windows against a reference model', 80, (seed) => scenario(seed).title, withTimings(run, timed))
