// Lifecycle and cancellation, model-based: per seed, random options and a random sequence of
// mounts and unmounts of two hooks on one list (same getKey, same cache), setSize, mutate(),
// loadPrevious() and settles, on a 12-page index source whose fetcher tracks every request and
// ignores its signal for some of them (their answer comes anyway). Checked against the README's
// rules on cancellation, shared lists and one request per page. A failing title names the seed
// and its operations; SEEDS=1-1000 explores more, TIMINGS=5 plays each under 5 fixed timings (default 1),
// SCENARIO='{...}' replays a minimised one.
import { act, renderHook, type RenderHookResult } from '@testing-library/react'
import useFetchInfinite from '../index'
import type { FetchInfiniteResponse } from '../types'
import { setup, sleep } from './helpers'
import { describeSeeds, mulberry32, range, withTimings } from './seeds'

/** Pages 0..11; page i holds items derived from i, then the id of the request that loaded it. */
const N = 12
const itemsOf = (i: number): number[] => [i * 100, i * 100 + 1, i * 100 + 2]
const getKey = (i: number): string | null => (i < N ? `l:${i}` : null)


type Hook = 'A' | 'B'
type Op = { kind: 'mount' | 'unmount' | 'grow' | 'mutate' | 'prev'; hook: Hook } | { kind: 'jump' | 'shrink'; hook: Hook; by: number } | { kind: 'settle' }
type Options = { parallel: boolean | number; revalidateAll: boolean; maxPages?: number | undefined; initialSize: number }
/**
 * A replay may fix each page's latency (ms, default 1) and the pages whose fetcher ignores the
 * signal; its operations then follow each other at once, or after `pauses[i]` ms.
 */
type Replay = { options: Options; ops: Op[]; latency?: Record<number, number>; ignoring?: number[]; pauses?: number[] }

const nameOf = (op: Op) => (op.kind === 'settle' ? 'settle' : `${op.hook}.${op.kind}${'by' in op ? (op.kind === 'jump' ? '+' : '-') + op.by : ''}`)

function scenario(seed: number): Replay & { title: string } {
  const rnd = mulberry32(seed)
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
  const options: Options = { parallel: [false, true, 2][int(0, 2)], revalidateAll: rnd() < 0.5, maxPages: rnd() < 0.3 ? undefined : int(1, 4), initialSize: int(0, 3) }
  const ops: Op[] = [{ kind: 'mount', hook: 'A' }]
  const mounted = new Set<Hook>(['A'])
  for (let count = int(6, 18); ops.length < count;) {
    const on = [...mounted][int(0, mounted.size - 1)]
    const off = (['A', 'B'] as const).filter((h) => !mounted.has(h))[int(0, 1 - mounted.size)]
    const r = rnd()
    const op: Op = !on ? (r < 0.15 ? { kind: 'settle' } : { kind: 'mount', hook: off })
      : r < 0.16 && off ? { kind: 'mount', hook: off } : r < 0.32 ? { kind: 'unmount', hook: on }
        : r < 0.45 ? { kind: 'grow', hook: on } : r < 0.55 ? { kind: 'jump', hook: on, by: int(2, 5) }
          : r < 0.65 ? { kind: 'shrink', hook: on, by: int(1, 3) } : r < 0.74 ? { kind: 'mutate', hook: on }
            : r < 0.86 && options.maxPages ? { kind: 'prev', hook: on } : { kind: 'settle' }
    if (op.kind === 'mount') mounted.add(op.hook)
    if (op.kind === 'unmount') mounted.delete(op.hook)
    // Grows come in runs ("load more" pressed several times in a row), often followed by a settle.
    ops.push(...Array<Op>(op.kind === 'grow' ? int(1, 3) : 1).fill(op), ...(op.kind === 'grow' && rnd() < 0.5 ? [{ kind: 'settle' } as const] : []))
  }
  const o = options
  const title = `seed ${seed} [parallel ${String(o.parallel)}, revalidateAll ${o.revalidateAll}, maxPages ${o.maxPages ?? '-'}, initialSize ${o.initialSize}]: ${ops.map(nameOf).join(', ')}`
  return { options, ops, title }
}

type List = FetchInfiniteResponse<number[], Error>
type Request = { id: number; page: number; settled: boolean; aborted: boolean }

/** Timing `t` of a seed: fixed page latencies (0-9 ms), pages ignoring the signal (30 %), pauses after each operation (0-5 ms). */
function timed(seed: number, t: number): Replay {
  const rnd = mulberry32(seed * 7919 + t)
  const { options, ops } = scenario(seed)
  const latency = Object.fromEntries(range(0, N).map((page) => [page, Math.floor(rnd() * 10)]))
  const ignoring = range(0, N).filter(() => rnd() < 0.3)
  return { options, ops, latency, ignoring, pauses: ops.map(() => Math.floor(rnd() * 6)) }
}

