// Scroll anchoring of a list whose items change above the visible ones: an earlier page
// prepended, the oldest page of a window dropped, an indicator shown at the top. The item the
// user is looking at stays where it was on screen. Any list shape could use it (used by useInfiniteList; not exported).
import { useRef } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { edgesOf, itemsOnScreen, stillInList, type Edges, type ItemTop } from './itemEdges'
import { useScrollerSubscription } from './useScrollerSubscription'
import { endHeldStill, listEnd, maxScrollPosition, scrollerOf, scrollPosition, scrollViewportBy, viewportTop, type Scroller } from './viewport'

export interface ScrollAnchorOptions {
  /** The element whose children are the items (the feed). */
  list: { current: HTMLElement | null }
  /** The element around everything the list renders: what follows it may anchor the browser's scrolling. */
  container: { current: HTMLElement | null }
  /** The scroll container; null: the window of the list's own document. */
  scroller: Element | null
  /** Off for windowed rendering, which positions its items itself. */
  enabled: boolean
}

interface Snapshot {
  /**
   * Every item on screen: if a page window drops the first, the next one still in the list
   * anchors. No fixed count, as any number of the dropped page's items may be on screen (a
   * measure per item on screen at each scroll and commit: 26 of 12 px rows in 300 px; 8 before).
   */
  anchors: ItemTop[]
  /** The scroll position then: a scroll whose event has not come yet is not a move of the items. */
  scrolled: number
  /** Where the list ended on screen (`listEnd`): see `browserScrolled`. */
  end: number | null
  /** Where the items began and ended, while some were on screen: if none of them is left, the next one anchors. */
  edges: Edges | null
}

/**
 * Whether the scroll position that changed since the snapshot was the browser's answer to the
 * list's change, not a scroll by the user: it pulled the position back because the content got
 * shorter (the empty page that ends a page window drops a page and adds none), or its own scroll
 * anchoring kept what follows the list in place on screen, the list's end included (the list
 * itself has `overflow-anchor: none`, so the browser anchors the window or an app's scroll
 * container on content outside it). Either way the items are not where a scroll put them.
 */
function browserScrolled(before: Snapshot, scroller: Scroller, end: number | null): boolean {
  return before.scrolled > maxScrollPosition(scroller) || endHeldStill(before.end, end)
}

/**
 * The items on screen, from the first one at least partly below the top of the viewport (binary
 * search: items are in order). None when the list is off screen: the user looks at something
 * else, which the list must not move.
 */
function snapshot(list: HTMLElement, container: HTMLElement | null, scroller: Scroller): Snapshot {
  const anchors = itemsOnScreen(list, scroller, false)
  return { anchors, scrolled: scrollPosition(scroller), end: listEnd(container, scroller), edges: anchors.length ? edgesOf(list, viewportTop(scroller)) : null }
}

/**
 * Records where the visible items are (after each commit and on each scroll); after the next
 * commit, scrolls by as much as the first of them that is still in the list moved, so it is
 * back where it was. The browser's own scroll anchoring must be off for the list
 * (`overflow-anchor: none`), or both would correct.
 */
export function useScrollAnchor({ list, container, scroller, enabled }: ScrollAnchorOptions): void {
  const last = useRef<Snapshot | null>(null)
  // A scroll whose event has not come yet (a wheel turn just before this render) is the user's:
  // recorded now, before this commit changes the layout, or the browser's answer to the commit
  // would be taken for part of it. Read only the position unless it moved. Measured in Chromium
  // (production build, 300 px steps through 100 users, maxPages 3 in a container): 0.5-0.7 ms of
  // the 37-41 ms of main-thread time a page load takes, 1-1.5 % of all of it while scrolling.
  if (enabled && last.current && list.current) {
    const view = scrollerOf(scroller, list.current)
    if (scrollPosition(view) !== last.current.scrolled) last.current = snapshot(list.current, container.current, view)
  }

  // Every commit of the list (no dependency list): restore, then record the layout the next commit starts from.
  useIsomorphicLayoutEffect(() => {
    const el = list.current
    if (!enabled || !el) {
      last.current = null
      return
    }
    const view = scrollerOf(scroller, el)
    const before = last.current
    const anchor = stillInList(el, before?.anchors, before?.edges)
    if (before && anchor) {
      // The browser's own move of the position is not a scroll by the user: the items are put
      // back where they were.
      const scrolledBy = browserScrolled(before, view, listEnd(container.current, view)) ? 0 : scrollPosition(view) - before.scrolled
      const expectedTop = anchor.top - scrolledBy
      const moved = anchor.el.getBoundingClientRect().top - viewportTop(view) - expectedTop
      if (Math.abs(moved) >= 1) scrollViewportBy(view, moved)
    }
    last.current = snapshot(el, container.current, view)
  })

  // Scrolling moves the items without a commit. The feed may come after the list's first commit,
  // maybe in another document: the listener goes where the feed is once it is there.
  useScrollerSubscription(() => (enabled ? scrollerOf(scroller, list.current) : null), (target) => {
    const onScroll = () => {
      if (list.current) last.current = snapshot(list.current, container.current, target)
    }
    target.addEventListener('scroll', onScroll, { passive: true })
    return () => target.removeEventListener('scroll', onScroll)
  })
}
