// 200 × "load more" through pagekit, SWR and TanStack Query, rendered with
// @testing-library/react in vitest's jsdom: CPU (process.cpuUsage), renders and fetches of a
// component that reads only `data`. Rounds are interleaved (a different order each round); figures are medians.
// Tests here assert counts (pages loaded, renders per page), never a time.
// BENCH_STEPS, BENCH_ROUNDS: steps and measured rounds. BENCH_CASE=pagekit:default (library:id of
// CASES) runs one case alone; BENCH_PROF=DIR writes a CPU profile of the worker to DIR.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import useSWRInfinite from 'swr/infinite'
import { SWRConfig } from 'swr'
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
// The package as an app installs it (dist/, built by build-package.ts).
import useFetchInfinite from 'pagekit/infinite'
import { roundOrder } from '../order.mjs'
import { cpuMs, interval, median, ratioInterval } from '../stats.mjs'
import { FetchConfig } from 'pagekit'

const STEPS = Number(process.env.BENCH_STEPS ?? 200)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 31)
const WARMUP = 1
const RESULT_FILE = path.join(process.cwd(), 'node_modules', '.cache', 'pagekit-bench', 'rtl.json')

interface View { pages: number; loadMore: () => Promise<unknown> }
interface Counters { renders: number; fetches: number; view?: View }

/** Ten new item objects per page, as a JSON response gives. */
function pageOf(index: number) {
  return Array.from({ length: 10 }, (_, i) => ({ id: index * 10 + i, name: `User ${index * 10 + i}` }))
}

let space = 0
const growByOne = (size: number) => size + 1

interface Library {
  name: string
  element: (counters: Counters, options: Record<string, unknown>) => ReactElement
}

function keyed(counters: Counters) {
  const prefix = `/rtl/${++space}?page=`
  return {
    getKey: (index: number) => prefix + index,
    fetcher: (key: string) => {
      counters.fetches++
      return Promise.resolve(pageOf(Number(key.slice(prefix.length))))
    },
  }
}

const pagekit: Library = {
  name: 'pagekit',
  element(counters, options) {
    const { getKey, fetcher } = keyed(counters)
    function List() {
      const { data, setSize } = useFetchInfinite(getKey, fetcher, options)
      counters.renders++
      counters.view = { pages: data?.length ?? 0, loadMore: () => setSize(growByOne) }
      return <span>{data?.length ?? 0}</span>
    }
    return <FetchConfig value={{ provider: () => new Map() }}><List /></FetchConfig>
  },
}

const swr: Library = {
  name: 'SWR',
  element(counters, options) {
    const { getKey, fetcher } = keyed(counters)
    function List() {
      const { data, setSize } = useSWRInfinite(getKey, fetcher, options)
      counters.renders++
      counters.view = { pages: data?.length ?? 0, loadMore: () => setSize(growByOne) }
      return <span>{data?.length ?? 0}</span>
    }
    return <SWRConfig value={{ provider: () => new Map() }}><List /></SWRConfig>
  },
}

const tanstack: Library = {
  name: 'TanStack Query',
  element(counters) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const queryKey = ['rtl', ++space]
    function List() {
      const { data, fetchNextPage } = useInfiniteQuery({
        queryKey,
        queryFn: ({ pageParam }) => {
          counters.fetches++
          return Promise.resolve(pageOf(pageParam))
        },
        initialPageParam: 0,
        getNextPageParam: (_last, _all, lastParam) => lastParam + 1,
      })
      counters.renders++
      counters.view = { pages: data?.pages.length ?? 0, loadMore: () => fetchNextPage() }
      return <span>{data?.pages.length ?? 0}</span>
    }
    return <QueryClientProvider client={client}><List /></QueryClientProvider>
  },
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Lets timers and promises run inside act() until `pages` are shown. */
async function until(counters: Counters, pages: number) {
  for (let n = 0; (counters.view?.pages ?? 0) < pages; n++) {
    if (n > 1000) throw new Error(`bench: ${pages} pages never showed`)
    await act(tick)
  }
}

interface Run { cpu: number; renders: number; fetches: number; pages: number }

async function loadMoreRun(library: Library, options: Record<string, unknown>): Promise<Run> {
  const counters: Counters = { renders: 0, fetches: 0 }
  const view = render(library.element(counters, options))
  await until(counters, 1)
  ;(globalThis as { gc?: () => void }).gc?.()
  counters.renders = 0
  counters.fetches = 0
  const start = process.cpuUsage()
  for (let step = 1; step <= STEPS; step++) {
    await act(() => counters.view!.loadMore())
    await until(counters, step + 1)
  }
  const run = { cpu: cpuMs(start), renders: counters.renders, fetches: counters.fetches, pages: counters.view!.pages }
  view.unmount()
  cleanup()
  return run
}

