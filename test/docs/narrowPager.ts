// On a phone the styled Pager's First, Previous, Next and Last show their arrow alone, so that
// Previous, seven page slots and Next fit on one line from 360 px up; on a wider screen they keep
// their words. Their accessible names never change. Registered by docs-pages.test.ts, which owns
// the browser and the Storybook server.
import { expect, test } from 'vitest'
import type { Browser } from 'playwright'

interface PagerLayout {
  /** Lines the pager's items take. */
  lines: number
  /** Previous and Next. */
  controls: { name: string | null; width: number; height: number; wordsClipped: boolean; arrow: string }[]
}

/** The Pager's Default story (nine items: Previous, seven page slots, Next) at a viewport width. */
async function layoutAt(browser: Browser, baseUrl: string, width: number): Promise<PagerLayout> {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}iframe.html?viewMode=story&id=components-pager--default`)
    await page.waitForSelector('nav li[data-pager-item="next"] > *')
    return await page.evaluate(() => {
      const items = [...document.querySelectorAll('nav li[data-pager-item]')]
      const controls = [...document.querySelectorAll<HTMLElement>('nav li:is([data-pager-item="previous"], [data-pager-item="next"]) > *')]
      return {
        // By their middles: the ellipsis is shorter than the buttons, and centred beside them.
        lines: new Set(items.map((item) => {
          const box = item.getBoundingClientRect()
          return Math.round(box.top + box.height / 2)
        })).size,
        controls: controls.map((control) => {
          const box = control.getBoundingClientRect()
          const pseudo = control.parentElement?.dataset.pagerItem === 'previous' ? '::before' : '::after'
          return {
            name: control.getAttribute('aria-label'),
            width: Math.round(box.width),
            height: Math.round(box.height),
            wordsClipped: control.scrollWidth > control.clientWidth,
            arrow: getComputedStyle(control, pseudo).content,
          }
        }),
      }
    })
  } finally {
    await context.close()
  }
}

export function narrowPagerTests(env: () => { browser: Browser; baseUrl: string }) {
  for (const width of [360, 390]) {
    test(`at ${width} px the Pager's Previous and Next show their arrow alone, and nine items fit on one line`, async () => {
      const { lines, controls } = await layoutAt(env().browser, env().baseUrl, width)
      expect(lines).toBe(1)
      expect(controls).toEqual([
        { name: 'Previous page', width: 32, height: 32, wordsClipped: true, arrow: '"‹" / ""' },
        { name: 'Next page', width: 32, height: 32, wordsClipped: true, arrow: '"›" / ""' },
      ])
    }, 30_000)
  }

  test('on a wide screen the Pager\'s Previous and Next keep their words', async () => {
    const { lines, controls } = await layoutAt(env().browser, env().baseUrl, 1280)
    expect(lines).toBe(1)
    for (const control of controls) {
      expect(control.wordsClipped, `${control.name}: words clipped`).toBe(false)
      expect(control.width, `${control.name}: width`).toBeGreaterThan(control.height)
    }
    expect(controls.map((control) => control.name)).toEqual(['Previous page', 'Next page'])
  }, 30_000)
}
