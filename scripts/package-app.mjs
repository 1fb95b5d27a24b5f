// The packed package used by an app (called by check-package.mjs with its consumer project, where
// the tarball is unpacked as node_modules/pagekit and scripts/package-app/ copied as app/, whose
// source check-package.mjs also compiles with its other TypeScript programs):
//  - Vite bundles scripts/package-app/ (styled-components, pagekit, pagekit/headless,
//    pagekit/infinite) from the consumer, once on React 19 and once on React 18, and the bundle
//    must hold the tarball's dist/ files (not this repo's src/ or dist/) and one copy of React
//    (the one it was built for) and of styled-components;
//  - Chromium renders it against a real JSON endpoint: <InfiniteList> loads on scroll to its end
//    with one request per page, <LoadMoreButton> loads on click, useInfiniteList renders through
//    its prop getters, and no page error or console.error comes up;
//  - an app without styled-components (headless-only.tsx), taking all it uses from pagekit/headless,
//    bundles with styled-components unresolvable and renders in Chromium;
//  - Node server-renders <InfiniteList> with its first page from `fallback`, from the ESM build
//    (import()) and the CommonJS build (require()).
// Returns one [ok, label, ms] row per check, as check-package.mjs prints them.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { CHROMIUM, launchChromium } from '../test/browsers/chromium.mjs'

/* global document, requestAnimationFrame -- in the functions run in the page */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const TIMEOUT = 10_000
const USERS = Array.from({ length: 35 }, (_, i) => ({ id: i + 1, name: `User ${i + 1}`, email: `user${i + 1}@example.com` }))
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Runs `check` and records one row: ✓, or ✗ with what went wrong. */
async function record(rows, label, check) {
  const started = Date.now()
  try {
    await check()
    rows.push([true, label, Date.now() - started])
  } catch (err) {
    rows.push([false, label, Date.now() - started])
    console.error(`\n✗ ${label}\n${err?.stack ?? err}`)
  }
}

