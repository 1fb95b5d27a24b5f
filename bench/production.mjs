#!/usr/bin/env node
// Scenario 1 again under React's production build, which is what an app's users run: the other
// two harnesses need act(), which only React's development build has, and the development build
// does more work per render, so the render pagekit saves weighs more there. Each step waits for
// the commit that shows the new page (bench/commit-run.mjs).
// Runs in its own process (`npm run bench` spawns it with NODE_ENV=production, before React
// loads) and writes its figures to node_modules/.cache/pagekit-bench/production.json.
//   node --expose-gc bench/production.mjs [--rounds N] [--steps N]
import { installDom } from './dom.mjs'
import { runArguments, writeFigures } from './commit-cli.mjs'
import { roundOrder } from './order.mjs'
import { cpuMs } from './stats.mjs'

if (process.env.NODE_ENV !== 'production') throw new Error('bench/production.mjs: run it with NODE_ENV=production')
const { rounds: ROUNDS, steps: STEPS, warmup: WARMUP } = runArguments()

installDom()
globalThis.IS_REACT_ACT_ENVIRONMENT = false
const { buildPagekitRuntime } = await import('./build.mjs')
const pagekit = await buildPagekitRuntime(undefined, 'pagekit-production')
const [swr, swrInfinite, tanstack, React, { createRoot }] = await Promise.all([
  import('swr'), import('swr/infinite'), import('@tanstack/react-query'), import('react'), import('react-dom/client'),
])
// act() comes with React's development build only: with it, this would measure the wrong build.
if (typeof React.act === 'function') throw new Error('bench/production.mjs: React loaded its development build')
const { makeAdapters } = await import('./adapters.mjs')
const { COMMIT_RUN_CASES, mountList, nextTaskFunction } = await import('./commit-run.mjs')
const A = makeAdapters({ pagekit, swr, swrInfinite, tanstack })
const nextTask = nextTaskFunction()

/** `steps` × load more, each step awaited until the commit that shows the new page; CPU = process.cpuUsage over the steps. */
async function loadMoreRun(adapter, { steps, options }) {
  const list = await mountList(adapter, { options, createRoot, nextTask })
  globalThis.gc?.()
  const cpu0 = process.cpuUsage()
  const result = await list.loadMore(steps)
  const cpu = cpuMs(cpu0)
  list.unmount()
  return { ...result, cpu }
}

const configs = COMMIT_RUN_CASES.map((c) => ({ ...c, lib: A[c.adapter] }))
const runs = configs.map(() => [])
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (const i of roundOrder(configs.length, round)) {
    const { lib, options } = configs[i]
    const r = await loadMoreRun(lib, { steps: STEPS, options })
    if (r.pages !== STEPS + 1) throw new Error(`bench: ${lib.name} ended with ${r.pages} pages`)
    if (round >= WARMUP) runs[i].push(r)
  }
}
writeFigures('production.json', { steps: STEPS, rounds: ROUNDS, warmup: WARMUP, react: React.version }, runs)
process.exit(0)
