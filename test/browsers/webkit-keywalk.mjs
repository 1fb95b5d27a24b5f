// Real Page Down and Page Up presses (WebDriver actions, so WebKit's own smooth scroll runs, which
// a story's synthetic keys never start) through the InfiniteList Playground story in WebKit:
//   node test/browsers/webkit-keywalk.mjs [Storybook args] [last article]
// e.g. 'maxPages:1;height:1000;virtualize:!true' 26. Walks from article 1 down to the last and
// back up, prints where focus was after each press and the pages requested, and fails (exit 1)
// unless every press moved focus by one article. Builds Storybook
// as test:webkit does (STORYBOOK_STATIC_DIR=<dir>: an existing build).
import { setTimeout as sleep } from 'node:timers/promises'
import { buildStorybook, serve } from './stories.mjs'
import { webkitDriver } from './webkit.mjs'

const [args = 'maxPages:1;height:1000;virtualize:!true', last = '26'] = process.argv.slice(2)
const PAGE_DOWN = '\uE00F'
const PAGE_UP = '\uE00E'
const server = await serve(buildStorybook())
const driver = webkitDriver()
await driver.start()
try {
  const press = (value) => driver.command('POST', '/actions', { actions: [{ type: 'key', id: 'keys', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }] })
  const focused = async () => Number(await driver.evaluate('return document.activeElement?.getAttribute("aria-posinset")'))
  await driver.open(`${server.url}iframe.html?id=components-infinitelist--playground&viewMode=story&args=${args}`)
  for (let i = 0; i < 50 && !(await driver.evaluate('return document.querySelectorAll("article").length')); i++) await sleep(200)
  await sleep(1500)
  await driver.evaluate('document.querySelector("article").focus()')
  const trail = [await focused()]
  // Each press waits out the smooth scroll and any page it loads (300 ms latency).
  while (trail.at(-1) < Number(last) && trail.length < 100) trail.push((await press(PAGE_DOWN), await sleep(900), await focused()))
  while (trail.at(-1) > 1 && trail.length < 200) trail.push((await press(PAGE_UP), await sleep(900), await focused()))
  const pages = await driver.evaluate(`return performance.getEntriesByType('resource').map((e) => new URL(e.name).searchParams.get('page')).filter((p) => p !== null)`)
  console.log(`focus: ${trail.join(' ')}\nrequests (${pages.length}): pages ${pages.join(', ')}`)
  // Each press moves focus one article, down to the last and back to the first.
  const skipped = trail.slice(1).filter((at, i) => Math.abs(at - trail[i]) !== 1)
  const ok = !skipped.length && trail.includes(Number(last)) && trail.at(-1) === 1
  console.log(ok ? 'walk: one article a press' : `walk FAILED: ${skipped.length} presses did not move focus by one article`)
  process.exitCode = ok ? 0 : 1
} finally {
  await driver.stop()
  server.close()
}
