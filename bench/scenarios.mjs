// The timed scenarios. Every run mounts a fresh root under a fresh cache (provider / QueryClient),
// inside React's act() so that each step's renders are flushed before the next step starts.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { makePage } from './pages.mjs'
import { cpuMs } from './stats.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function mountPoint() {
  const container = document.createElement('div')
  document.body.appendChild(container)
  return { root: createRoot(container), container }
}

/** Flushes act windows until `cond()` holds (each window lets timers and promises run). */
async function settle(cond, stats, label) {
  let n = 0
  while (!cond()) {
    if (++n > 2000) throw new Error(`bench: ${label} did not settle`)
    await act(async () => {
      await sleep(0)
    })
  }
  if (stats) stats.polls += n
}

/**
 * Scenario 1: `steps` × "load more" with a fetcher that resolves at once. Returns CPU and wall
 * time of the steps (mount and first page excluded), renders and fetcher calls during them.
 */
export async function loadMoreRun(adapter, { steps, options, readValidating = false }) {
  let view
  let renders = 0
  let fetches = 0
  const report = (v) => {
    renders++
    view = v
  }
  const fetchPage = (index) => {
    fetches++
    return Promise.resolve(makePage(index))
  }
  const done = (target) => () => view.len === target && (!readValidating || !view.validating)
  const { root, container } = mountPoint()
  await act(async () => {
    root.render(adapter.element({ fetchPage, options, report, readValidating }))
  })
  await settle(done(1), null, `${adapter.name} mount`)

  globalThis.gc?.()
  renders = 0
  fetches = 0
  const stats = { polls: 0 }
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let k = 1; k <= steps; k++) {
    const next = view.next
    await act(async () => {
      await next()
    })
    await settle(done(k + 1), stats, `${adapter.name} step ${k}`)
  }
  const wall = performance.now() - t0
  const cpu = cpuMs(cpu0)
  const result = { cpu, wall, renders, fetches, polls: stats.polls, pages: view.len }
  await act(async () => root.unmount())
  container.remove()
  return result
}

/**
 * Scenario 2: 20 pages with `latency` ms each. pagekit/SWR: initialSize 20 (parallel or not),
 * one walk after mount. TanStack: the first page on mount, then fetchNextPage() × 19, each
 * awaited. Time = from mount to the commit that shows all pages.
 */
export async function latencyRun(adapter, { pages, latency, options, chained }) {
  let view
  let shownAt = 0
  let inFlight = 0
  let maxInFlight = 0
  let fetches = 0
  const resolved = new Set()
  let onResolved = () => {}
  const report = (v) => {
    view = v
    if (v.len === pages && !shownAt) shownAt = performance.now()
  }
  const fetchPage = (index) => {
    fetches++
    maxInFlight = Math.max(maxInFlight, ++inFlight)
    return new Promise((r) =>
      setTimeout(() => {
        inFlight--
        resolved.add(index)
        r(makePage(index))
        onResolved()
      }, latency),
    )
  }
  const whenResolved = (n) => new Promise((r) => {
    onResolved = () => resolved.size >= n && r()
    onResolved()
  })

  const { root, container } = mountPoint()
  globalThis.gc?.()
  const t0 = performance.now()
  await act(async () => {
    root.render(adapter.element({ fetchPage, options, report }))
  })
  await act(async () => {
    if (chained) {
      // TanStack: no multi-page mode; wait for page 1, then load the others one by one.
      await whenResolved(1)
      await sleep(0) // let the query store page 1 (a fetchNextPage before that would join the first fetch)
      for (let i = 1; i < pages; i++) await view.next()
    } else {
      await whenResolved(pages)
    }
    await sleep(0)
  })
  await settle(() => view.len === pages && shownAt > 0, null, `${adapter.name} latency`)
  const result = { wall: shownAt - t0, fetches, maxInFlight }
  await act(async () => root.unmount())
  container.remove()
  return result
}
