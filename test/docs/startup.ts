// Opening Storybook as a reader does: the manager, a story's own page and a docs page's own page
// each load every file they ask for, with no console error. Registered by docs-pages.test.ts,
// which owns the Storybook server.
import { expect, test } from 'vitest'
import { launchChromium } from '../browsers/chromium.mjs'

const PAGES = {
  'the manager': '?path=/story/components-infinitelist--default',
  'a story\'s own page': 'iframe.html?viewMode=story&id=components-infinitelist--default',
  'a docs page\'s own page': 'iframe.html?viewMode=docs&id=components-infinitelist--docs',
}

export function startupTests(env: () => { baseUrl: string }) {
  for (const [name, path] of Object.entries(PAGES)) {
    test(`${name} loads every file it asks for, with no console error`, async () => {
      // A browser of its own: Chromium asks for a page's icon only the first time a browser
      // opens that page, so a page opened before in a shared browser would hide a missing one.
      const browser = await launchChromium()
      try {
        const page = await browser.newPage()
        const problems: string[] = []
        page.on('response', (res) => {
          if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${res.url()}`)
        })
        page.on('console', (msg) => {
          if (msg.type() === 'error') problems.push(`console error: ${msg.text().slice(0, 300)} (at ${msg.location().url})`)
        })
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
        await page.goto(`${env().baseUrl}${path}`, { waitUntil: 'load' })
        // The story has rendered, in the manager's preview frame or in the page itself.
        const root = path.startsWith('?') ? page.frameLocator('#storybook-preview-iframe').locator('#storybook-root > *') : page.locator('#storybook-root > *, #storybook-docs > *')
        await root.first().waitFor({ timeout: 30_000 })
        // The icon is asked for once the page has loaded; its answer comes a moment later.
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
        await page.waitForTimeout(500)
        expect(problems).toEqual([])
      } finally {
        await browser.close()
      }
    }, 60_000)
  }
}
