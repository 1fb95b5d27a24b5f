// The Node side the two production-build harnesses share (bench/production.mjs, bench/browser.mjs):
// their arguments, and the figures they write for npm run bench to read.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { OUT_DIR } from './build.mjs'
import { COMMIT_RUN_CASES } from './commit-run.mjs'
import { median } from './stats.mjs'

/** `--rounds N` (default 31) and `--steps N` (default 200); one warm-up round. */
export function runArguments(argv = process.argv.slice(2)) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? Number(argv[i + 1]) : fallback
  }
  return { rounds: arg('rounds', 31), steps: arg('steps', 200), warmup: 1 }
}

/**
 * Writes each case's medians (and its CPU per round, for the ratio's interval) to
 * node_modules/.cache/pagekit-bench/`file`, with `about` (the run's settings), and prints them.
 * `runs[i]`: case i's measured rounds.
 */
export function writeFigures(file, about, runs) {
  const figures = COMMIT_RUN_CASES.map(({ id, library }, i) => ({
    id, library,
    cpu: median(runs[i].map((r) => r.cpu)), cpus: runs[i].map((r) => r.cpu), wall: median(runs[i].map((r) => r.wall)),
    renders: median(runs[i].map((r) => r.renders)), fetches: median(runs[i].map((r) => r.fetches)),
  }))
  mkdirSync(OUT_DIR, { recursive: true })
  writeFileSync(join(OUT_DIR, file), JSON.stringify({ ...about, figures }, null, 1))
  for (const f of figures) console.log(`${f.library} ${f.id}: CPU ${f.cpu.toFixed(1)} ms, wall ${f.wall.toFixed(1)} ms, renders ${f.renders}, fetches ${f.fetches}`)
}
