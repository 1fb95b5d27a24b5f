// Compat, randomized: per seed, a small PRNG draws the list's options and a sequence of 4–10
// things a user does (setSize, the bound and the global mutate, focus, reconnect, time passing,
// a page that fails once); the sequence runs through useSWRInfinite and through useFetchInfinite
// (compat-harness.tsx) and both must leave the same log. Each test's title holds its seed, its
// options and its operations, so a failure is reproduced with SEEDS=<seed>. SEEDS=1-2000 (or
// 7,40-45) runs other seeds than the fixed list below.
//
// Each operation settles (no fetch in flight) before the next one: an operation while a walk
// loads differs on purpose (one request per page: setSize hands the running walk its new size,
// a newer walk joins a page request in flight, a replaced request is aborted).
import { compare, fire, indexKey, List, useRun, withCompatTimers, type Run } from './compat-harness'
import { mulberry32, parseSeeds } from './seeds'

withCompatTimers()

type Source = 'index' | 'cursor'
/** What one run keeps between operations: the pages that fail on their next answer, the fetches in flight. */
interface RunState { run: Run; failing: Set<number>; inFlight: number }
interface Op { label: string; apply: (state: RunState) => Promise<void> }
interface Plan { source: Source; config: Record<string, unknown>; provider: Record<string, unknown>; ops: Op[]; title: string }

const pageOf = (key: string) => Number(/(?:page|cursor)=(\d+)/.exec(key)?.[1])
/** The cursor source: `{ items, next }`, the third page's `next` null. */
const cursorKey = (index: number, previous: { next: number | null } | null) =>
  index === 0 ? '/c?cursor=0' : previous?.next === null ? null : `/c?cursor=${previous?.next}`
const cursorPage = (page: number, item: string) => ({ items: [item], next: page < 2 ? page + 1 : null })
/**
 * In parallel mode getKey gets null as the previous page, so a key must end by its index alone:
 * page 3 (empty) is the last. SWR 2.5's setSize passes the page before all the same when it reads
 * the cache, so a key that ends after an empty page differs there (compat-differences.test.tsx).
 */
const parallelKey = (index: number) => (index < 4 ? `/a?page=${index}` : null)
const getKeyOf = (source: Source, parallel: unknown) => (source === 'cursor' ? cursorKey : parallel ? parallelKey : indexKey('a'))

/**
 * Three pages of one item each, then the end (an empty page, or a null cursor); an item names
 * its page and the fetcher call that answered it, so the states show which pages were refetched.
 */
function makeFetcher(state: RunState, source: Source) {
  const fetcher = state.run.fetcher(10, (key: string, call: number) => {
    const page = pageOf(key)
    if (state.failing.delete(page)) return new Error(`page ${page} failed`)
    if (source === 'cursor') return cursorPage(page, `c${page}#${call}`)
    return page < 3 ? [`${page}#${call}`] : []
  })
  return (key: string) => {
    state.inFlight++
    return fetcher(key).finally(() => state.inFlight--)
  }
}

/** Settles until no fetch is in flight: an error retry's timer may start one in the last moments of a settle. */
async function quiet(state: RunState) {
  while (state.inFlight > 0) await state.run.settle()
}

/** List A of this run, with the global mutate of its config kept beside it. */
function Subject({ getKey, fetcher, config }: { getKey: unknown; fetcher: unknown; config: object }) {
  const run = useRun()
  const { mutate } = run.lib.useConfig()
  run.lists.global = { mutate } as never
  return <List id="A" getKey={getKey} fetcher={fetcher} config={config} />
}

/** Pages as an app's mutate writes them, `tag` in each item. */
const pagesData = (source: Source, count: number, tag: string) =>
  Array.from({ length: count }, (_, page) => (source === 'cursor' ? cursorPage(page, `${tag}${page}`) : [`${tag}${page}`]))

