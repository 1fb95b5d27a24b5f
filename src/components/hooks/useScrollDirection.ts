// Which way the user last scrolled a list, or tried to (used by useInfiniteList; not exported). A scroll is
// read from an item on screen, not from the scroll position: the list's own corrections (a page
// dropped or added above the items, scroll anchoring putting them back) change the scroll
// position but leave the items where they are, so they are not taken for the user scrolling.
// A wheel, a swipe or a key counts too, even where the scroller cannot move (at its very top).
import { useEffect, useRef, useState } from 'react'
import { firstVisibleIndex, scrollPosition, viewportHeight } from './viewport'

export type ScrollDirection = 'up' | 'down'

export interface ScrollDirectionOptions {
  /** The element whose children are the items (the feed). */
  list: { current: HTMLElement | null }
  /** The scroll container; null: the window. */
  scroller: Element | null
  enabled: boolean
}

// Smaller moves are left to accumulate: scroll anchoring leaves an item within a pixel of its place.
const THRESHOLD = 2

const KEY_DIRECTIONS: Record<string, ScrollDirection> = {
  ArrowUp: 'up', PageUp: 'up', Home: 'up', ArrowDown: 'down', PageDown: 'down', End: 'down',
}

interface Reference {
  el: Element
  top: number
}

/** `'down'` or `'up'`: where the user last scrolled (or tried to); null until they do. */
export function useScrollDirection({ list, scroller, enabled }: ScrollDirectionOptions): ScrollDirection | null {
  const [direction, setDirection] = useState<ScrollDirection | null>(null)
  const reference = useRef<Reference | null>(null)

  // After a commit, an item to measure the next scroll by, if the last one left the list (a
  // dropped page, a row windowed out).
  useEffect(() => {
    const feed = list.current
    if (enabled && feed && !isCurrent(reference.current, feed)) reference.current = referenceIn(feed, scroller)
  })

  useEffect(() => {
    if (!enabled) return undefined
    const target: Element | Window = scroller ?? window
    let lastScrolled = scrollPosition(scroller)
    let lastReference: Reference | null = null
    const onScroll = () => {
      const feed = list.current
      const scrolled = scrollPosition(scroller)
      const jumped = scrolled - lastScrolled
      lastScrolled = scrolled
      if (!feed) return
      const ref = reference.current
      const moved = isCurrent(ref, feed) ? ref.el.getBoundingClientRect().top - ref.top : 0
      if (Math.abs(moved) >= THRESHOLD) setDirection(moved < 0 ? 'down' : 'up')
      // A jump of more than a screen (the scroll bar dragged, a "back to top") windows the
      // reference out of a virtualized list, or the list renders other items and takes a new
      // one before this event: the scroll position tells the way. (Where the reference of the
      // last event is still there, unmoved, a position that moved alone is the list's correction.)
      else if ((ref !== lastReference || !isCurrent(ref, feed)) && Math.abs(jumped) > viewportHeight(scroller)) {
        setDirection(jumped > 0 ? 'down' : 'up')
      }
      // Smaller moves accumulate on the same item.
      else if (isCurrent(ref, feed)) return
      reference.current = lastReference = referenceIn(feed, scroller)
    }
    const onWheel = (event: Event) => {
      const { deltaY } = event as WheelEvent
      if (deltaY) setDirection(deltaY < 0 ? 'up' : 'down')
    }
    let touchY: number | null = null
    const onTouchStart = (event: Event) => {
      touchY = (event as TouchEvent).touches[0]?.clientY ?? null
    }
    const onTouchMove = (event: Event) => {
      const y = (event as TouchEvent).touches[0]?.clientY
      // A finger moving down pulls the content down: towards the top of the list.
      if (touchY !== null && y !== undefined && Math.abs(y - touchY) >= THRESHOLD) setDirection(y > touchY ? 'up' : 'down')
    }
    const onKeyDown = (event: Event) => {
      const { key, shiftKey } = event as KeyboardEvent
      const keyDirection = key === ' ' ? (shiftKey ? 'up' : 'down') : KEY_DIRECTIONS[key]
      if (keyDirection) setDirection(keyDirection)
    }
    const listeners: [string, (event: Event) => void][] = [
      ['scroll', onScroll], ['wheel', onWheel], ['touchstart', onTouchStart], ['touchmove', onTouchMove], ['keydown', onKeyDown],
    ]
    listeners.forEach(([type, listener]) => target.addEventListener(type, listener, { passive: true }))
    return () => listeners.forEach(([type, listener]) => target.removeEventListener(type, listener))
  }, [list, scroller, enabled])
  return direction
}

function isCurrent(ref: Reference | null, feed: HTMLElement): ref is Reference {
  return !!ref && ref.el.isConnected && ref.el.parentElement === feed
}

function referenceIn(feed: HTMLElement, scroller: Element | null): Reference | null {
  const el = feed.children[firstVisibleIndex(feed.children, scroller)] ?? null
  return el ? { el, top: el.getBoundingClientRect().top } : null
}