const CASES = [
  { id: 'default', label: 'revalidateFirstPage: true (default)', library: pagekit, options: { dedupingInterval: 0 } },
  { id: 'default', label: 'revalidateFirstPage: true (default)', library: swr, options: { dedupingInterval: 0 } },
  { id: 'nofirst', label: 'revalidateFirstPage: false', library: pagekit, options: { dedupingInterval: 0, revalidateFirstPage: false } },
  { id: 'nofirst', label: 'revalidateFirstPage: false', library: swr, options: { dedupingInterval: 0, revalidateFirstPage: false } },
  { id: 'tanstack', label: 'fetchNextPage()', library: tanstack, options: {} },
]

const ONLY_CASE = process.env.BENCH_CASE
test(`${STEPS} × load more, ${ROUNDS} interleaved rounds: pagekit vs SWR vs TanStack Query`, async () => {
  const runs: Run[][] = CASES.map(() => [])
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    // A different order every round, so that no library always runs right after another one.
    for (const i of roundOrder(CASES.length, round)) {
      if (ONLY_CASE && `${CASES[i].library.name}:${CASES[i].id}` !== ONLY_CASE) continue
      const run = await loadMoreRun(CASES[i].library, CASES[i].options)
      expect(run.pages).toBe(STEPS + 1)
      if (round >= WARMUP) runs[i].push(run)
    }
  }
  if (ONLY_CASE) {
    const i = CASES.findIndex((c) => `${c.library.name}:${c.id}` === ONLY_CASE)
    console.log(`${ONLY_CASE}: CPU ${median(runs[i].map((r) => r.cpu)).toFixed(0)} ms (${runs[i].map((r) => r.cpu.toFixed(0)).join(' ')})`)
    if (CASES[i].library === pagekit) expect(median(runs[i].map((r) => r.renders))).toBeLessThanOrEqual(STEPS + 1)
    return
  }
  const figures = CASES.map((c, i) => ({
    id: c.id, label: c.label, library: c.library.name,
    cpu: median(runs[i].map((r) => r.cpu)),
    renders: median(runs[i].map((r) => r.renders)),
    fetches: median(runs[i].map((r) => r.fetches)),
  }))
  const of = (id: string, library: string) => figures.find((f) => f.id === id && f.library === library)!
  const cpusOf = (id: string, library: Library) => runs[CASES.findIndex((c) => c.id === id && c.library === library)].map((r) => r.cpu)
  const result = {
    steps: STEPS, rounds: ROUNDS, warmup: WARMUP, figures,
    ratios: ['default', 'nofirst'].map((id) => ({
      id, cpu: of(id, 'pagekit').cpu / of(id, 'SWR').cpu, cpuInterval: ratioInterval(cpusOf(id, pagekit), cpusOf(id, swr)),
    })),
  }
  mkdirSync(path.dirname(RESULT_FILE), { recursive: true })
  writeFileSync(RESULT_FILE, JSON.stringify(result, null, 2))

  const lines = [`second harness (vitest + jsdom + @testing-library/react): ${STEPS} × load more, median of ${ROUNDS} rounds after ${WARMUP} warm-up`]
  for (const f of figures) {
    const swrFigure = f.library === 'pagekit' ? of(f.id, 'SWR') : undefined
    lines.push(`  ${f.label.padEnd(38)} ${f.library.padEnd(15)} CPU ${f.cpu.toFixed(0).padStart(5)} ms  renders ${String(f.renders).padStart(4)} (${(f.renders / STEPS).toFixed(2)}/page)  fetches ${String(f.fetches).padStart(4)}` +
      (swrFigure ? `  CPU pagekit/SWR ${(f.cpu / swrFigure.cpu).toFixed(2)}× (95 % interval ${interval(result.ratios.find((r) => r.id === f.id)!.cpuInterval)})` : ''))
  }
  console.log(lines.join('\n'))

  // Counts, not times: pagekit renders once per loaded page for a component that reads only data.
  expect(of('default', 'pagekit').renders).toBeLessThanOrEqual(STEPS + 1)
  expect(of('nofirst', 'pagekit').renders).toBeLessThanOrEqual(STEPS + 1)
})
