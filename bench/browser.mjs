#!/usr/bin/env node
// Scenario 1 under React's production build in Chromium, the second harness for that build
// (bench/production.mjs is the first): a real DOM instead of jsdom, and the libraries bundled and
// minified for production as an app ships them (bench/browser/page.mjs). CPU is the main
// thread's, from Chromium's own counters (DevTools' Performance.getMetrics in thread time:
// TaskDuration over the steps), with a garbage collection before each measured run.
// Writes its figures to node_modules/.cache/pagekit-bench/browser.json.
//   node bench/browser.mjs [--rounds N] [--steps N]
import { build } from 'esbuild'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { launchChromium } from '../test/browsers/chromium.mjs'
import { OUT_DIR, ROOT } from './build.mjs'
import { COMMIT_RUN_CASES } from './commit-run.mjs'
import { roundOrder } from './order.mjs'
import { runArguments, writeFigures } from './commit-cli.mjs'

const { rounds: ROUNDS, steps: STEPS, warmup: WARMUP } = runArguments()

mkdirSync(OUT_DIR, { recursive: true })
await build({
  absWorkingDir: ROOT,
  entryPoints: [join(ROOT, 'bench', 'browser', 'page.mjs')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: join(OUT_DIR, 'browser-page.js'),
  logLevel: 'error',
})
const html = join(OUT_DIR, 'browser-page.html')
writeFileSync(html, '<!doctype html><html lang="en"><head><title>bench</title></head><body><script src="browser-page.js"></script></body></html>')

const browser = await launchChromium(['--js-flags=--expose-gc'])
try {
  const page = await browser.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  await page.goto(pathToFileURL(html).href)
  const devtools = await page.context().newCDPSession(page)
  // Durations in the main thread's CPU time, not in wall time.
  await devtools.send('Performance.enable', { timeDomain: 'threadTicks' })
  const busySeconds = async () => {
    const { metrics } = await devtools.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'TaskDuration').value
  }

  const runs = COMMIT_RUN_CASES.map(() => [])
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const i of roundOrder(COMMIT_RUN_CASES.length, round)) {
      await page.evaluate((caseIndex) => window.bench.mount(caseIndex), i)
      await page.evaluate(() => window.gc())
      const busy0 = await busySeconds()
      const result = await page.evaluate((steps) => window.bench.loadMore(steps), STEPS)
      const cpu = (await busySeconds() - busy0) * 1000
      await page.evaluate(() => window.bench.unmount())
      if (result.pages !== STEPS + 1) throw new Error(`bench: ${COMMIT_RUN_CASES[i].library} ended with ${result.pages} pages`)
      if (round >= WARMUP) runs[i].push({ ...result, cpu })
    }
  }
  const version = await page.evaluate(() => navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown')
  writeFigures('browser.json', { steps: STEPS, rounds: ROUNDS, warmup: WARMUP, chromium: version }, runs)
} finally {
  await browser.close()
}
