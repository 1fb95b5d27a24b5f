// Load more pressed with a real mouse and with a real keyboard (input events from the browser,
// not dispatched by a script: only these decide `:focus-visible` as a user's would), in an
// <InfiniteList> and as a standalone <LoadMoreButton> under an app's own list. A button focused
// from the keyboard that the page it loads pushes out of the scroll area is scrolled back into
// view; a button clicked with the mouse is left where the load puts it, and the articles the
// reader was looking at stay in place. The story tests' clicks are synthetic and count as keyboard
// focus, so only this test sees the mouse's path. Registered by docs-pages.test.ts, which owns the
// browser and the Storybook server.
import { expect, test } from 'vitest'
import type { Browser, Page } from 'playwright'

/** The InfiniteList playground in manual mode with a virtualized two-page window (300 px high). */
const STORY = 'components-infinitelist--playground&args=loadMode:manual;maxPages:2;virtualize:!true;height:300'

interface View {
  /** Where the button is, against the list's scroll area: above it, in it, below it. */
  button: 'above' | 'in view' | 'below'
  focused: boolean
  focusVisible: boolean
  /** The articles on screen, by position in the list, with their top against the area's. */
  articles: { position: number; top: number }[]
}

function viewOf(page: Page): Promise<View> {
  return page.evaluate(() => {
    const area = document.querySelector<HTMLElement>('[data-pagekit-infinite-list]')!
    const view = area.getBoundingClientRect()
    const button = [...area.querySelectorAll('button')].find((element) => element.textContent?.trim() === 'Load more')!
    const box = button.getBoundingClientRect()
    const articles = [...area.querySelectorAll('[role="article"]')]
      .map((article) => ({ position: Number(article.getAttribute('aria-posinset')), box: article.getBoundingClientRect() }))
      .filter(({ box: { top, bottom } }) => bottom > view.top && top < view.bottom)
      .map(({ position, box: { top } }) => ({ position, top: Math.round(top - view.top) }))
    return {
      button: box.bottom <= view.top ? 'above' : box.top >= view.bottom ? 'below' : 'in view',
      focused: document.activeElement === button,
      focusVisible: button.matches(':focus-visible'),
      articles,
    } satisfies View
  })
}

/** A page of its own (800 × 600) showing the story `id` alone. */
async function openStory(browser: Browser, baseUrl: string, id: string) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } })
  const page = await context.newPage()
  return { context, page, open: () => page.goto(`${baseUrl}iframe.html?viewMode=story&id=${id}`) }
}

/** Rows and observers act after their commit (virtualize measures rows): two frames, then a pause. */
async function layoutSettled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.waitForTimeout(300)
}

/** Opens the story and waits for its first page; `pages()` counts the page requests so far. */
async function openList(browser: Browser, baseUrl: string) {
  const { context, page, open } = await openStory(browser, baseUrl, STORY)
  let requests = 0
  page.on('request', (request) => {
    if (/\/users\b/.test(new URL(request.url()).pathname)) requests++
  })
  await open()
  await page.waitForSelector('[role="article"][aria-posinset="10"]', { timeout: 20_000 })
  await page.getByRole('button', { name: 'Load more' }).waitFor()
  return { context, page, pages: () => requests }
}

/** Waits for the list to take the page `requests()` reached `count` for, then to come to rest. */
async function loaded(page: Page, requests: () => number, count: number) {
  for (const started = Date.now(); requests() < count && Date.now() - started < 20_000;) await page.waitForTimeout(50)
  expect(requests()).toBe(count)
  await page.waitForFunction(() => document.querySelector('[data-pagekit-infinite-list]')?.getAttribute('data-status') === 'idle', null, { timeout: 20_000 })
  await layoutSettled(page)
}

export function realInputTests(env: () => { browser: Browser; baseUrl: string }) {
  test('Load more clicked with the mouse: the articles on screen stay where they were, the button goes down with the new page', async () => {
    const { context, page, pages } = await openList(env().browser, env().baseUrl)
    try {
      // The reader scrolls the list to its end with the wheel, where Load more is, and clicks it.
      const area = page.locator('[data-pagekit-infinite-list]')
      await area.hover()
      const scrollTop = () => area.evaluate((element) => element.scrollTop)
      for (let i = 0, last = -1; i < 20 && last !== await scrollTop(); i++) {
        last = await scrollTop()
        await page.mouse.wheel(0, 400)
        await page.waitForTimeout(150)
      }
      const before = await viewOf(page)
      expect(before.button).toBe('in view')
      const button = (await page.getByRole('button', { name: 'Load more' }).boundingBox())!
      await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2)
      await loaded(page, pages, 2)
      const after = await viewOf(page)
      expect(after.focused).toBe(true)
      expect(after.focusVisible).toBe(false)
      expect(after.button).toBe('below')
      // The article at the top of the area did not move.
      const top = before.articles[0]!
      expect(after.articles.find((article) => article.position === top.position)?.top).toBeCloseTo(top.top, -1)
    } finally {
      await context.close()
    }
  }, 60_000)

  test('Load more pressed from the keyboard stays in view, with the last article of the page it loaded', async () => {
    const { context, page, pages } = await openList(env().browser, env().baseUrl)
    try {
      // Tab into the feed, then Control+End: the first control after it, Load more.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Control+End')
      expect((await viewOf(page)).focused).toBe(true)
      expect((await viewOf(page)).focusVisible).toBe(true)
      await page.waitForTimeout(200)
      for (let loads = 1; loads <= 3; loads++) {
        await page.keyboard.press('Enter')
        await loaded(page, pages, loads + 1)
        const after = await viewOf(page)
        expect(after.focused).toBe(true)
        expect(after.button).toBe('in view')
        expect(after.articles.map((article) => article.position)).toContain((loads + 1) * 10)
      }
    } finally {
      await context.close()
    }
  }, 60_000)
}

