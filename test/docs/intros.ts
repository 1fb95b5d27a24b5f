// A component's docs page is where a reader starts: its introduction names every page under it
// (Components/InfiniteList/States …), or the reader never learns that page exists. Registered by
// docs-pages.test.ts, which owns the browser and the Storybook server.
import { expect, test } from 'vitest'
import type { BrowserContext } from 'playwright'
import type { IndexEntry } from './storybook'

export function introTests(env: () => { context: BrowserContext; baseUrl: string }, docsPages: IndexEntry[]) {
  const parents = docsPages.filter((page) => page.title.startsWith('Components/') && page.title.split('/').length === 2)
  for (const parent of parents) {
    const children = docsPages.filter((page) => page.title.startsWith(`${parent.title}/`)).map((page) => page.title)
    if (children.length === 0) continue
    test(`the ${parent.title} introduction names every page under it`, async () => {
      const page = await env().context.newPage()
      try {
        await page.goto(`${env().baseUrl}iframe.html?viewMode=docs&id=${parent.id}`)
        await page.waitForSelector('.sbdocs-content .docs-story', { timeout: 20_000 })
        // The text above the first demo.
        const intro = await page.evaluate(() => {
          const parts: string[] = []
          for (const el of Array.from(document.querySelector('.sbdocs-content')?.children ?? [])) {
            if (el.matches('.docs-story, :has(.docs-story)')) break
            parts.push(el.textContent ?? '')
          }
          return parts.join(' ')
        })
        expect(children.filter((title) => !intro.includes(title))).toEqual([])
      } finally {
        await page.close()
      }
    }, 60_000)
  }
}
