// Docs-mode test: every docs page of the built Storybook, opened in Chromium the way a reader
// sees it (all stories of the page rendered together), must show each demo in the state its
// story declares, with no console error, page error, HTTP 404, MSW warning or React warning.
// One test per docs page. Expectations live next to the stories (`parameters.docsCheck`).
import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright'
import { buildStorybook, readIndex, serve, type IndexEntry } from './storybook'
import { inspectFrame, type StoryReport } from './inspect'
import { compileSnippets, type Snippet } from './compile-snippets'
import { controlTests } from './controls'
import { introTests } from './intros'
import { narrowPagerTests } from './narrowPager'
import { realInputTests, standaloneRealInputTests } from './realInput'
import { outlineProblems } from './outline'
import { propsTableTests } from './propsTables'
import { scrollingTests } from './scrolling'
import { startupTests } from './startup'
import { axeProblems } from './axe'
import { comparesRequests, settle, SETTLE_TIMEOUT_MS } from './settle'
import { ownFramePlayTests, ownFrameProblems, recordRenderPhases } from './plays'
import { launchChromium } from '../browsers/chromium.mjs'

// DOCS_BASE_URL=http://localhost:6006/ checks a running Storybook (e.g. `npm run storybook`)
// instead of building and serving a static one.
const running = process.env.DOCS_BASE_URL
const { dir, buildMs } = running ? { dir: '', buildMs: 0 } : buildStorybook()
const entries: IndexEntry[] = running
  ? Object.values(((await (await fetch(new URL('index.json', running))).json()) as { entries: Record<string, IndexEntry> }).entries)
  : readIndex(dir)
const docsPages = entries.filter((e) => e.type === 'docs')

let baseUrl = ''
let closeServer: () => Promise<void> = async () => {}
let browser: Browser
let context: BrowserContext
const timings: string[] = []
/** Every story's "Show code", as a reader would copy it from the docs pages. */
const shownCode: Snippet[] = []

beforeAll(async () => {
  if (running) {
    baseUrl = new URL('/', running).href
  } else {
    const { url, server } = await serve(dir)
    baseUrl = url
    closeServer = () => server.close()
  }
  browser = await launchChromium()
  // One context for every page: the mock service worker is registered once.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // Every frame records its stories' render phases (test/docs/plays.ts).
  await context.addInitScript(recordRenderPhases)
})

afterAll(async () => {
  await browser?.close()
  await closeServer()
  // DOCS_SHOW_CODE_OUT=file.json writes every story's "Show code" out, for reading them in one place.
  if (process.env.DOCS_SHOW_CODE_OUT) writeFileSync(process.env.DOCS_SHOW_CODE_OUT, JSON.stringify(shownCode, null, 1))
  console.log(`docs-mode: storybook build ${(buildMs / 1000).toFixed(1)} s; ${timings.join('; ')}`)
})

/** The stories a docs page must render: for an autodocs page, every story of its file. */
function expectedStories(page: IndexEntry): string[] {
  if (!page.tags?.includes('autodocs')) return []
  return entries
    .filter((e) => e.type === 'story' && e.importPath === page.importPath && e.tags?.includes('autodocs'))
    .map((e) => e.id)
}

const scopeOf = (url: string) => /\/__mock\/([^/?#]+)\//.exec(url)?.[1] ?? null

/** `promise`, or `fallback` if it takes longer than `ms` (a frame that has not loaded yet never answers). */
const within = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))])

async function inspectAll(page: Page): Promise<StoryReport[]> {
  const reports: StoryReport[] = []
  for (const frame of page.frames()) {
    // A frame that navigates or detaches while we look: the next poll sees it again.
    reports.push(...await within(frame.evaluate(inspectFrame).catch(() => []), 2000, []))
  }
  return reports
}

/**
 * Story iframes (`docs.story.inline: false`) load only when they come near the viewport: scroll
 * each one into view, as a reader would, and wait for it to render.
 */