function planFor(seed: number): Plan {
  const random = mulberry32(seed)
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1))
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const source: Source = pick(['index', 'cursor'] as const)
  const config: Record<string, unknown> = {
    initialSize: int(1, 3),
    revalidateFirstPage: pick([true, false]),
    revalidateAll: pick([true, false]),
    // A cursor's next key needs the previous page, which parallel mode does not pass.
    parallel: source === 'index' && pick([true, false]),
    persistSize: pick([true, false]),
    shouldRetryOnError: pick([true, false]),
    errorRetryInterval: 200,
  }
  const provider = { dedupingInterval: pick([0, 2000]), focusThrottleInterval: pick([0, 5000]) }
  const ops: Op[] = []
  const call = (label: string, fn: (run: Run) => unknown): Op => ({ label, apply: ({ run }) => run.call(label, () => fn(run)) })
  const listKey = (run: Run) => run.lib.serialize(getKeyOf(source, config.parallel))
  for (let count = int(4, 10); ops.length < count;) {
    const kind = int(0, 10)
    // With revalidateAll, SWR's setSize refetches every page; pagekit's fetches only the new ones.
    if (kind <= 1 && config.revalidateAll) continue
    if (kind === 0) {
      const size = int(0, 5)
      ops.push(call(`setSize(${size})`, (run) => run.lists.A.setSize(size)))
    } else if (kind === 1) {
      const step = pick([0, -1, 1, 2, 3])
      ops.push(call(`setSize(s => s${step < 0 ? '' : '+'}${step})`, (run) => run.lists.A.setSize((s: number) => Math.max(0, s + step))))
    } else if (kind === 2) {
      ops.push(call('mutate()', (run) => run.lists.A.mutate()))
    } else if (kind === 3) {
      const pages = int(1, 3)
      const revalidate = pick([undefined, false, { revalidate: false }] as const)
      const data = pagesData(source, pages, `m${ops.length}.`)
      ops.push(call(`mutate(${pages} pages${revalidate === undefined ? '' : `, ${JSON.stringify(revalidate)}`})`, (run) => run.lists.A.mutate(data, revalidate)))
    } else if (kind === 4) {
      const withData = pick([false, true])
      const data = pagesData(source, int(1, 3), `g${ops.length}.`)
      ops.push(call(`global mutate(list${withData ? ', data, false' : ''})`, (run) => (withData ? run.lists.global.mutate(listKey(run), data, false) : run.lists.global.mutate(listKey(run)))))
    } else if (kind === 5) {
      ops.push({ label: 'focus', apply: async ({ run }) => { await fire('focus'); await run.settle() } })
    } else if (kind === 6) {
      ops.push({ label: 'reconnect', apply: async ({ run }) => { await fire('offline'); await fire('online'); await run.settle() } })
    } else if (kind === 7 || kind === 8) {
      const ms = pick([5, 50, 300, 2500, 6000])
      ops.push({ label: `wait ${ms}`, apply: ({ run }) => run.settle(ms) })
    } else {
      // Page 0 fails on a mutate() after a mutate() (data then holds `size` pages), and a mutate()
      // recovers at once. When page k fails, pagekit shows pages 0..k-1 beside the error (parallel
      // mode: also the pages after k the list held) and none past `size`, and its next walk (a retry, setSize, a
      // focus) refetches every page from k on, where SWR's refetches only the pages it would
      // revalidate anyway.
      if (config.parallel) continue
      const steps = ['mutate()', 'mutate() fails on page 0', 'mutate()'].map((label) => call(label, (run) => run.lists.A.mutate()))
      ops.push({
        label: 'mutate(); mutate() fails on page 0; mutate()',
        apply: async (state) => {
          await steps[0].apply(state)
          await quiet(state)
          state.failing.add(0)
          await steps[1].apply(state)
          // With size 0 nothing is fetched: the failure must not wait for a later walk.
          state.failing.clear()
          await quiet(state)
          await steps[2].apply(state)
        },
      })
    }
  }
  const options = Object.entries({ ...config, ...provider }).filter(([name]) => name !== 'errorRetryInterval').map(([name, value]) => `${name} ${value}`)
  return { source, config, provider, ops, title: `seed ${seed}: ${source}, ${options.join(', ')} | ${ops.map((op) => op.label).join('; ')}` }
}

async function play(plan: Plan, run: Run) {
  const state: RunState = { run, failing: new Set(), inFlight: 0 }
  await run.mount(<Subject getKey={getKeyOf(plan.source, plan.config.parallel)} fetcher={makeFetcher(state, plan.source)} config={plan.config} />, plan.provider)
  await run.settle()
  for (const op of plan.ops) {
    run.log(`> ${op.label}`)
    await op.apply(state)
    await quiet(state)
  }
  await run.settle()
}

// The fixed list when SEEDS is not set.
const seeds = parseSeeds(process.env.SEEDS ?? '1-200')

describe('compat with SWR 2.x useSWRInfinite, random sequences', () => {
  for (const seed of seeds) {
    const plan = planFor(seed)
    test(plan.title, async () => {
      const [swr, ours] = await compare((run) => play(plan, run))
      expect(ours).toEqual(swr)
    })
  }
})
