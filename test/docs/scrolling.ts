// A reader scrolls a docs page from top to bottom to read it: no demo may take that scroll over.
// A list that scrolls the window would load page after page as the reader passes it (the docs
// page is its window), so such a demo renders in a frame of its own. Registered by
// docs-pages.test.ts, which owns the browser and the Storybook server.
import { expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright'

/** Requests per story rendered in the docs page itself (a story in its own frame is not the page's). */
const requestsPerStory = (page: Page) => page.evaluate(() => Object.fromEntries(
  [...document.querySelectorAll('[data-docs-story]')].map((frame) => [frame.getAttribute('data-docs-story'), Number(frame.getAttribute('data-requests'))]),
))

/** The requests per story once no count has moved for 1.5 s (a story may keep one pending for good). */
async function settled(page: Page) {
  let last = JSON.stringify(await requestsPerStory(page))
  let stableSince = Date.now()
  for (const started = Date.now(); Date.now() - started < 30_000 && Date.now() - stableSince < 1500;) {
    await page.waitForTimeout(250)
    const now = JSON.stringify(await requestsPerStory(page))
    if (now !== last) {
      last = now
      stableSince = Date.now()
    }
  }
  return JSON.parse(last) as Record<string, number>
}

export function scrollingTests(env: () => { context: BrowserContext; baseUrl: string }, docsPageIds: string[]) {
  for (const id of docsPageIds) {
    test(`scrolling the ${id} page to its end loads nothing in its demos`, async () => {
      const page = await env().context.newPage()
      try {
        await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=${id}`)
        await page.waitForSelector('[data-docs-story]', { timeout: 20_000 })
        const before = await settled(page)
        let steps = 0
        // A screen at a time, as a reader pages down; a page that keeps growing never ends.
        for (; steps < 100; steps++) {
          const atEnd = await page.evaluate(() => {
            window.scrollBy(0, window.innerHeight)
            return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
          })
          await page.waitForTimeout(250)
          if (atEnd) break
        }
        expect(steps).toBeLessThan(100)
        expect(await settled(page)).toEqual(before)
      } finally {
        await page.close()
      }
    }, 90_000)
  }
}