async function loadStoryFrames(page: Page) {
  const count = await page.locator('iframe').count()
  for (let i = 0; i < count; i++) {
    const iframe = page.locator('iframe').nth(i)
    await iframe.scrollIntoViewIfNeeded()
    const frame = await iframe.elementHandle().then((el) => el?.contentFrame())
    await frame?.waitForSelector('#storybook-root > *', { timeout: 20_000 }).catch(() => undefined)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Opens every "Show code" panel of the page and returns each story's code (a story once). */
async function showCodeOf(page: Page): Promise<Snippet[]> {
  // One toggle at a time, each until it shows as on: the next "first toggle still off" could
  // otherwise be the one just clicked, before it re-rendered, and a second click would close it.
  const toggles = page.locator('button.docblock-code-toggle')
  for (let i = 0, n = await toggles.count(); i < n; i++) {
    const toggle = toggles.nth(i)
    if ((await toggle.getAttribute('aria-checked')) !== 'false') continue
    await toggle.click()
    await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'true', await toggle.elementHandle(), { timeout: 10_000 })
  }
  // The pointer leaves the last toggle it clicked: a reader's page is judged at rest, not hovered.
  await page.mouse.move(0, 0)
  // The panels render after the click (later still on a dev server).
  await page.waitForFunction(() => [...document.querySelectorAll('button.docblock-code-toggle')]
    .every((toggle) => document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.innerText.trim()), null, { timeout: 10_000 })
    .catch(() => undefined)
  return page.evaluate(() => {
    const byStory = new Map<string, string>()
    for (const toggle of document.querySelectorAll('button.docblock-code-toggle')) {
      const story = toggle.closest('.sb-anchor')?.id.replace(/^anchor--(primary--)?/, '')
      const code = document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.innerText.trim()
      if (story && code && !byStory.has(story)) byStory.set(story, code)
    }
    return [...byStory].map(([name, code]) => ({ name, code }))
  })
}

async function checkDocsPage(entry: IndexEntry): Promise<string[]> {
  const problems: string[] = []
  const messages: Promise<{ type: string; text: string; url: string }>[] = []
  const page = await context.newPage()
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return
    // React logs with format strings ("%s cannot be a descendant of <%s>"): read the arguments too.
    const args = Promise.all(msg.args().map((arg) => within(arg.evaluate((v) => String(v)).catch(() => ''), 1000, '')))
    messages.push(args.then((values) => ({ type: msg.type(), text: [msg.text(), ...values.slice(1)].join(' '), url: msg.location().url })))
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  const responses: { status: number; url: string }[] = []
  page.on('response', (res) => {
    if (res.status() >= 400) responses.push({ status: res.status(), url: res.url() })
  })
  const failedRequests: string[] = []
  page.on('requestfailed', (req) => failedRequests.push(req.url()))
  // Requests under each story's mock path, as the browser sent them: each story's own log must
  // show exactly these.
  const sentByScope = new Map<string, number>()
  page.on('request', (req) => {
    const scope = scopeOf(req.url())
    if (scope) sentByScope.set(scope, (sentByScope.get(scope) ?? 0) + 1)
  })

  const started = Date.now()
  try {
    await page.goto(`${baseUrl}iframe.html?viewMode=docs&id=${entry.id}`)
    await page.waitForFunction(() => (document.querySelector('#storybook-docs')?.childElementCount ?? 0) > 0, null, { timeout: 20_000 })
    await loadStoryFrames(page)
    const { reports, sent, settled, growing } = await settle(
      { inspect: () => inspectAll(page), sent: () => sentByScope },
      { now: Date.now, wait: (ms) => page.waitForTimeout(ms) },
    )
    // A frame counts as clipped only if it stays clipped: a docs block follows its content's
    // height at the next frame. The page is in front, as a reader's is (a page behind another
    // gets about two frames a second).
    for (let i = 0; i < 6 && reports.some((r) => r.clipped); i++) {
      await page.bringToFront()
      await page.waitForTimeout(300)
      const again = await inspectAll(page)
      for (const r of reports) {
        if (!again.some((a) => a.id === r.id && a.where === r.where && a.clipped)) r.clipped = null
      }
    }
    timings.push(`${entry.id} ${((Date.now() - started) / 1000).toFixed(1)} s`)
    // loadStoryFrames left the page at its top; a story in its own frame plays nothing there.
    problems.push(...await ownFrameProblems(page, 0))
    if (!settled) {
      const busy = [...reports.filter((r) => r.pending > 0).map((r) => `${r.id} (${r.pending} pending)`), ...growing]
      problems.push(`the page did not settle within ${SETTLE_TIMEOUT_MS / 1000} s${busy.length ? `: ${busy.join(', ')}` : ''}`)
    }

    const rendered = new Set(reports.map((r) => r.id))
    for (const id of expectedStories(entry)) {
      if (!rendered.has(id)) problems.push(`${id}: not rendered on the page`)
    }
    const errorScopes = new Set(reports.filter((r) => r.check.expectsError && r.scope).map((r) => r.scope))
    const scopeOwner = new Map(reports.filter((r) => r.scope).map((r) => [r.scope, r.id]))

    const seenScopes = new Set<string>()
    for (const r of reports) {
      const name = `${r.id} (${r.where})`
      if (r.scope && seenScopes.has(r.scope)) problems.push(`${name}: shares its mock API (${r.scope}) with another story`)
      if (r.scope) seenScopes.add(r.scope)
      // Skipped for a story that polls (its counts move) or keeps a request pending (Chromium
      // reports a request a service worker has not answered yet only later). Both counts are of
      // the same moment: a story frame's play function may send its next request right after.
      if (comparesRequests(r) && (sent.get(r.scope) ?? 0) !== r.requests) {
        problems.push(`${name}: its request log shows ${r.requests} request(s), the browser sent ${sent.get(r.scope) ?? 0} for it`)
      }
      if (r.broken) problems.push(`${name}: ${r.broken}`)
      if (r.clipped) problems.push(`${name}: clipped: ${r.clipped}`)
      if (!r.check.expectsError && r.errorShown) problems.push(`${name}: shows an error state: "${r.errorShown}"`)
      if (!r.check.expectsError && r.failed > 0) problems.push(`${name}: ${r.failed} failed request(s)`)
      if (r.check.expectsEmpty && r.items > 0) problems.push(`${name}: an empty story shows ${r.items} item(s)`)
      if (r.missing.length) problems.push(`${name}: does not show ${r.missing.map((t) => `"${t}"`).join(', ')}`)
      if (r.pending > 0 && !r.check.pending && !r.check.polls) problems.push(`${name}: ${r.pending} request(s) still pending`)
    }

    for (const res of responses) {
      const scope = scopeOf(res.url)
      const intended = res.status >= 500 && scope !== null && errorScopes.has(scope)
      if (!intended) problems.push(`HTTP ${res.status} ${res.url}${scope ? ` (story ${scopeOwner.get(scope) ?? 'unknown'})` : ''}`)
    }
    for (const url of failedRequests) {
      const scope = scopeOf(url)
      if (!(scope !== null && errorScopes.has(scope))) problems.push(`request failed: ${url}`)
    }
    // Console errors and warnings a story declares (e.g. React reporting the error its error
    // boundary caught, a dev warning the story is about).
    const declared = reports.flatMap((r) => r.check.consoleErrors ?? [])
    const declaredWarnings = reports.flatMap((r) => r.check.consoleWarnings ?? [])
    for (const m of await Promise.all(messages)) {
      const scope = scopeOf(m.url)
      const intendedFailure = m.type === 'error' && /^Failed to load resource: the server responded with a status of 5\d\d/.test(m.text)
        && scope !== null && errorScopes.has(scope)
      const allowed = (m.type === 'error' && declared.some((text) => m.text.includes(text))) ||
        (m.type === 'warning' && declaredWarnings.some((text) => m.text.includes(text)))
      if (!intendedFailure && !allowed) {
        problems.push(`console ${m.type}: ${m.text.split('\n').slice(0, 3).join(' ').slice(0, 400)}${m.url ? ` (at ${m.url})` : ''}`)
      }
    }
    shownCode.push(...await showCodeOf(page))
    problems.push(...await outlineProblems(page))
    // axe over the whole page, its "Show code" blocks open (test/docs/axe.ts).
    problems.push(...await axeProblems(page))
  } finally {
    await page.close()
  }
  return [...new Set(problems)]
}

describe('docs pages', () => {
  for (const entry of docsPages) {
    test.concurrent(`docs page ${entry.title} (${entry.id})`, async () => {
      expect(await checkDocsPage(entry)).toEqual([])
    }, 90_000)
  }
})

// A story with a frame of its own plays in the Storybook UI's canvas and on its own page (test/docs/plays.ts).
ownFramePlayTests(() => ({ context, baseUrl }))
// The manager and the preview's pages, each in a browser of its own (test/docs/startup.ts).
startupTests(() => ({ baseUrl }))
// The controls of the docs pages' primary stories (test/docs/controls.ts).
controlTests(() => ({ context, baseUrl }))
// A component page's introduction names the pages under it (test/docs/intros.ts).
introTests(() => ({ context, baseUrl }), docsPages)
// The pages under a component give each prop the control the component's page gives it (test/docs/propsTables.ts).
propsTableTests(() => ({ context, baseUrl }), docsPages)
// Reading a docs page: the InfiniteList pages hold the demos that load on scroll (test/docs/scrolling.ts).
scrollingTests(() => ({ context, baseUrl }), docsPages.map((e) => e.id).filter((id) => id.startsWith('components-infinitelist')))
// The styled Pager on a phone and on a wide screen (test/docs/narrowPager.ts).
narrowPagerTests(() => ({ browser, baseUrl }))
// Load more with a real mouse and a real keyboard, in a list and standalone (test/docs/realInput.ts).
realInputTests(() => ({ browser, baseUrl }))
standaloneRealInputTests(() => ({ browser, baseUrl }))

// On a phone-sized page every demo stays inside its story's frame (the request log, the widest
// part, scrolls on its own): a row of controls that does not wrap, or a table wider than the
// frame, would push the demo out of its box and under the docs block's edge. Nor does the page
// scroll sideways: a wide props or Markdown table scrolls in its own box.
describe('docs pages at 390 px', () => {
  for (const entry of docsPages) {
    test.concurrent(`${entry.id}: the demos fit their frames and the page does not scroll sideways`, async () => {
      const narrow = await browser.newContext({ viewport: { width: 390, height: 844 } })
      try {
        const page = await narrow.newPage()
        await page.goto(`${baseUrl}iframe.html?viewMode=docs&id=${entry.id}`)
        // An MDX page has no story frames.
        await page.waitForSelector(entry.tags?.includes('autodocs') ? '[data-docs-story]' : '.sbdocs-content', { timeout: 20_000 })
        // Widths follow the data: give the first requests time to answer.
        await page.waitForTimeout(1500)
        await page.waitForFunction(() => [...document.querySelectorAll('[data-docs-story]')]
          .every((frame) => (frame.getAttribute('data-pending') ?? '0') === '0'), null, { timeout: 10_000 }).catch(() => undefined)
        const overflowing = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-docs-story]')]
          .filter((frame) => frame.scrollWidth > frame.clientWidth + 1)
          .map((frame) => `${frame.dataset.docsStory}: ${frame.scrollWidth}px wide in ${frame.clientWidth}px`))
        expect(overflowing).toEqual([])
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(pageWidth, 'the page\'s width at a 390 px viewport').toBeLessThanOrEqual(390)
      } finally {
        await narrow.close()
      }
    }, 60_000)
  }
})

