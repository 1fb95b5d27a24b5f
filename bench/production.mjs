#!/usr/bin/env node
// Scenario 1 again under React's production build, which is what an app's users run: the other
// two harnesses need act(), which only React's development build has, and the development build
// does more work per render, so the render pagekit saves weighs more there. Each step waits for
// the commit that shows the new page (bench/commit-run.mjs).
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
const { COMMIT_RUN_CASES, mountList, nextTaskFunction } = await import('./commit-run.mjs')
const A = makeAdapters({ pagekit, swr, swrInfinite, tanstack })
const nextTask = nextTaskFunction()

const cpuMs = (start) => {
  const d = process.cpuUsage(start)
  return (d.user + d.system) / 1000
}

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
