// `npm run test:firefox [-- <part of a story id>]`: every story in Debian's firefox-esr, headless,
// driven by puppeteer-core over WebDriver BiDi (no geckodriver here; Playwright's Firefox is a
// build of its own that cannot be downloaded here, and its channel does not drive ESR).
import { existsSync } from 'node:fs'
import puppeteer from 'puppeteer-core'
import { gotoUnlessCrashed, tabCrashed } from './firefox-tab.mjs'
import { playStories } from './stories.mjs'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

function firefoxDriver() {
  let browser, page
  const launch = async () => {
    browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, protocol: 'webDriverBiDi', headless: true })
    page = await browser.newPage()
    await page.setViewport({ width: 1400, height: 1000 })
  }
  const close = () => browser?.close().catch(() => undefined)
  // `browserGone`: Firefox or the story's tab died under the command, rather than the command failing.
  const rethrowMarked = (error) => {
    const gone = !browser?.connected || page?.isClosed() || error.name === 'TargetCloseError' || tabCrashed(error)
    throw Object.assign(error, { browserGone: gone })
  }
  return {
    name: 'Firefox',
    missing: () => (existsSync(FIREFOX) ? [] : [`${FIREFOX} (Debian package firefox-esr; FIREFOX_PATH=<path> for another)`]),
    start: launch,
    open: (url) => gotoUnlessCrashed(page, url, { waitUntil: 'load', timeout: 60_000 }).catch(rethrowMarked),
    // The shared module's scripts are WebDriver function bodies.
    evaluate: (script) => page.evaluate(`(() => { ${script} })()`).catch(rethrowMarked),
    // After an error (a navigation timed out, the content process crashed): a fresh browser.
    async restart() {
      await close()
      await launch()
    },
    stop: close,
    kill: () => browser?.process()?.kill('SIGKILL'),
  }
}

await playStories(firefoxDriver())
