// Plays every story of the built Storybook in a browser that vitest's browser mode cannot drive
// here (WebKit, Firefox). This module is the part every browser shares: a development build of
// Storybook, a static server, the stories the vitest storybook project tests, and one line per
// story; a driver (webkit.mjs, …) only opens a URL and evaluates a script in the page.
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = path.resolve(import.meta.dirname, '../..')

// The tags the vitest storybook project honours: vitest.config.ts gives storybookTest() none of
// its own, so these are the plugin's defaults.
export const TAGS = { include: ['test'], exclude: [], skip: [] }

const STORY_TIMEOUT_MS = Number(process.env.STORY_TIMEOUT_MS ?? 90_000)
// A whole run takes 10 to 15 minutes on two shared cores; past this, the stories left fail.
const RUN_TIMEOUT_MS = Number(process.env.RUN_TIMEOUT_MS ?? 40 * 60_000)

/**
 * A development build (React's and pagekit's dev-only warnings are on, as in the vitest run):
 * `storybook build` builds for production unless NODE_ENV says otherwise.
 * `STORYBOOK_STATIC_DIR` reuses an existing build. Otherwise each run builds into a temporary
 * folder of its own, removed when the process exits: two runs at once (WebKit and Firefox, or two
 * checkouts whose node_modules are hard links of one another) never clear each other's build.
 */
export function buildStorybook() {
  if (process.env.STORYBOOK_STATIC_DIR) return path.resolve(process.env.STORYBOOK_STATIC_DIR)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagekit-storybook-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  execFileSync(process.execPath, [path.join(root, 'node_modules/.bin/storybook'), 'build', '--quiet', '-o', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', STORYBOOK_DISABLE_TELEMETRY: '1' },
    timeout: RUN_TIMEOUT_MS,
  })
  return dir
}

/** The stories to play, in index order; `filters`: substrings of story ids, any of which picks a story (none: all). */
export function storiesToPlay(dir, filters = []) {
  const { entries } = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'))
  return Object.values(entries)
    .filter((e) => e.type === 'story' && (!filters.length || filters.some((f) => e.id.includes(f))))
    .filter((e) => TAGS.include.some((t) => e.tags?.includes(t)) && !TAGS.exclude.some((t) => e.tags?.includes(t)))
    .map((e) => ({ id: e.id, skip: TAGS.skip.some((t) => e.tags?.includes(t)) }))
}

/**
 * Runs in the page before Storybook: records from the preview's channel how the story ended, in
 * `window.__storyOutcome` (read by OUTCOME_SCRIPT).
 */
function recordOutcome() {
  const outcome = { done: false, errors: [], reports: [] }
  let channel
  Object.defineProperty(globalThis, '__storyOutcome', { value: outcome })
  // A matcher's message says what it expected and got on the lines after the first.
  const fail = (message) => outcome.errors.push(String(message ?? '').split('\n').filter((l) => l.trim()).slice(0, 4).join(' | ').slice(0, 500))
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next
      next?.on?.('playFunctionThrewException', (e) => fail(e?.message))
      next?.on?.('storyThrewException', (e) => fail(e?.message))
      next?.on?.('unhandledErrorsWhilePlaying', (errors) => errors.forEach((e) => fail(`unhandled: ${e?.message}`)))
      next?.on?.('storyErrored', (e) => { fail(`${e?.title}: ${e?.description}`); outcome.done = true })
      next?.on?.('storyMissing', (id) => { fail(`story missing: ${id}`); outcome.done = true })
      // Once the play function, the afterEach checks (accessibility) and their reports are done.
      next?.on?.('storyFinished', (e) => {
        for (const r of e?.reporters ?? []) {
          if (r.status === 'failed') outcome.reports.push(`${r.type}: ${(r.result?.violations ?? []).map((v) => v.id).join(', ') || 'failed'}`)
        }
        outcome.status = e?.status
        outcome.done = true
      })
    },
  })
}

/** A script for the driver to evaluate in the page: null until the story ended, then its outcome. */
export const OUTCOME_SCRIPT = `const o = window.__storyOutcome;
return o && o.done ? { ok: o.status === 'success' && !o.errors.length, problems: [...o.errors, ...o.reports] } : null`

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' }