/** The standalone button's story: an app's articles and a <LoadMoreButton> in a 300 px box. */
const STANDALONE = 'components-loadmorebutton-kept-in-view-from-the-keyboard--default'

interface StandaloneView {
  /** Px of the button the box shows (40 when whole). */
  buttonShown: number
  focused: boolean
  focusVisible: boolean
  articles: number
  /** Px of the last article the box shows. */
  lastShown: number
  /** The top of each article, against the box's top. */
  tops: number[]
}

function standaloneView(page: Page): Promise<StandaloneView> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('section[aria-label="Articles"]')!
    const top = box.getBoundingClientRect().top + box.clientTop
    const bottom = top + box.clientHeight
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect()
      return Math.max(0, Math.min(rect.bottom, bottom) - Math.max(rect.top, top))
    }
    const button = box.querySelector('button')!
    const articles = [...box.querySelectorAll('article')]
    return {
      buttonShown: Math.round(shown(button)),
      focused: document.activeElement === button,
      focusVisible: button.matches(':focus-visible'),
      articles: articles.length,
      lastShown: Math.round(shown(articles.at(-1)!)),
      tops: articles.map((article) => Math.round(article.getBoundingClientRect().top - top)),
    }
  })
}

async function openStandalone(browser: Browser, baseUrl: string) {
  const { context, page, open } = await openStory(browser, baseUrl, STANDALONE)
  await open()
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Articles"] article').length === 10, null, { timeout: 20_000 })
  return { context, page }
}

/** Waits for `count` articles and the button back to "Load more", then for the layout to settle. */
async function standaloneLoaded(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll('section[aria-label="Articles"] article').length === n &&
    document.querySelector('section[aria-label="Articles"] button')?.textContent?.trim() === 'Load more', count, { timeout: 20_000 })
  await layoutSettled(page)
}

export function standaloneRealInputTests(env: () => { browser: Browser; baseUrl: string }) {
  test('a standalone Load more clicked with the mouse: the articles on screen stay where they were, the button goes down', async () => {
    const { context, page } = await openStandalone(env().browser, env().baseUrl)
    try {
      await page.locator('section[aria-label="Articles"]').hover()
      for (let i = 0; i < 10 && (await standaloneView(page)).buttonShown < 40; i++) {
        await page.mouse.wheel(0, 200)
        await page.waitForTimeout(150)
      }
      const before = await standaloneView(page)
      expect(before.buttonShown).toBe(40)
      const button = (await page.locator('section[aria-label="Articles"] button').boundingBox())!
      await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2)
      await standaloneLoaded(page, 20)
      const after = await standaloneView(page)
      expect(after.focused).toBe(true)
      expect(after.focusVisible).toBe(false)
      expect(after.buttonShown).toBe(0)
      expect(after.tops.slice(0, 10)).toEqual(before.tops)
    } finally {
      await context.close()
    }
  }, 60_000)

  test('a standalone Load more pressed from the keyboard stays in view, with the last article of the page it loaded', async () => {
    const { context, page } = await openStandalone(env().browser, env().baseUrl)
    try {
      for (let i = 0; i < 5 && !(await standaloneView(page)).focused; i++) await page.keyboard.press('Tab')
      expect(await standaloneView(page)).toMatchObject({ focused: true, focusVisible: true })
      await page.waitForTimeout(200)
      for (let loads = 1; loads <= 3; loads++) {
        await page.keyboard.press('Enter')
        await standaloneLoaded(page, (loads + 1) * 10)
        const after = await standaloneView(page)
        expect(after.focused).toBe(true)
        expect(after.buttonShown).toBe(40)
        expect(after.lastShown).toBeGreaterThan(0)
      }
    } finally {
      await context.close()
    }
  }, 60_000)
}
