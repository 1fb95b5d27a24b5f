#!/usr/bin/env node
// pagekit vs SWR 2.x vs TanStack Query 5, in one process: `npm run bench`.
//   --rounds N      measured rounds per figure of scenario 1 and of the second harness (default 31, plus 1 warm-up: 15 left a ratio's 95 % interval about ±0.1 wide)
//   --steps N       load-more steps in scenario 1 (default 200)
//   --only a,b      run only some parts: cpu, latency, size, production (scenario 1 under React's
//                   production build: bench/production.mjs and bench/browser.mjs), rtl (the second
//                   harness, bench/rtl)
//   --analyze       print esbuild's metafile analysis of the pagekit/infinite bundle
//   --lib NAME      scenario 1 for one library, every round printed (profile it with node --cpu-prof)
//   --compare DIR   scenario 1 A/B: this repo's src/ against DIR/src/ (a copy with a change), interleaved
// pagekit runs from its TypeScript sources, bundled by esbuild into node_modules/.cache/pagekit-bench.
// A full run writes bench/RESULTS.md (the Markdown tables printed at the end).
// CPU figures are process CPU time, so other processes on the machine add noise: compare ratios.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import os from 'node:os'
import { installDom } from './dom.mjs'
import { textTable, mdTable, median, ms, ratio, kb, mark } from './table.mjs'
import { interval, ratioInterval } from './stats.mjs'
import { roundOrder } from './order.mjs'

const argv = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : fallback
}
const ROUNDS = Number(arg('rounds', 31))
const WARMUP = 1
const STEPS = Number(arg('steps', 200))
const PARTS = ['cpu', 'latency', 'size', 'production', 'rtl']
const ONLY = arg('only', PARTS.join(',')).split(',')
const ANALYZE = argv.includes('--analyze')
// --lib pagekit: scenario 1 for one library only (for profiling: node --cpu-prof bench/run.mjs --only cpu --lib pagekit)
const LIB = arg('lib', '')
// --compare DIR: A/B of scenario 1 between this repo's src/ and DIR/src/ (e.g. a copy with a change)
const COMPARE = arg('compare', '')
const PAGES = 20
const LATENCY = 50
const LATENCY_ROUNDS = 3

// The DOM must exist before react-dom and the libraries load.
installDom()
// act() outside a test runner: React warns about updates that land between act windows
// (timers of the libraries). They are counted, not printed.
let actWarnings = 0
const consoleError = console.error
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) actWarnings++
  else consoleError(...args)
}

const { buildPagekitRuntime, ROOT } = await import('./build.mjs')
const { measureSizes, measureSize, SIZE_ENTRIES, SIZE_BUDGET, SIZE_TARGET } = await import('./size.mjs')
const started = performance.now()
const md = []
// Scenario 1's pagekit/SWR figures, set beside the second harness's at the end.
const harness1 = []
const out = (s = '') => console.log(s)

