// Play-function helpers of the page-window stories: pages come and go while the user scrolls,
// and the article on screen must not move.
import { expect, waitFor } from 'storybook/test'
import { anchorOf, articlesOf, feedOf, firstVisibleArticle, frame, listRoot, logOf, scrollToEnd, scrollToTop, settle, T } from './play'

type Scroller = HTMLElement | Window

/**
 * A page-window demo ready to drive: its request log and the list's root, once the first
 * articles show and the list is idle. `firstArticles` checks how many show first (default: one
 * page, exactly 10; a virtualized list renders only those on screen).
 */
export async function openWindowDemo(
  context: { canvasElement: HTMLElement; loaded: Record<string, unknown>; id?: string },
  firstArticles: (count: number) => void = (count) => expect(count).toBe(10),
) {
  const log = logOf(context)
  const root = listRoot(context.canvasElement)
  await waitFor(() => firstArticles(articlesOf(context.canvasElement).length), T)
  await settle(context.canvasElement, log)
  return { log, root }
}

/** Counts the most articles the feed ever held while `run` ran (a MutationObserver sees every commit). */
export async function maxArticlesDuring(canvasElement: HTMLElement, run: () => Promise<void>): Promise<number> {
  let max = articlesOf(canvasElement).length
  const observer = new MutationObserver(() => {
    max = Math.max(max, articlesOf(canvasElement).length)
  })
  observer.observe(canvasElement, { childList: true, subtree: true })
  try {
    await run()
  } finally {
    observer.disconnect()
  }
  return max
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
