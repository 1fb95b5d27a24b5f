// Play-function helpers for the InfiniteList stories: scrolling the list's own scroll area and
// waiting for quiet (no request in flight, feed not busy, nothing new for a few frames).
import { expect, waitFor } from 'storybook/test'
import type { RequestLog } from '../../../mocks'
import { mockApiOf } from '../../support'

export const T = { timeout: 8000 }

/** The story's `GET /users` request log. */
export const logOf = (context: { loaded: Record<string, unknown>; id?: string }) => mockApiOf(context).users.log

export const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()))
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** The list's root element (its own scroll container when `height` is set). */
export const listRoot = (canvasElement: HTMLElement): HTMLElement => {
  const el = canvasElement.querySelector<HTMLElement>('[data-pagekit-infinite-list]')
  if (!el) throw new Error('no [data-pagekit-infinite-list] in the story')
  return el
}

export const feedOf = (canvasElement: HTMLElement): HTMLElement => {
  const el = canvasElement.querySelector<HTMLElement>('[role="feed"]')
  if (!el) throw new Error('no role="feed" in the story')
  return el
}

export const articlesOf = (canvasElement: HTMLElement): HTMLElement[] =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="feed"] > article, [role="feed"] > [role="article"]'))

/** The fewest and the most articles the feed held while `run` ran (a MutationObserver sees every commit). */
export async function articleCountsDuring(canvasElement: HTMLElement, run: () => Promise<void>): Promise<{ fewest: number; most: number }> {
  const counts = { fewest: articlesOf(canvasElement).length, most: articlesOf(canvasElement).length }
  const observer = new MutationObserver(() => {
    const n = articlesOf(canvasElement).length
    counts.fewest = Math.min(counts.fewest, n)
    counts.most = Math.max(counts.most, n)
  })
  observer.observe(canvasElement, { childList: true, subtree: true })
  try {
    await run()
  } finally {
    observer.disconnect()
  }
  return counts
}

/** Scrolls a scroll container to its very end. */
export async function scrollToEnd(scroller: HTMLElement | Window = window) {
  if (scroller instanceof Window) scroller.scrollTo(0, document.documentElement.scrollHeight)
  else scroller.scrollTop = scroller.scrollHeight
  await frame()
}

/**
 * Waits until the list is quiet: no request pending, the feed not busy, and the request count
 * unchanged across a few frames (the sentinel's IntersectionObserver reports within a frame).
 */
export async function settle(canvasElement: HTMLElement, log: RequestLog, timeout = 10000) {
  const started = performance.now()
  let last = -1
  while (performance.now() - started < timeout) {
    await waitFor(() => {
      expect(log.pending()).toBe(0)
      const feed = canvasElement.querySelector('[aria-busy="true"]')
      expect(feed).toBeNull()
    }, { timeout })
    for (let i = 0; i < 4; i++) await frame()
    await sleep(80)
    const n = log.count()
    if (n === last && log.pending() === 0 && !canvasElement.querySelector('[aria-busy="true"]')) return
    last = n
  }
  throw new Error('the list did not settle')
}

/** The polite live region's text. */
export const liveText = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-pagekit-infinite-list] > [role="status"]')?.textContent ?? ''

/** Scrolls a scroll container (or the window) to its very top. */
export async function scrollToTop(scroller: HTMLElement | Window = window) {
  if (scroller instanceof Window) scroller.scrollTo(0, 0)
  else scroller.scrollTop = 0
  await frame()
}

/** The first article whose bottom is below the top of the scroll container (or the window): what the user looks at. */
export function firstVisibleArticle(canvasElement: HTMLElement, scroller: HTMLElement | Window = window): HTMLElement {
  // The top of the scroll area is inside the border; an article showing less than 2 px does not count.
  const top = scroller instanceof Window ? 0 : scroller.getBoundingClientRect().top + scroller.clientTop
  const visible = articlesOf(canvasElement).find((a) => a.getBoundingClientRect().bottom > top + 2)
  if (!visible) throw new Error('no article is visible')
  return visible
}

/**
 * An article and where it is on screen now; `drift()` is how far it has moved since (0 when the
 * list kept it in place). Throws if the article left the DOM.
 */
export function anchorOf(article: HTMLElement) {
  const top = article.getBoundingClientRect().top
  return {
    article,
    top,
    drift: () => {
      if (!article.isConnected) throw new Error(`the anchor article "${article.textContent}" left the list`)
      return article.getBoundingClientRect().top - top
    },
  }
}

/**
 * The articles on screen and where they are now; `drift()` is how far the first of them still in
 * the list has moved since. A page window that loads may drop the page of the first one, when
 * the sentinel's margin brings the next page in while a few px of that page still show: the
 * list then keeps the next article in place.
 */
export function onScreenAnchor(canvasElement: HTMLElement, scroller: HTMLElement | Window = window) {
  const first = firstVisibleArticle(canvasElement, scroller)
  const bottom = scroller instanceof Window ? window.innerHeight : scroller.getBoundingClientRect().top + scroller.clientTop + scroller.clientHeight
  const articles = articlesOf(canvasElement)
  const anchors = articles.slice(articles.indexOf(first)).filter((a) => a.getBoundingClientRect().top < bottom).map(anchorOf)
  return {
    drift: () => {
      const kept = anchors.find((a) => a.article.isConnected)
      if (!kept) throw new Error('every article on screen left the list')
      return kept.drift()
    },
  }
}

/** The page indexes of the source's requests after the first `from`. */
export const pagesSince = (log: RequestLog, from: number) => log.pages().slice(from)

/**
 * A list demo ready to drive: its request log and the list's root, once the first articles show
 * and the list is quiet. `firstArticles` checks how many show first (default: one page, exactly
 * 10; a virtualized list renders only those on screen).
 */
export async function openList(
  context: { canvasElement: HTMLElement; loaded: Record<string, unknown>; id?: string },
  firstArticles: (count: number) => void = (count) => expect(count).toBe(10),
) {
  const log = logOf(context)
  const root = listRoot(context.canvasElement)
  await waitFor(() => firstArticles(articlesOf(context.canvasElement).length), T)
  await settle(context.canvasElement, log)
  return { log, root }
}
