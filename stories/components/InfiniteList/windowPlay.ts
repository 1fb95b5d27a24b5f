// Play-function helpers of the page-window stories: pages come and go while the user scrolls,
// and the article on screen must not move.
import { expect, userEvent, waitFor } from 'storybook/test'
import { anchorOf, articleCountsDuring, articlesOf, feedOf, firstVisibleArticle, frame, listRoot, logOf, onScreenAnchor, scrollToEnd, scrollToTop, settle, sleep, T } from './play'

type Scroller = HTMLElement | Window

/** Counts the most articles the feed ever held while `run` ran. */
export async function maxArticlesDuring(canvasElement: HTMLElement, run: () => Promise<void>): Promise<number> {
  return (await articleCountsDuring(canvasElement, run)).most
}

/**
 * Scrolls to the end until page `lastPage` (zero-based) is loaded. Once the window is full, each
 * load also drops the oldest page: the article on screen must not move (±2 px).
 */
export async function scrollDownTo(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller: Scroller, lastPage: number, pageSize = 10) {
  for (let i = 0; i < lastPage + 5 && !log.pages().includes(lastPage); i++) {
    const before = log.count()
    const windowFull = articlesOf(canvasElement).length >= 3 * pageSize
    await scrollToEnd(scroller)
    const anchor = anchorOf(firstVisibleArticle(canvasElement, scroller))
    await waitFor(() => expect(log.count()).toBeGreaterThan(before), T)
    await settle(canvasElement, log)
    if (windowFull) await expect(Math.abs(anchor.drift())).toBeLessThanOrEqual(2)
  }
}

/**
 * Scrolls down to the end of a 50-user source (users 1–50 in pages 0–4; the empty page 5 ends
 * the list, dropping a page and adding none): the article on screen stays put (±2 px) at each
 * load of a full window, the last one included.
 */
export async function scrollToTheEnd(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller: Scroller) {
  await scrollDownTo(canvasElement, log, scroller, 5)
  await waitFor(() => expect(listRoot(canvasElement)).toHaveAttribute('data-status', 'end'), T)
  await expect(log.pages().at(-1)).toBe(5)
}

/** Scrolls to the top once: the page before the window loads above the article on screen, which stays put (±2 px). */
export async function scrollUpOnePage(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller: Scroller, firstPosition: number) {
  await scrollToTop(scroller)
  const anchor = anchorOf(firstVisibleArticle(canvasElement, scroller))
  await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', String(firstPosition)), T)
  await settle(canvasElement, log)
  await expect(Math.abs(anchor.drift())).toBeLessThanOrEqual(2)
}

/** The first visible article's drift while `run` loads a page: at most 2 px either way. */
export async function expectNoJump(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller: Scroller, run: () => Promise<void>) {
  const anchor = anchorOf(firstVisibleArticle(canvasElement, scroller))
  await run()
  await settle(canvasElement, log)
  await expect(Math.abs(anchor.drift())).toBeLessThanOrEqual(2)
}

/**
 * Scrolls up 80 px at a time, as a wheel does, until `done()`: after each step, a page that
 * started loading lands without moving the article on screen (±2 px).
 */