if (ONLY.includes('cpu') || ONLY.includes('latency')) {
  const pagekit = await buildPagekitRuntime()
  const [swr, swrInfinite, tanstack] = await Promise.all([import('swr'), import('swr/infinite'), import('@tanstack/react-query')])
  const { makeAdapters } = await import('./adapters.mjs')
  const { loadMoreRun, latencyRun } = await import('./scenarios.mjs')
  const A = makeAdapters({ pagekit, swr, swrInfinite, tanstack })
  const { version: reactVersion } = await import('react')

  out(`pagekit (src) vs swr ${pkgVersion('swr')} vs @tanstack/react-query ${pkgVersion('@tanstack/react-query')}`)
  out(`react ${reactVersion} (development build: act() needs it), react-dom/client in jsdom, node ${process.version}, ${os.cpus().length} cores`)
  out()

  if (ONLY.includes('cpu')) {
    // ── Scenario 1 ──────────────────────────────────────────────────────────────────────────
    const configs = [
      { id: 'first', label: 'revalidateFirstPage: true (default)', lib: A.pagekit, options: { dedupingInterval: 0 } },
      { id: 'first', lib: A.swr, options: { dedupingInterval: 0 } },
      { id: 'nofirst', label: 'revalidateFirstPage: false', lib: A.pagekit, options: { dedupingInterval: 0, revalidateFirstPage: false } },
      { id: 'nofirst', lib: A.swr, options: { dedupingInterval: 0, revalidateFirstPage: false } },
      { id: 'tanstack', lib: A.tanstack, options: {} },
      // For information: a component that also reads isValidating (TanStack: isFetching).
      { id: 'validating', lib: A.pagekit, options: { dedupingInterval: 0 }, readValidating: true },
      { id: 'validating', lib: A.swr, options: { dedupingInterval: 0 }, readValidating: true },
      { id: 'validating', lib: A.tanstack, options: {}, readValidating: true },
    ]
    if (COMPARE) {
      const { makePagekitAdapter } = await import('./adapters.mjs')
      const alt = makePagekitAdapter(await buildPagekitRuntime(COMPARE, 'pagekit-compare'), `pagekit@${COMPARE}`)
      const cs = [
        [A.pagekit, { dedupingInterval: 0 }], [alt, { dedupingInterval: 0 }],
        [A.pagekit, { dedupingInterval: 0, revalidateFirstPage: false }], [alt, { dedupingInterval: 0, revalidateFirstPage: false }],
      ]
      const rs = cs.map(() => [])
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        for (const i of roundOrder(cs.length, round)) {
          const r = await loadMoreRun(cs[i][0], { steps: STEPS, options: cs[i][1] })
          if (round >= WARMUP) rs[i].push(r)
        }
      }
      out(textTable(['', 'options', 'CPU (median)', 'CPU min', 'renders', 'fetches', 'B / A'], cs.map(([lib, o], i) => [
        lib.name, JSON.stringify(o), ms(median(rs[i].map((r) => r.cpu))), ms(Math.min(...rs[i].map((r) => r.cpu))),
        median(rs[i].map((r) => r.renders)), median(rs[i].map((r) => r.fetches)),
        i % 2 ? ratio(median(rs[i].map((r) => r.cpu)), median(rs[i - 1].map((r) => r.cpu))) : ''])))
      process.exit(0)
    }
    if (LIB) {
      const picked = configs.filter((c) => c.lib.name.toLowerCase().startsWith(LIB.toLowerCase()) && !c.readValidating)
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        for (const c of picked) {
          const r = await loadMoreRun(c.lib, { steps: STEPS, options: c.options })
          if (round >= WARMUP) out(`${c.lib.name} ${JSON.stringify(c.options)}: CPU ${ms(r.cpu)}, wall ${ms(r.wall)}, renders ${r.renders}, fetches ${r.fetches}`)
        }
      }
      process.exit(0)
    }
    const runs = configs.map(() => [])
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      // A different order every round, so that no library always runs right after another one.
      for (const i of roundOrder(configs.length, round)) {
        const c = configs[i]
        const r = await loadMoreRun(c.lib, { steps: STEPS, options: c.options, readValidating: c.readValidating })
        if (r.pages !== STEPS + 1) throw new Error(`bench: ${c.lib.name} ended with ${r.pages} pages`)
        if (round >= WARMUP) runs[i].push(r)
      }
      if (process.stdout.isTTY) process.stdout.write(`\r  scenario 1: round ${round + 1}/${WARMUP + ROUNDS} done`)
    }
    if (process.stdout.isTTY) process.stdout.write('\r' + ' '.repeat(40) + '\r')
    const fig = (id, name) => {
      const i = configs.findIndex((c) => c.id === id && c.lib.name === name)
      const rs = runs[i]
      return {
        cpu: median(rs.map((r) => r.cpu)), wall: median(rs.map((r) => r.wall)),
        cpuMin: Math.min(...rs.map((r) => r.cpu)), cpuMax: Math.max(...rs.map((r) => r.cpu)), cpus: rs.map((r) => r.cpu),
        renders: median(rs.map((r) => r.renders)), fetches: median(rs.map((r) => r.fetches)),
        rendersVary: new Set(rs.map((r) => r.renders)).size > 1, polls: median(rs.map((r) => r.polls)),
      }
    }
    const tq = fig('tanstack', 'TanStack Query')
    const perPage = (renders) => (renders / STEPS).toFixed(2)
    const rows = []
    const mdRows = []
    const verdicts = []
    for (const [id, label, tqFig] of [
      ['first', 'revalidateFirstPage: true (default)', tq],
      ['nofirst', 'revalidateFirstPage: false', tq],
      ['validating', 'default, component also reads isValidating', fig('validating', 'TanStack Query')],
    ]) {
      const pk = fig(id, 'pagekit')
      const sw = fig(id, 'SWR')
      const info = id === 'validating'
      rows.push([label, '', '', '', '', '', '', '', '', ''])
      for (const [name, f] of [['pagekit', pk], ['SWR', sw], ['TanStack Query', tqFig]]) {
        rows.push([`  ${name}`, ms(f.cpu), `${f.cpuMin.toFixed(0)}–${f.cpuMax.toFixed(0)}`, ms(f.wall), `${f.renders}${f.rendersVary ? '~' : ''}`, perPage(f.renders), f.fetches, f.polls,
          name === 'pagekit' ? '' : ratio(pk.cpu, f.cpu), name === 'pagekit' ? '' : ratio(pk.renders, f.renders)])
      }
      const cpuOk = pk.cpu <= 0.8 * sw.cpu
      const cpuInterval = interval(ratioInterval(pk.cpus, sw.cpus))
      // One render per loaded page (plus one), for a component that reads only data.
      const rendersOk = pk.renders <= STEPS + 1
      verdicts.push(`  ${label}${info ? ' (for information)' : ''}: CPU pagekit/SWR ${ratio(pk.cpu, sw.cpu)} (95 % interval ${cpuInterval}) ≤ 0.80× ${mark(cpuOk)} · renders ${pk.renders} (${perPage(pk.renders)}/page) ≤ ${STEPS + 1} ${mark(rendersOk)}`)
      if (!info) harness1.push({ label, cpuRatio: pk.cpu / sw.cpu, cpuInterval, renders: pk.renders, swrRenders: sw.renders })
      mdRows.push([label, ms(pk.cpu), ms(sw.cpu), ms(tqFig.cpu), `${ratio(pk.cpu, sw.cpu)} (${cpuInterval}) ${info ? '' : mark(cpuOk)}`.trim(),
        ratio(pk.cpu, tqFig.cpu), pk.renders, sw.renders, tqFig.renders, `${ratio(pk.renders, sw.renders)} ${info ? '' : mark(rendersOk)}`.trim(),
        `${pk.fetches} / ${sw.fetches} / ${tqFig.fetches}`])
    }
    out(`Scenario 1 — ${STEPS} × load more (setSize(size + 1); TanStack: fetchNextPage()), fetcher resolves at once`)
    out(`median of ${ROUNDS} rounds after ${WARMUP} warm-up; CPU = process.cpuUsage (user+system) over the ${STEPS} steps; dedupingInterval 0`)
    out()
    out(textTable(['', 'CPU (median)', 'CPU min–max', 'wall', 'renders', 'per page', 'fetches', 'act polls', 'CPU pk/peer', 'renders pk/peer'], rows))
    out('targets:')
    for (const v of verdicts) out(v)
    out('TanStack fetchNextPage() fetches only the new page (never page 0): compare it with the revalidateFirstPage: false row.')
    out()
    md.push(`### ${STEPS} × load more (fetcher resolves at once)`, '',
      `Median of ${ROUNDS} rounds (after ${WARMUP} warm-up) of ${STEPS} × \`setSize(size + 1)\` (TanStack: \`fetchNextPage()\`), each awaited until rendered; CPU = \`process.cpuUsage\` over the steps. React development build (\`act\`), jsdom. The component reads only \`data\` (and \`isValidating\` in the last row); "load more" is \`setSize((size) => size + 1)\`. Targets: CPU ≤ 0.8 × SWR, renders ≤ 1 per page + 1. In brackets: the 95 % bootstrap interval of the CPU ratio (rounds drawn again 2,000 times).`, '',
      mdTable(['Scenario', 'pagekit CPU', 'SWR CPU', 'TanStack CPU', 'pagekit / SWR (95 % interval)', 'pagekit / TanStack', 'pagekit renders', 'SWR renders', 'TanStack renders', 'renders pagekit / SWR', 'fetches (pk / SWR / TQ)'], mdRows),
      '', 'TanStack `fetchNextPage()` never refetches page 0: it matches the `revalidateFirstPage: false` row; it is repeated in the other rows for reference.', '')
  }

  if (ONLY.includes('latency')) {
    // ── Scenario 2 ──────────────────────────────────────────────────────────────────────────
    const cases = [
      ['pagekit', 'sequential', A.pagekit, { initialSize: PAGES, parallel: false, dedupingInterval: 0 }],
      ['pagekit', 'parallel', A.pagekit, { initialSize: PAGES, parallel: true, dedupingInterval: 0 }],
      ['SWR', 'sequential', A.swr, { initialSize: PAGES, parallel: false, dedupingInterval: 0 }],
      ['SWR', 'parallel', A.swr, { initialSize: PAGES, parallel: true, dedupingInterval: 0 }],
      ['TanStack Query', 'sequential', A.tanstack, {}, true],
    ]
    const res = {}
    for (let round = 0; round < LATENCY_ROUNDS; round++) {
      for (const [name, mode, lib, options, chained] of cases) {
        const r = await latencyRun(lib, { pages: PAGES, latency: LATENCY, options, chained })
        ;((res[name] ??= {})[mode] ??= []).push(r)
      }
    }
    const get = (name, mode) => {
      const rs = res[name]?.[mode]
      return rs && { wall: median(rs.map((r) => r.wall)), fetches: median(rs.map((r) => r.fetches)), maxInFlight: Math.max(...rs.map((r) => r.maxInFlight)) }
    }
    const rows = []
    const mdRows = []
    const pkSeq = get('pagekit', 'sequential')
    const pkPar = get('pagekit', 'parallel')
    for (const name of ['pagekit', 'SWR', 'TanStack Query']) {
      const seq = get(name, 'sequential')
      const par = get(name, 'parallel')
      rows.push([name, ms(seq.wall), par ? ms(par.wall) : 'n/a', `${seq.fetches} / ${par ? par.fetches : '-'}`,
        `${seq.maxInFlight} / ${par ? par.maxInFlight : '-'}`,
        name === 'pagekit' ? '' : ratio(pkSeq.wall, seq.wall), name === 'pagekit' || !par ? (name === 'pagekit' ? '' : 'n/a') : ratio(pkPar.wall, par.wall)])
      mdRows.push([name, ms(seq.wall), par ? ms(par.wall) : 'n/a', name === 'pagekit' ? '—' : ratio(pkSeq.wall, seq.wall),
        name === 'pagekit' ? '—' : par ? ratio(pkPar.wall, par.wall) : 'n/a'])
    }
    out(`Scenario 2 — ${PAGES} pages, ${LATENCY} ms latency each: time from mount to the commit showing all pages (median of ${LATENCY_ROUNDS})`)
    out(`pagekit/SWR: initialSize ${PAGES}; TanStack: no parallel mode, first page then fetchNextPage() × ${PAGES - 1}, each awaited`)
    out()
    out(textTable(['', 'sequential', 'parallel', 'fetches seq/par', 'max in flight', 'seq pk/peer', 'par pk/peer'], rows))
    out(`one page = ${LATENCY} ms: parallel should be close to it, sequential close to ${PAGES * LATENCY} ms`)
    out()
    md.push(`### ${PAGES} pages, ${LATENCY} ms latency each`, '',
      `Time from mount to the commit that shows all ${PAGES} pages (median of ${LATENCY_ROUNDS}). pagekit and SWR: \`initialSize: ${PAGES}\`; TanStack Query has no parallel mode and loads page by page (\`fetchNextPage()\` × ${PAGES - 1}).`, '',
      mdTable(['Library', 'sequential', 'parallel', 'pagekit / peer (seq)', 'pagekit / peer (par)'], mdRows), '')
  }
}

