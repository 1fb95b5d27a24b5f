// Scroll anchoring of a list whose items change above the visible ones: an earlier page
// prepended, the oldest page of a window dropped, an indicator shown at the top. The item the
// user is looking at stays where it was on screen. Any list shape could use it (used by useInfiniteList; not exported).
import { useEffect, useRef } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { firstVisibleIndex, scrollPosition } from './viewport'

export interface ScrollAnchorOptions {
  /** The element whose children are the items (the feed). */
  list: { current: HTMLElement | null }
  /** The scroll container; null: the window. */
  scroller: Element | null
  /** Off for windowed rendering, which positions its items itself. */
  enabled: boolean
}

interface Anchor {
  el: Element
  top: number
}

interface Snapshot {
  anchors: Anchor[]
  /** The scroll position then: a scroll whose event has not come yet is not a move of the items. */
  scrolled: number
}

// Candidates per snapshot: if the first visible item was dropped, the next one anchors.
const CANDIDATES = 8

/**
 * Whether the browser pulled the scroll position of `scroller` back since it was `scrolled`
 * because the content got shorter (the empty page that ends a page window drops a page and adds
 * none). Only where the browser does not anchor the scroller itself (`overflow-anchor: none`,
 * as the list's own scroll area has): elsewhere (the window, an app's scroll container) its
 * anchoring on content outside the list moves the position too, and the two cannot be told apart.
 */
function wasClamped(scroller: Element | null, scrolled: number): boolean {
  if (!scroller || scrolled <= scroller.scrollHeight - scroller.clientHeight) return false
  return getComputedStyle(scroller).overflowAnchor === 'none'
}

/** The items from the first one at least partly below the top of the viewport (binary search: items are in order). */
function snapshot(list: HTMLElement, scroller: Element | null): Snapshot {
  const items = list.children
  const anchors: Anchor[] = []
  for (let i = firstVisibleIndex(items, scroller); i < items.length && anchors.length < CANDIDATES; i++) {
    anchors.push({ el: items[i], top: items[i].getBoundingClientRect().top })
  }
  return { anchors, scrolled: scrollPosition(scroller) }
}

/**
 * Records where the visible items are (after each commit and on each scroll); after the next
 * commit, scrolls by as much as the first of them that is still in the list moved, so it is
 * back where it was. The browser's own scroll anchoring must be off for the list
 * (`overflow-anchor: none`), or both would correct.
 */
export function useScrollAnchor({ list, scroller, enabled }: ScrollAnchorOptions): void {
  const last = useRef<Snapshot | null>(null)

  // Every commit of the list (no dependency list): restore, then record the layout the next commit starts from.
  useIsomorphicLayoutEffect(() => {
    const el = list.current
    if (!enabled || !el) {
      last.current = null
      return
    }
    const before = last.current
    const anchor = before?.anchors.find((a) => a.el.isConnected && a.el.parentElement === el)
    if (before && anchor) {
      // A position the browser pulled back is the list's own change, not a scroll by the user:
      // the items are put back where they were.
      const scrolledBy = wasClamped(scroller, before.scrolled) ? 0 : scrollPosition(scroller) - before.scrolled
      const expectedTop = anchor.top - scrolledBy
      const moved = anchor.el.getBoundingClientRect().top - expectedTop
      if (Math.abs(moved) >= 1) {
        if (scroller) scroller.scrollTop += moved
        else window.scrollBy(0, moved)
      }
    }
    last.current = snapshot(el, scroller)
  })

  // Scrolling moves the items without a commit.
  useEffect(() => {
    if (!enabled) return undefined
    const target: Element | Window = scroller ?? window
    const onScroll = () => {
      if (list.current) last.current = snapshot(list.current, scroller)
    }
    target.addEventListener('scroll', onScroll, { passive: true })
    return () => target.removeEventListener('scroll', onScroll)
  }, [list, scroller, enabled])
}