/** Serves the bundle and GET /users?page=N&limit=10 (35 users by index), logging each page asked for. */
async function serve(dir) {
  const requests = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost')
    if (url.pathname === '/users') {
      const page = Number(url.searchParams.get('page'))
      const limit = Number(url.searchParams.get('limit'))
      requests.push(page)
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify(USERS.slice(page * limit, (page + 1) * limit)))
    }
    const file = path.join(dir, path.normalize(url.pathname === '/' ? '/index.html' : url.pathname))
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file)) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(res)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}/`, requests, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** Waits in the page until `selector` matches `count` elements. */
function count(page, selector, n) {
  return page.waitForFunction(([s, c]) => document.querySelectorAll(s).length === c, [selector, n], { timeout: TIMEOUT })
    .catch(async () => { throw new Error(`expected ${n} × ${selector}, found ${await page.locator(selector).count()}`) })
}

/** Lets the list's observers and effects run: two frames, then no new request for 300 ms. */
async function settle(page, requests) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const deadline = Date.now() + TIMEOUT
  for (let seen = -1; seen !== requests.length;) {
    if (Date.now() > deadline) throw new Error(`requests never stopped: pages [${requests}]`)
    seen = requests.length
    await page.waitForTimeout(300)
  }
}

/** The `page` parameters the server saw, in order (zero-based: page=0 is the first page). */
function expectRequests(requests, expected, when) {
  if (JSON.stringify(requests) !== JSON.stringify(expected)) throw new Error(`${when}: the server saw page=${requests.join(', ') || 'nothing'}; expected page=${expected.join(', ')}`)
}

const scrollToEnd = (page, selector) => page.locator(selector).evaluate((el) => { el.scrollTop = el.scrollHeight })

// The styled list: page 1 (index 0) alone, page 2 on scrolling to the bottom, then the end once
// the empty page 5 (index 4) lands. The list's revalidateFirstPage: false means no page twice.
async function feed(page, requests) {
  const articles = '[role=feed][aria-label="Users"] > article'
  const scroller = '[data-pagekit-infinite-list]'
  await count(page, articles, 10)
  await settle(page, requests)
  expectRequests(requests, [0], 'before scrolling')
  await scrollToEnd(page, scroller)
  await count(page, articles, 20)
  await settle(page, requests)
  expectRequests(requests, [0, 1], 'scrolled to the bottom once')
  for (const shown of [30, 35]) {
    await scrollToEnd(page, scroller)
    await count(page, articles, shown)
  }
  await scrollToEnd(page, scroller)
  await page.getByText('You have reached the end').waitFor({ timeout: TIMEOUT })
  await scrollToEnd(page, scroller)
  await settle(page, requests)
  expectRequests(requests, [0, 1, 2, 3, 4], 'at the end')
  await count(page, articles, 35)
}

// useFetchInfinite keeps SWR's revalidateFirstPage: true: the click asks for page 1 again,
// then for page 2.
async function button(page, requests) {
  const items = 'section[aria-label="Users, with a button"] li'
  await count(page, items, 10)
  await settle(page, requests)
  expectRequests(requests, [0], 'before the click')
  await page.getByRole('button', { name: 'Load more' }).click()
  await count(page, items, 20)
  await settle(page, requests)
  expectRequests(requests, [0, 0, 1], 'after one click')
  const last = await page.locator(items).last().textContent()
  if (last !== 'User 20') throw new Error(`the last item reads "${last}", expected "User 20"`)
}

// The app's own markup: a <section> feed of <div>s that get role, aria-posinset and data-index
// from getItemProps, and a sentinel from getSentinelProps that loads page 2 when scrolled to.
async function headless(page, requests) {
  const articles = 'section[role=feed][aria-label="Users (headless)"] > div[role=article]'
  await count(page, articles, 10)
  const rows = await page.locator(articles).evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('aria-posinset'), el.dataset.index]))
  const expected = USERS.slice(0, 10).map((user, i) => [user.name, String(i + 1), String(i)])
  if (JSON.stringify(rows) !== JSON.stringify(expected)) throw new Error(`articles [text, aria-posinset, data-index]: ${JSON.stringify(rows)}`)
  await settle(page, requests)
  expectRequests(requests, [0], 'before scrolling')
  await scrollToEnd(page, '[data-status]') // the root, from getRootProps
  await count(page, articles, 20)
}

// React 18, which the peer range allows, from the folder the unit-react18 tests take it from.
const REACT_18 = path.join(root, 'test', 'react18', 'node_modules')

/** The tarball's built files, as the consumer project installed them. */
const pagekitDist = (consumer) => path.join(consumer, 'node_modules', 'pagekit', 'dist')

/** Vite's production build of one page of the app (an .html file in it); returns every module it loaded. */
async function viteBuild(consumer, { html, outDir, alias = [], plugins = [] }) {
  // Every module the build loaded, re-export-only entries included (a chunk's moduleIds leave those out).
  let ids = []
  const loaded = { name: 'loaded-modules', buildEnd() { ids = [...this.getModuleIds()] } }
  const appDir = path.join(consumer, 'app')
  await build({
    root: appDir, configFile: false, mode: 'production', logLevel: 'warn', plugins: [...plugins, loaded],
    cacheDir: path.join(consumer, '.vite'), resolve: { alias },
    build: {
      outDir, emptyOutDir: true,
      rolldownOptions: {
        input: path.join(appDir, html),
        // Rolldown notes every "use client" it drops; a client bundle has no use for it.
        onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
      },
    },
  })
  return ids
}

/** Vite's production build of the app, from the consumer project, on React 19 or on React 18. */
async function bundle(consumer, reactMajor) {
  const outDir = path.join(consumer, `app-dist-${reactMajor}`)
  // pagekit's imports of React, and styled-components', go to the one the app gets.
  const alias = reactMajor === 18
    ? [{ find: /^react-dom(\/.*)?$/, replacement: `${REACT_18}/react-dom$1` }, { find: /^react(\/.*)?$/, replacement: `${REACT_18}/react$1` }]
    : []
  const ids = await viteBuild(consumer, { html: 'index.html', outDir, alias })
  const pkgDist = pagekitDist(consumer) + path.sep
  const fromRepo = ids.filter((id) => id.startsWith(path.join(root, 'src') + path.sep) || id.startsWith(path.join(root, 'dist') + path.sep))
  if (fromRepo.length) throw new Error(`bundled from the repo, not the tarball: ${fromRepo.join(', ')}`)
  for (const entry of ['index.js', 'headless.js', 'infinite.js']) {
    if (!ids.includes(pkgDist + entry)) throw new Error(`node_modules/pagekit/dist/${entry} is not in the bundle; pagekit modules: ${ids.filter((id) => id.includes('pagekit')).join(', ')}`)
  }
  // One copy each: pagekit's imports resolve to the app's React and styled-components.
  const reactEntry = /\/react\/index\.js$/
  for (const [name, file] of [['react', reactEntry], ['styled-components', /\/styled-components\/dist\/[^/]+$/]]) {
    const copies = ids.filter((id) => file.test(id))
    if (copies.length !== 1) throw new Error(`${copies.length} copies of ${name} in the bundle: ${copies.join(', ')}`)
  }
  const reactFile = ids.find((id) => reactEntry.test(id))
  const version = JSON.parse(fs.readFileSync(path.join(path.dirname(reactFile), 'package.json'), 'utf8')).version
  if (!version.startsWith(`${reactMajor}.`)) throw new Error(`bundled React ${version}, not React ${reactMajor}`)
  return outDir
}

// styled-components is an optional peer: as in an app that never installed it, any import of it fails the build.
const withoutStyledComponents = {
  name: 'without-styled-components',
  enforce: 'pre',
  resolveId(source, importer) {
    if (/^styled-components(\/|$)/.test(source)) this.error(`${importer ?? 'the app'} imports styled-components, which this app does not have`)
  },
}

// The app of headless-only.tsx: its data hooks, its headless list and its pager, all from pagekit/headless.
async function headlessOnly(page) {
  await page.waitForFunction(() => document.querySelector('[data-first-page]')?.textContent === '10 users'
    && document.querySelector('[data-page-count]')?.textContent === '2 pages', null, { timeout: TIMEOUT })
    .catch(async () => { throw new Error(`the data hooks show "${await page.locator('[data-first-page]').textContent()}" and "${await page.locator('[data-page-count]').textContent()}"`) })
  await count(page, 'section[role=feed][aria-label="Users"] > div[role=article]', 10)
  await count(page, 'nav[aria-label="Pages"] [aria-current="page"]', 1)
}

/** The app of headless-only.tsx, bundled with no styled-components to resolve, then in Chromium. */
async function headlessOnlyChecks(rows, consumer) {
  const outDir = path.join(consumer, 'app-dist-headless-only')
  let built = false
  await record(rows, 'vite: an app without styled-components bundles all it uses (useFetch, useFetchInfinite, FetchConfig, useInfiniteList, PagerBase) from pagekit/headless', async () => {
    const ids = await viteBuild(consumer, { html: 'headless-only.html', outDir, plugins: [withoutStyledComponents] })
    if (!ids.includes(path.join(pagekitDist(consumer), 'headless.js'))) throw new Error('node_modules/pagekit/dist/headless.js is not in the bundle')
    built = true
  })
  if (!built) return
  await runInChromium(rows, outDir, 'chromium, without styled-components', [
    ['headless-only', 'headless-only.html', 'the app shows its data, its headless list and its pager', headlessOnly],
  ])
}

/** Runs the server render in Node from the consumer project, with the given build, as a production server does. */
function serverRender(consumer, format) {
  const env = { ...process.env, NODE_ENV: 'production' }
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join('app', 'ssr.mjs'), format], { cwd: consumer, encoding: 'utf8', env }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${stdout}${stderr}` || err.message))
      else resolve()
    })
  })
}