if (ONLY.includes('size')) {
  // ── Scenario 3 ────────────────────────────────────────────────────────────────────────────
  const sizes = await measureSizes()
  const by = (id) => sizes.find((s) => s.id === id)
  const pk = by('pagekit/infinite')
  const sw = by('swr + swr/infinite')
  const tq = by('@tanstack/react-query (useInfiniteQuery)')
  // The budget read as KiB (SIZE_BUDGET) and as kB (the unit in which SWR is "about 7.3 kB").
  const LIMIT = SIZE_BUDGET
  const LIMIT_DECIMAL = (SIZE_BUDGET / 1024) * 1000
  const budget = `${SIZE_BUDGET / 1024} KB`
  const rows = sizes.map((s) => [s.id + (s.info ? ' (info)' : ''), `${s.min} B`, `${s.gzip} B`, kb(s.gzip), `${(s.gzip / 1000).toFixed(1)} kB`,
    s.lib === 'pagekit' ? '' : ratio(pk.gzip, s.gzip)])
  out('Scenario 3 — bundle size: esbuild bundle + minify, ESM, browser, NODE_ENV=production; react, react-dom,')
  out('use-sync-external-store external; dequal and the peers\' own dependencies included; gzip level 9')
  out()
  out(textTable(['entry', 'min', 'min+gzip', 'KB (1024 B)', 'kB (1000 B)', 'pagekit/infinite ÷'], rows))
  out(`CI ceiling: pagekit/infinite ≤ ${budget} min+gzip → ${pk.gzip} B: ≤ ${LIMIT} B (KiB) ${mark(pk.gzip <= LIMIT)} · ≤ ${LIMIT_DECIMAL} B (kB) ${mark(pk.gzip <= LIMIT_DECIMAL)}`)
  out(`target: pagekit/infinite ≤ ${SIZE_TARGET / 1024} KB (${SIZE_TARGET} B) ${mark(pk.gzip <= SIZE_TARGET)}${pk.gzip > SIZE_TARGET ? ` (${pk.gzip - SIZE_TARGET} B over)` : ''}`)
  out(`  pagekit/SWR ${ratio(pk.gzip, sw.gzip)} (SWR incl. its use-sync-external-store: ${ratio(pk.gzip, by('swr + swr/infinite + use-sync-external-store').gzip)}), pagekit/TanStack ${ratio(pk.gzip, tq.gzip)}`)
  out()
  md.push('### Bundle size (min + gzip)', '',
    'esbuild (bundle, minify, ESM, browser, `NODE_ENV=production`), `react`, `react-dom` and `use-sync-external-store` external; `dequal` and the peers\' own dependencies included; gzip level 9. KB = 1024 B. Target: `pagekit/infinite` ≤ ' + `${SIZE_TARGET / 1024} KB (${SIZE_TARGET} B)${pk.gzip > SIZE_TARGET ? `, not met: ${pk.gzip - SIZE_TARGET} B over` : ''}. CI fails it above a ceiling of ${budget} (${LIMIT} B; ${LIMIT_DECIMAL} B if read as kB).`, '',
    mdTable(['Entry', 'min', 'min + gzip', 'pagekit/infinite ÷ entry'], sizes.map((s) => [
      `\`${s.id}\`${s.info ? ' (info)' : ''}${s.id === 'pagekit/infinite' ? ` ${mark(s.gzip <= SIZE_TARGET)}` : ''}`,
      kb(s.min), `${kb(s.gzip)} (${s.gzip} B)`, s.lib === 'pagekit' ? '—' : ratio(pk.gzip, s.gzip)])), '')
  if (ANALYZE) out((await measureSize(SIZE_ENTRIES[0], { analyze: true })).analysis)
}