async function run(seed: number, { options, ops, latency, ignoring, pauses }: Replay = scenario(seed)) {
  const rnd = mulberry32(seed ^ 0x5eed)
  const { parallel, maxPages } = options
  const requests: Request[] = []
  const log: number[] = [] // pages requested since the last settle
  const problems: string[] = [] // what renders, the fetcher and the process saw go wrong
  let noneMounted = false // no hook mounted, and the unmount's abort has had its turn
  let maxInFlight = 0
  const inFlight = () => requests.filter((q) => !q.settled && !q.aborted).length
  const fetcher = (key: string, { signal }: { signal: AbortSignal }) => {
    const request: Request = { id: requests.length + 1, page: Number(key.slice(2)), settled: false, aborted: false }
    const { page } = request
    requests.push(request)
    log.push(page)
    // README: a list walk stops at once when it is cancelled ... sends no further request.
    if (noneMounted) problems.push(`page ${page} requested while no hook is mounted`)
    // Counted once the caller's synchronous work is done: a superseded walk's requests are
    // aborted in the same task that starts the new walk's.
    queueMicrotask(() => void (maxInFlight = Math.max(maxInFlight, inFlight())))
    const ignores = ignoring ? ignoring.includes(page) : rnd() < 0.3
    const ms = latency ? latency[page] ?? 1 : Math.floor(rnd() * 7)
    return new Promise<number[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        request.settled = true
        resolve([...itemsOf(page), request.id])
      }, ms)
      signal.addEventListener('abort', () => {
        if (request.settled) return
        request.aborted = true
        if (ignores) return
        clearTimeout(timer)
        request.settled = true
        reject(signal.reason)
      })
    })
  }

  const { wrapper } = setup()
  const hookOf = (name: Hook) => function useList() {
    const r = useFetchInfinite<number[], Error>(getKey, fetcher, { parallel, revalidateAll: options.revalidateAll, maxPages, initialSize: options.initialSize })
    const { data, firstPageIndex, error } = r
    void [r.size, r.isValidating]
    // Every render: data[j] is page firstPageIndex + j (a for loop: a hole is a missing page).
    for (let j = 0; j < (data?.length ?? 0); j++) {
      const page = data?.[j]
      if (JSON.stringify(page?.slice(0, 3)) !== JSON.stringify(itemsOf(firstPageIndex + j))) {
        problems.push(`${name} rendered data[${j}] = ${JSON.stringify(page)} with firstPageIndex ${firstPageIndex}`)
      } else if (requests[page![3] - 1]?.aborted) {
        // README: an aborted request is one nobody needs; a cancelled walk stops at once, even if the fetcher ignores the signal.
        problems.push(`${name} shows page ${firstPageIndex + j} from aborted request ${page![3]}`)
      }
    }
    // README: an abort is not an error: no `error`.
    if (error !== undefined) problems.push(`${name} rendered error ${String(error)}`)
    return r
  }
  const hooks: Partial<Record<Hook, RenderHookResult<List, unknown>>> = {}
  const mounted = () => (['A', 'B'] as const).filter((h) => hooks[h])
  const current = (h: Hook) => hooks[h]!.result.current

  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(`console.error: ${args.map(String).join(' ').slice(0, 300)}`))
  const onUnhandled = (reason: unknown) => void problems.push(`unhandled rejection: ${String(reason)}`)
  process.on('unhandledRejection', onUnhandled)

  // A hook mounting on a list with data revalidates it in the next animation frame (as SWR does):
  // a settle waits one frame first.
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  const settle = async () => {
    await act(frame)
    for (let i = 0, idle = 0; idle < 2; i++) {
      if (i > 400) throw new Error('never settled')
      await act(() => sleep(i ? 3 : 10))
      idle = requests.every((q) => q.settled) && mounted().every((h) => !current(h).isValidating) ? idle + 1 : 0
    }
  }

  let growsOnly = false // every op since the last settle grew the list (setSize up)
  const check = (step: string) => {
    const at = `after ${step}: requests since the last settle [${log.join(',')}]`
    expect(problems.slice(0, 3).join('; '), at).toBe('')
    // README: `parallel: n` (at most n in flight).
    if (parallel === 2) expect(maxInFlight, `${at}: requests in flight`).toBeLessThanOrEqual(2)
    const views = mounted().map((h) => {
      const r = current(h)
      return { hook: h, data: r.data, size: r.size, firstPageIndex: r.firstPageIndex, error: r.error }
    })
    for (const v of views) {
      const end = v.firstPageIndex + (v.data?.length ?? 0)
      // README: `size` stays "the index after the last page"; a list that ends early keeps its last n pages.
      expect(end, `${at}: ${v.hook} shows pages ${v.firstPageIndex}..${end - 1} at size ${v.size}`).toBe(Math.min(v.size, N))
      if (maxPages) expect(v.data?.length ?? 0, `${at}: ${v.hook} data.length`).toBeLessThanOrEqual(maxPages)
      // README: without `maxPages` and `getPreviousKey` ... `firstPageIndex` is 0.
      else expect(v.firstPageIndex, `${at}: ${v.hook} firstPageIndex`).toBe(0)
    }
    // README: several hooks on one key share the list: both show the same pages, size and start.
    if (views.length === 2) expect({ ...views[1], hook: 'A' }, `${at}: B differs from A`).toEqual(views[0])
    if (growsOnly) {
      // README (one request per page): setSize while a walk loads requests each new page once,
      // plus page 0 with revalidateFirstPage (again in each new walk: page 0 is left out here).
      const twice = log.filter((page, i) => page > 0 && log.indexOf(page) !== i)
      expect(twice, `${at}: pages requested twice while the list only grew`).toEqual([])
    }
    log.length = 0
    maxInFlight = inFlight()
    growsOnly = true
  }

  let shrunkTo: number | undefined
  try {
    for (const [i, op] of ops.entries()) {
      const step = `op ${i + 1} (${nameOf(op)})`
      if (op.kind !== 'grow' && op.kind !== 'jump' && op.kind !== 'settle') growsOnly = false
      if (op.kind === 'settle') {
        await settle()
        // With no hook mounted: nothing is requested, nothing shown; the check is of the fetcher only.
        check(step)
        continue
      }
      if (op.kind === 'mount') {
        noneMounted = false
        hooks[op.hook] = renderHook(hookOf(op.hook), { wrapper })
      } else if (op.kind === 'unmount') {
        const h = hooks[op.hook]!
        delete hooks[op.hook]
        const abortedBefore = requests.filter((q) => q.aborted).length
        await act(async () => h.unmount())
        if (mounted().length) {
          // README: a request that several hooks share aborts only when the last of them is gone.
          await act(() => sleep(0))
          const aborted = requests.filter((q) => q.aborted).slice(abortedBefore).map((q) => `page ${q.page} (request ${q.id})`)
          expect(aborted, `${step}: aborted while the other hook is mounted; requests [${log.join(',')}]`).toEqual([])
        } else {
          // README: the signal aborts when ... the last hook showing the key unmounted; since
          // StrictMode's double effects abort nothing, by the next task, not in the unmount itself.
          await act(() => sleep(0))
          const open = requests.filter((q) => !q.settled && !q.aborted).map((q) => `page ${q.page} (request ${q.id})`)
          expect(open, `${step}: requests still in flight with no hook mounted; requests [${log.join(',')}]`).toEqual([])
          noneMounted = true
        }
      } else {
        const r = current(op.hook)
        if (op.kind === 'mutate') await act(async () => void r.mutate().catch(() => {}))
        else if (op.kind === 'prev') await act(async () => void r.loadPrevious().catch(() => {}))
        else {
          const size = !('by' in op) ? r.size + 1 : op.kind === 'jump' ? r.size + op.by : Math.max(0, r.size - op.by)
          await act(async () => void r.setSize(size))
          if (op.kind === 'shrink') shrunkTo = size
        }
      }
      await act(() => sleep(pauses ? pauses[i] : latency ? 0 : Math.floor(rnd() * 4)))
      if (shrunkTo !== undefined) {
        // README: the signal aborts when ... a list's size shrank below the page.
        const beyond = requests.filter((q) => !q.settled && !q.aborted && q.page >= shrunkTo!).map((q) => `page ${q.page} (request ${q.id})`)
        expect(beyond, `${step}: in flight beyond size ${shrunkTo}; requests [${log.join(',')}]`).toEqual([])
        shrunkTo = undefined
      }
    }
    await settle()
    check('the end')
  } finally {
    for (const h of mounted()) act(() => hooks[h]!.unmount())
    // Let requests that ignore their signal finish inside this test.
    for (let i = 0; i < 100 && !requests.every((q) => q.settled); i++) await act(() => sleep(5))
    process.off('unhandledRejection', onUnhandled)
    consoleError.mockRestore()
  }
  expect(problems.slice(0, 3).join('; '), 'after unmounting both').toBe('')
}

describeSeeds<Replay>('lifecycle of two hooks on one list against the README rules', 60, (seed) => scenario(seed).title, withTimings(run, timed))
