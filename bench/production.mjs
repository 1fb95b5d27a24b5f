#!/usr/bin/env node
// Scenario 1 again under React's production build, which is what an app's users run: the other
// two harnesses need act(), which only React's development build has, and the development build
// does more work per render, so the render pagekit saves weighs more there. Without act(), each
// step waits for the commit that shows the new page: the component reports its render, then the
// DOM is read until it shows the page count (a render React has not committed yet does not count).
// Runs in its own process (`npm run bench` spawns it with NODE_ENV=production, before React
// loads) and writes its figures to node_modules/.cache/pagekit-bench/production.json.
//   node --expose-gc bench/production.mjs [--rounds N] [--steps N]
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { installDom } from './dom.mjs'
import { median } from './stats.mjs'
import { roundOrder } from './order.mjs'

if (process.env.NODE_ENV !== 'production') throw new Error('bench/production.mjs: run it with NODE_ENV=production')
const argv = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? Number(argv[i + 1]) : fallback
}
const ROUNDS = arg('rounds', 31)
const STEPS = arg('steps', 200)
const WARMUP = 1

installDom()
globalThis.IS_REACT_ACT_ENVIRONMENT = false
const { buildPagekitRuntime, OUT_DIR } = await import('./build.mjs')
const pagekit = await buildPagekitRuntime(undefined, 'pagekit-production')
const [swr, swrInfinite, tanstack, React, { createRoot }] = await Promise.all([
  import('swr'), import('swr/infinite'), import('@tanstack/react-query'), import('react'), import('react-dom/client'),
])
// act() comes with React's development build only: with it, this would measure the wrong build.
if (typeof React.act === 'function') throw new Error('bench/production.mjs: React loaded its development build')
const { makeAdapters } = await import('./adapters.mjs')
const { makePage } = await import('./scenarios.mjs')
const A = makeAdapters({ pagekit, swr, swrInfinite, tanstack })

const nextTask = () => new Promise((resolve) => setImmediate(resolve))
const cpuMs = (start) => {
  const d = process.cpuUsage(start)
  return (d.user + d.system) / 1000
}

/** `steps` × load more, each step awaited until the commit that shows the new page. */
async function loadMoreRun(adapter, { steps, options }) {
  let view
  let renders = 0
  let fetches = 0
  let waiting = null
  const report = (v) => {
    renders++
    view = v
    if (waiting && v.len === waiting.pages) {
      const { resolve } = waiting
      waiting = null
      resolve()
    }
  }
  const fetchPage = (index) => {
    fetches++
    return Promise.resolve(makePage(index))
  }
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  const shown = async (pages) => {
    if (view?.len !== pages) await new Promise((resolve) => { waiting = { pages, resolve } })
    let tasks = 0
    while (container.textContent !== String(pages)) {
      if (++tasks > 1000) throw new Error(`bench: ${adapter.name} rendered ${pages} pages but did not commit them`)
      await nextTask()
    }
  }
  root.render(adapter.element({ fetchPage, options, report }))
  await shown(1)
  await nextTask()

  globalThis.gc?.()
  renders = 0
  fetches = 0
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let k = 1; k <= steps; k++) {
    view.next()
    await shown(k + 1)
  }
  const wall = performance.now() - t0
  // Work the last step left queued (effects, a library's own timers) is the run's too.
  await nextTask()
  const cpu = cpuMs(cpu0)
  const result = { cpu, wall, renders, fetches, pages: view.len }
  root.unmount()
  container.remove()
  return result
}

const configs = [
  { id: 'first', library: 'pagekit', lib: A.pagekit, options: { dedupingInterval: 0 } },
  { id: 'first', library: 'SWR', lib: A.swr, options: { dedupingInterval: 0 } },
  { id: 'nofirst', library: 'pagekit', lib: A.pagekit, options: { dedupingInterval: 0, revalidateFirstPage: false } },
  { id: 'nofirst', library: 'SWR', lib: A.swr, options: { dedupingInterval: 0, revalidateFirstPage: false } },
  { id: 'tanstack', library: 'TanStack Query', lib: A.tanstack, options: {} },
]
const runs = configs.map(() => [])
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (const i of roundOrder(configs.length, round)) {
    const { lib, options } = configs[i]
    const r = await loadMoreRun(lib, { steps: STEPS, options })
    if (r.pages !== STEPS + 1) throw new Error(`bench: ${lib.name} ended with ${r.pages} pages`)
    if (round >= WARMUP) runs[i].push(r)
  }
}
const figures = configs.map(({ id, library }, i) => ({
  id, library,
  cpu: median(runs[i].map((r) => r.cpu)), cpus: runs[i].map((r) => r.cpu), wall: median(runs[i].map((r) => r.wall)),
  renders: median(runs[i].map((r) => r.renders)), fetches: median(runs[i].map((r) => r.fetches)),
}))
mkdirSync(OUT_DIR, { recursive: true })
const file = join(OUT_DIR, 'production.json')
writeFileSync(file, JSON.stringify({ steps: STEPS, rounds: ROUNDS, warmup: WARMUP, react: React.version, figures }, null, 1))
for (const f of figures) console.log(`${f.library} ${f.id}: CPU ${f.cpu.toFixed(1)} ms, wall ${f.wall.toFixed(1)} ms, renders ${f.renders}, fetches ${f.fetches}`)
process.exit(0)