if (ONLY.includes('production')) {
  // ── Scenario 1 under React's production build: Node + jsdom, then Chromium, each in a process of its own ──
  const harnesses = [
    { name: 'Node + jsdom', script: 'production.mjs', result: 'production.json', args: ['--expose-gc'], cpu: 'process CPU' },
    { name: 'Chromium', script: 'browser.mjs', result: 'browser.json', args: [], cpu: "the main thread's CPU" },
  ]
  const headers = ['', 'pagekit CPU', 'SWR CPU', 'TanStack CPU', 'CPU pagekit / SWR (95 % interval)', 'renders pk / SWR / TQ', 'wall pk / SWR / TQ']
  const rows = []
  let about = ''
  for (const harness of harnesses) {
    const production = runHarness(`the production-build run in ${harness.name} (bench/${harness.script})`, harness.result,
      [...harness.args, join(ROOT, 'bench', harness.script), '--rounds', String(ROUNDS), '--steps', String(STEPS)], { NODE_ENV: 'production' })
    const of = (id, library) => production.figures.find((f) => f.id === id && f.library === library)
    const tq = of('tanstack', 'TanStack Query')
    for (const [id, label] of [['first', 'revalidateFirstPage: true (default)'], ['nofirst', 'revalidateFirstPage: false']]) {
      const pk = of(id, 'pagekit')
      const sw = of(id, 'SWR')
      rows.push([`${label}, ${harness.name}`, ms(pk.cpu), ms(sw.cpu), ms(tq.cpu),
        `${ratio(pk.cpu, sw.cpu)} (${interval(ratioInterval(pk.cpus, sw.cpus))}) ${mark(pk.cpu <= 0.8 * sw.cpu)}`,
        `${pk.renders} / ${sw.renders} / ${tq.renders}`, `${ms(pk.wall)} / ${ms(sw.wall)} / ${ms(tq.wall)}`])
    }
    about += ` ${harness.name}${production.chromium ? ` ${production.chromium}` : ''}: ${harness.cpu}, median of ${production.rounds} interleaved rounds after ${production.warmup} warm-up.`
  }
  out(`Scenario 1 under React's production build (no act(): each step waits for the commit that shows the page).${about}`)
  out()
  out(textTable(headers, rows))
  out('TanStack fetchNextPage() fetches only the new page: compare it with the revalidateFirstPage: false rows.')
  out()
  md.push(`### ${STEPS} × load more under React's production build`, '',
    `The same scenario with React's production build, which is what an app's users run (the two harnesses above need \`act()\`, which only the development build has), in two harnesses of their own: bench/production.mjs (Node and jsdom, \`NODE_ENV=production\`, process CPU) and bench/browser.mjs (Chromium, the libraries bundled and minified for production; the main thread's CPU from Chromium's own counters). Each step waits for the commit that shows the new page.${about} The TanStack column is its only run (\`fetchNextPage()\`).`, '',
    mdTable(headers.map((h, i) => (i ? h : 'Scenario, harness')), rows), '')
}