export async function wheelUpUntil(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller: Scroller, done: () => boolean) {
  for (let i = 0; i < 300 && !done(); i++) {
    const requested = log.count()
    if (scroller instanceof Window) scroller.scrollBy(0, -80)
    else scroller.scrollTop -= 80
    await frame()
    await expectNoJump(canvasElement, log, scroller, async () => {
      await frame()
      await frame()
      if (log.count() > requested) await waitFor(() => expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false'), T)
    })
  }
  await expect(done()).toBe(true)
}

/**
 * One wheel step of `deltaY` px over the list, as a user scrolls: a wheel event over the
 * scroller, then the scroll itself. The article on screen has moved by exactly the step (< 2 px
 * off, short of the ends of the scroller's range), also when a page started loading: checked
 * once it has landed and the window dropped a page at the other end. `rowsStay` (a virtualized
 * window keeps the rows of the pages it drops): the scroll position moved by the step too.
 * Without it, a page dropped above moves the position by its height, and the items stay.
 * `anchor`: when the articles on screen are taken, `'before'` the step or `'after'` it (then they
 * must not move at all while the page loads: where pages are taller than the step, every article
 * on screen before it may be in the page that goes); `'none'` checks no article (a load that
 * replaces every article on screen, as `maxPages={1}` does).
 */
export async function wheelStep(
  canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller: Scroller, deltaY: number, rowsStay = true,
  anchor: 'before' | 'after' | 'none' = 'before',
) {
  const area = scroller instanceof Window ? document.scrollingElement ?? document.documentElement : scroller
  const requested = log.count()
  const scrolled = area.scrollTop
  // Where the step takes the scroller: by deltaY, short of either end of its range.
  const expected = Math.min(Math.max(scrolled + deltaY, 0), area.scrollHeight - area.clientHeight)
  const anchorBefore = anchor === 'before' ? onScreenAnchor(canvasElement, scroller) : null
  const box = scroller instanceof Window ? { left: 0, top: 0, width: 200, height: 200 } : scroller.getBoundingClientRect()
  const over = document.elementFromPoint(box.left + Math.min(100, box.width / 2), box.top + Math.min(100, box.height / 2))
  over?.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }))
  scroller.scrollBy(0, deltaY)
  const anchorAfter = anchor === 'after' ? onScreenAnchor(canvasElement, scroller) : null
  await frame()
  await frame()
  await frame()
  // A page this step (or the one before, late) started loading: checked once it has landed.
  if (log.count() > requested || log.pending() || feedOf(canvasElement).getAttribute('aria-busy') === 'true') {
    await waitFor(() => {
      expect(log.pending()).toBe(0)
      expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
    }, T)
    await frame()
    await frame()
  }
  const where = `a step of ${deltaY} px from ${scrolled} px, requests ${log.pages().join(', ')}`
  // The step itself moved the article taken before it, by the step.
  if (anchorBefore) await expect(Math.abs(anchorBefore.drift() + expected - scrolled), `the article moved other than the user scrolled, ${where}`).toBeLessThan(2)
  if (anchorAfter) await expect(Math.abs(anchorAfter.drift()), `the article moved other than the user scrolled, ${where}`).toBeLessThan(2)
  if (rowsStay) await expect(Math.abs(area.scrollTop - expected), `the scroll position is not where the user scrolled, ${where}`).toBeLessThanOrEqual(1)
}

/**
 * A key press in the feed as a keyboard user walks it: `press(key, position, pages)` presses the
 * key, waits for anything it set off to land, then checks the focused article's `aria-posinset`
 * and the exact page indexes requested so far (or runs `pages`, a check of its own, given where
 * the walk is); without `pages`, that the key requested at most one page. `scroller`: a Page
 * Down or Page Up the page did not take for itself scrolls it by a page, as the browser does
 * (the simulated key alone scrolls nothing).
 */
export function keyWalk(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller?: Scroller) {
  const focused = () => document.activeElement?.getAttribute('aria-posinset') ?? document.activeElement?.tagName
  return async (key: string, position: number, pages?: number[] | ((where: string) => Promise<void>)) => {
    const requested = log.count()
    let leftToBrowser = false
    // Listened to on the window, after the list's own handler has had the key.
    const onKeyDown = (event: KeyboardEvent) => {
      leftToBrowser = !event.defaultPrevented
    }
    window.addEventListener('keydown', onKeyDown)
    try {
      await userEvent.keyboard(key)
    } finally {
      window.removeEventListener('keydown', onKeyDown)
    }
    if (scroller && leftToBrowser && (key === '{PageDown}' || key === '{PageUp}')) {
      const viewport = scroller instanceof Window ? scroller.innerHeight : scroller.clientHeight
      // Chromium scrolls a page by 87.5% of the viewport.
      scroller.scrollBy(0, (key === '{PageDown}' ? 1 : -1) * Math.round(viewport * 0.875))
    }
    // A load set off by the key starts within a few frames (a scroll event, then the sentinel's observer).
    for (let i = 0; i < 6; i++) await frame()
    await sleep(50)
    if (log.pending() || feedOf(canvasElement).getAttribute('aria-busy') === 'true') await settle(canvasElement, log)
    const where = `${key} to article ${position}, requests ${log.pages().join(', ')}`
    // Focus moves within frames of the key, or of the page it loaded landing.
    await waitFor(() => expect(focused(), where).toBe(String(position)), { timeout: 2000 })
    if (typeof pages === 'function') await pages(where)
    else if (pages) await expect(log.pages(), where).toEqual(pages)
    else await expect(log.count(), where).toBeLessThanOrEqual(requested + 1)
  }
}

/** `key` pressed from article `from` on to article `to`, one article a press, each checked as `press` does. */
export async function walkTo(press: ReturnType<typeof keyWalk>, key: '{PageDown}' | '{PageUp}', from: number, to: number, pages?: number[]) {
  const step = key === '{PageDown}' ? 1 : -1
  for (let position = from + step; position !== to + step; position += step) await press(key, position, pages)
}
