// A windowed feed with a page window in the window or an app's scroll container: the list's root
// has `overflow-anchor: none`, so when the feed grows (a page loaded below) the browser anchors
// the scroller on what follows the list instead, keeps that in place and so moves the whole
// feed up by what it grew. This puts the article on screen back where it was.
import { useRef } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { endHeldStill, listEnd, scrollerOf, scrollPosition, scrollViewportBy, viewportTop } from '../hooks/viewport'

interface Snapshot {
  /** The first article at least partly on screen, and its top then. */
  article: Element | null
  top: number
  scrolled: number
  /** Where the list's root ends on screen (`listEnd`). */
  end: number
}

/** The layout now; null when the list is its own scroll area (nothing follows the list there). */
function snapshot(feed: HTMLElement, container: Element | null): Snapshot | null {
  const scroller = scrollerOf(container, feed)
  const end = listEnd(feed.closest('[data-pagekit-infinite-list]'), scroller)
  if (end === null) return null
  const top = viewportTop(scroller)
  // Rows are absolutely positioned, in any order: the one nearest the top that still shows.
  let article: Element | null = null
  let articleTop = Infinity
  for (const el of Array.from(feed.children)) {
    const rect = el.getBoundingClientRect()
    if (rect.bottom > top && rect.top < articleTop) {
      article = el
      articleTop = rect.top
    }
  }
  return { article, top: articleTop, scrolled: scrollPosition(scroller), end }
}

/**
 * Compares each commit's layout with the one its render started from: if the scroll position
 * changed in between while the list's end stayed where it was on screen, the browser moved it to
 * keep what follows the list in place (a scroll by the user since then moves the end with it);
 * scroll back by as much as the article on screen moved. Call it after the feed's other
 * corrections (theirs are not undone: they keep the article in place, so it has not moved).
 */
export function useOuterAnchorUndo(feedRef: { current: HTMLElement | null }, scrollElement: HTMLElement | null | 'unknown', enabled: boolean) {
  const rendered = useRef<Snapshot | null>(null)
  const container = scrollElement === 'unknown' ? null : scrollElement
  // Measured while rendering: the layout of the last commit, with any scroll since (a user's
  // scroll whose event has not come yet included), before this commit changes it; a layout
  // effect sees the layout after. The read may force a layout: in Chromium (production build,
  // 300 px wheel steps, maxPages 3) 1.0-1.7 ms of a page load's 36-45 ms of main-thread time.
  const feed = feedRef.current
  rendered.current = feed && enabled && scrollElement !== 'unknown' ? snapshot(feed, container) : null

  useIsomorphicLayoutEffect(() => {
    const before = rendered.current
    const feed = feedRef.current
    if (!before?.article?.isConnected || !feed || before.article.parentElement !== feed) return
    const now = snapshot(feed, container)
    if (!now || now.scrolled === before.scrolled || !endHeldStill(before.end, now.end)) return
    const moved = before.article.getBoundingClientRect().top - before.top
    if (Math.abs(moved) >= 1) scrollViewportBy(scrollerOf(container, feed), moved)
  })
}