if (ONLY.includes('rtl')) {
  // ── Second harness: vitest + jsdom + @testing-library/react (bench/rtl), same session ───────
  const rtl = runHarness('the second harness (npm run bench:rtl)', 'rtl.json',
    [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '-c', 'bench/rtl/vitest.config.ts', '--silent'],
    { BENCH_STEPS: String(STEPS), BENCH_ROUNDS: String(Math.max(3, ROUNDS)) })
  const of = (id, library) => rtl.figures.find((f) => f.id === id && f.library === library)
  const rows = rtl.figures.map((f) => [`${f.label} · ${f.library}`, ms(f.cpu), f.renders, (f.renders / rtl.steps).toFixed(2), f.fetches,
    f.library === 'pagekit' ? ratio(f.cpu, of(f.id, 'SWR').cpu) : ''])
  out(`Second harness — vitest + jsdom + @testing-library/react (bench/rtl): ${rtl.steps} × load more, median of ${rtl.rounds} interleaved rounds after ${rtl.warmup} warm-up`)
  out()
  out(textTable(['', 'CPU (median)', 'renders', 'per page', 'fetches', 'CPU pk/SWR'], rows))
  const agree = []
  for (const [id, label] of [['default', 'revalidateFirstPage: true (default)'], ['nofirst', 'revalidateFirstPage: false']]) {
    const pk = of(id, 'pagekit')
    const sw = of(id, 'SWR')
    const first = harness1.find((h) => h.label === label)
    const rtlRatio = pk.cpu / sw.cpu
    const rtlInterval = interval(rtl.ratios.find((r) => r.id === id).cpuInterval)
    agree.push([label, first ? `${first.cpuRatio.toFixed(2)}× (${first.cpuInterval})` : 'n/a', `${rtlRatio.toFixed(2)}× (${rtlInterval})`,
      first ? `${first.renders} / ${first.swrRenders}` : 'n/a', `${pk.renders} / ${sw.renders}`,
      mark(rtlRatio <= 0.8 && (!first || first.cpuRatio <= 0.8) && pk.renders <= rtl.steps + 1)])
  }
  out()
  out('both harnesses, this session (CPU pagekit/SWR with its 95 % bootstrap interval; renders pagekit / SWR):')
  out(textTable(['', 'CPU ratio, harness 1', 'CPU ratio, harness 2', 'renders, harness 1', 'renders, harness 2', '≤ 0.80× and ≤ 1/page + 1'], agree))
  out()
  md.push(`### Second harness: vitest + jsdom + @testing-library/react`, '',
    `\`npm run bench:rtl\` (bench/rtl): the same ${rtl.steps} × load more written again with @testing-library/react's \`render\`/\`act\` in vitest's jsdom, pagekit as its package build (dist/, loaded by Node like SWR and TanStack Query); median of ${rtl.rounds} interleaved rounds after ${rtl.warmup} warm-up.`, '',
    mdTable(['Scenario · library', 'CPU', 'renders', 'renders / page', 'fetches', 'CPU pagekit / SWR'], rows), '',
    mdTable(['Scenario', 'CPU pagekit / SWR (harness 1)', 'CPU pagekit / SWR (harness 2)', 'renders pk / SWR (harness 1)', 'renders pk / SWR (harness 2)', 'targets'], agree), '')
}