// [name, the page's path, what it shows, the check]: the lists of main.tsx, one per page load.
const SCENARIOS = [
  ['feed', '?list=feed', '<InfiniteList height> shows page 1, loads page 2 on scrolling, then the end after the empty page 5 (pages 1 to 5 requested once each)', feed],
  ['button', '?list=button', '<LoadMoreButton {...useFetchInfinite()}> loads page 2 on click', button],
  ['headless', '?list=headless', 'useInfiniteList (pagekit/headless) renders its items through the prop getters and loads page 2 from its sentinel', headless],
]

/**
 * Serves a bundle and runs each scenario on a page of its own in one Chromium: one row per
 * scenario, then one row for any page error or console.error on them.
 */
async function runInChromium(rows, outDir, on, scenarios) {
  const server = await serve(outDir)
  const errors = []
  let browser
  try {
    browser = await launchChromium()
    for (const [name, pagePath, label, check] of scenarios) {
      await record(rows, `${on}: ${label}`, async () => {
        const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
        page.on('pageerror', (error) => errors.push(`${name}: page error: ${error.message}`))
        page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`${name}: console.error: ${msg.text()}`) })
        server.requests.length = 0
        try {
          await page.goto(`${server.url}${pagePath}`)
          await check(page, server.requests)
        } finally {
          await page.close()
        }
      })
    }
  } catch (err) {
    errors.push(`could not run Chromium (${CHROMIUM}; CHROMIUM_PATH names another): ${err.message}`)
  } finally {
    await browser?.close()
    await server.close()
  }
  await record(rows, `${on}: no page error and no console.error`, () => {
    if (errors.length) throw new Error(errors.join('\n'))
  })
}

/** The app bundled on one React, then each of its lists in Chromium: one row per check. */
async function browserChecks(rows, consumer, reactMajor) {
  const on = `React ${reactMajor}`
  let outDir
  await record(rows, `vite, ${on}: an app bundled from the tarball (pagekit, /headless and /infinite from its dist/, one React, one styled-components)`, async () => {
    outDir = await bundle(consumer, reactMajor)
  })
  if (outDir) await runInChromium(rows, outDir, `chromium, ${on}`, SCENARIOS)
}

export async function appChecks(consumer) {
  const rows = []
  await browserChecks(rows, consumer, 19)
  await browserChecks(rows, consumer, 18)
  await headlessOnlyChecks(rows, consumer)
  await record(rows, 'server render, ESM build (import()): <InfiniteList> with its first page from fallback, styles from ServerStyleSheet', () => serverRender(consumer, 'esm'))
  await record(rows, 'server render, CommonJS build (require()): the same', () => serverRender(consumer, 'cjs'))
  return rows
}