// A reader meets a component's page as Default, then Playground (its controls), then the features.
test('a docs page with a Default and a Playground story shows them first, in that order', () => {
  const pages = new Map<string, string[]>()
  for (const e of entries) {
    if (e.type === 'story' && e.tags?.includes('autodocs')) pages.set(e.title, [...(pages.get(e.title) ?? []), e.name])
  }
  const misordered = [...pages].filter(([, names]) => names.includes('Default') && names.includes('Playground'))
    .filter(([, names]) => names[0] !== 'Default' || names[1] !== 'Playground')
    .map(([title, names]) => `${title}: ${names.slice(0, 3).join(', ')}`)
  expect(misordered).toEqual([])
})

// Story plumbing a reader cannot paste: the mock API, play functions, story objects.
const PLUMBING = /useMockApi|mockApi|api\.fetchJson|canvasElement|play:|__mock|args\b|function [a-zA-Z]{1,3}\(\)\{\}/

test('every story\'s "Show code" is app code that compiles against the package', () => {
  // The stories on a docs page (a story tagged '!autodocs' loses the 'autodocs' tag: a test only).
  const stories = entries.filter((e) => e.type === 'story' && e.tags?.includes('autodocs'))
  expect(shownCode.map((s) => s.name).sort()).toEqual(stories.map((s) => s.id).sort())
  expect(shownCode.filter((s) => PLUMBING.test(s.code)).map((s) => `${s.name}: ${PLUMBING.exec(s.code)?.[0]}`)).toEqual([])
  expect(compileSnippets(shownCode)).toEqual([])
}, 120_000)