out('── Markdown (also in bench/RESULTS.md) ──')
const load = os.loadavg().map((x) => x.toFixed(1)).join(' / ')
const header = `## Benchmarks\n\n\`npm run bench\` — pagekit vs swr ${pkgVersion('swr')} vs @tanstack/react-query ${pkgVersion('@tanstack/react-query')}, node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average at the end ${load}.\n`
const text = [header, ...md].join('\n')
out(text)
if (PARTS.every((part) => ONLY.includes(part))) writeFileSync(join(ROOT, 'bench', 'RESULTS.md'), text)
out(`(done in ${((performance.now() - started) / 1000).toFixed(1)} s${actWarnings ? `; ${actWarnings} React act() warnings suppressed` : ''})`)
process.exit(0)

function pkgVersion(name) {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version
  } catch {
    return '?'
  }
}

/**
 * Runs a harness in a process of its own (`args` after node, `env` added to this one's) and returns
 * the figures it wrote to node_modules/.cache/pagekit-bench/`resultName`. The file is removed
 * first: a run that failed leaves no earlier figures to be read as its own.
 */
function runHarness(label, resultName, args, env) {
  const resultFile = join(ROOT, 'node_modules', '.cache', 'pagekit-bench', resultName)
  rmSync(resultFile, { force: true })
  const child = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } })
  if (child.status !== 0) throw new Error(`bench: ${label} failed`)
  return JSON.parse(readFileSync(resultFile, 'utf8'))
}