/** Serves `dir` on 127.0.0.1 (the mock API's service worker needs a real origin), the recorder in iframe.html. */
export async function serve(dir) {
  const recorder = `<script>(${recordOutcome.toString()})()</script>`
  const server = http.createServer(async (req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'))
    if (path.relative(dir, file).startsWith('..')) return res.writeHead(403).end()
    try {
      let body = await readFile(file)
      if (path.basename(file) === 'iframe.html') body = body.toString().replace('<head>', `<head>${recorder}`)
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }
}

/**
 * `work` (a promise, or a plain value: a driver that never started stops at once), or a rejection
 * once `ms` have passed (the late promise's own rejection is dropped).
 */
export function within(work, ms, what) {
  let timer
  const late = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`)), Math.max(ms, 0))
  })
  const promise = Promise.resolve(work)
  promise.catch(() => undefined)
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** Opens one story and waits for its outcome; fails (throws) once `deadline` has passed. */
async function playStory(driver, url, deadline, timeoutMs) {
  const left = () => deadline - Date.now()
  await within(driver.open(url), left(), 'opening the story')
  // A read the driver could not answer (WebKitWebDriver once said "Could not parse script result"
  // while a story was starting) is asked again; it fails the story only if no read answers in time.
  let readError
  for (;;) {
    if (left() <= 0) throw readError ?? new Error(`no outcome within ${timeoutMs / 1000} s`)
    try {
      const outcome = await within(driver.evaluate(OUTCOME_SCRIPT), left(), 'reading the outcome')
      if (outcome) return outcome
      // The driver answers again: a story still running at its deadline fails as a timeout.
      readError = undefined
    } catch (error) {
      // A browser that died answers no read again: no point waiting for the deadline.
      if (error.browserGone) throw error
      readError = error
    }
    await sleep(200)
  }
}

/**
 * Plays one story, and plays it once more in a fresh browser when the browser itself died under
 * it (`error.browserGone`, set by the driver: WebKitGTK's web process has crashed mid-story on a
 * loaded machine, a story that passed alone and in the next run). A failed check, a story with
 * no outcome by its deadline or a browser that dies twice is never played again: it fails.
 * `log` (the run's console) says when a story is played again, and why.
 */
export async function playStoryWithReplay(driver, url, id, { timeoutMs = STORY_TIMEOUT_MS, log = console.log } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return { outcome: await playStory(driver, url, Date.now() + timeoutMs, timeoutMs), replayed: attempt > 1 }
    } catch (error) {
      // The browser may be stuck or gone: the next story (or this one again) gets a fresh one.
      await within(driver.restart(), 60_000, `restarting ${driver.name}`)
      const outcome = { ok: false, problems: [`${driver.name}: ${error.message}`] }
      if (!error.browserGone || attempt === 2) return { outcome, replayed: attempt > 1 }
      log(`↻ ${id}: ${outcome.problems[0]}; playing it again in a fresh browser`)
    }
  }
}

/** Ends the browser and its helpers however the run ends: an error, Ctrl-C, a kill. */
function stopOnExit(driver) {
  const kill = () => driver.kill?.()
  const interrupt = (signal) => {
    console.log(`\n${signal}: stopping ${driver.name}`)
    kill()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('exit', kill)
  process.once('SIGINT', interrupt)
  process.once('SIGTERM', interrupt)
  process.once('SIGHUP', interrupt)
}

/** The last line, and the same counts as JSON in `BROWSER_REPORT` (a file) for CI to add up. */
function report(counts, extra) {
  console.log(extra)
  console.log(`${counts.passed} passed, ${counts.failed} failed`)
  if (process.env.BROWSER_REPORT) writeFileSync(process.env.BROWSER_REPORT, JSON.stringify(counts))
  process.exitCode = counts.failed ? 1 : 0
}

/**
 * Plays each story in `driver`: `{ name, missing(), start(), open(url), evaluate(script),
 * restart(), stop(), kill() }` (`missing()`: the tools it lacks; `kill()`: synchronous, at exit).
 * A story fails when it has no outcome within STORY_TIMEOUT_MS; the stories still unplayed when
 * RUN_TIMEOUT_MS has passed fail together. Ends with `N passed, N failed`; exit code 1 if any failed.
 */
export async function playStories(driver, filters = process.argv.slice(2)) {
  const started = Date.now()
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [], replayed: [] }
  const missing = driver.missing?.() ?? []
  if (missing.length) {
    for (const tool of missing) console.log(`${driver.name}: missing ${tool}`)
    return report({ ...counts, failed: 1, failures: missing }, `${driver.name}: not run`)
  }
  stopOnExit(driver)
  let server
  try {
    const dir = buildStorybook()
    const stories = storiesToPlay(dir, filters)
    const matching = filters.length ? ` matching ${filters.map((f) => `"${f}"`).join(' or ')}` : ''
    // A filter with a typo must not pass as a run of nothing.
    if (!stories.length) throw new Error(`no story to play${matching}`)
    server = await serve(dir)
    await driver.start()
    console.log(`${driver.name}: ${stories.length} stories${matching}`)
    for (const [i, { id, skip }] of stories.entries()) {
      if (skip) {
        counts.skipped++
        console.log(`- ${id} (skipped)`)
        continue
      }
      if (Date.now() - started > RUN_TIMEOUT_MS) {
        const rest = stories.slice(i).filter((s) => !s.skip).map((s) => s.id)
        console.log(`✗ run time limit (${RUN_TIMEOUT_MS / 1000} s) reached: ${rest.length} stories not played`)
        counts.failed += rest.length
        counts.failures.push(...rest)
        break
      }
      const t0 = Date.now()
      const { outcome, replayed } = await playStoryWithReplay(driver, `${server.url}iframe.html?id=${id}&viewMode=story`, id)
      if (replayed) counts.replayed.push(id)
      counts[outcome.ok ? 'passed' : 'failed']++
      if (!outcome.ok) counts.failures.push(outcome.problems.length ? `${id}: ${outcome.problems[0]}` : id)
      const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`
      console.log(`${outcome.ok ? '✓' : '✗'} ${id} (${took})${outcome.problems.length ? `\n    ${outcome.problems.join('\n    ')}` : ''}`)
    }
  } catch (error) {
    console.log(`✗ ${driver.name}: ${error.message}`)
    counts.failed++
    counts.failures.push(`${driver.name}: ${error.message}`)
  } finally {
    await within(driver.stop(), 10_000, `stopping ${driver.name}`).catch(() => undefined)
    driver.kill?.()
    server?.close()
  }
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : ''
  const replayed = counts.replayed.length ? `, ${counts.replayed.length} played again after the browser died (${counts.replayed.join(', ')})` : ''
  report(counts, `${driver.name}: ${Math.round((Date.now() - started) / 1000)} s${skipped}${replayed}`)
}
