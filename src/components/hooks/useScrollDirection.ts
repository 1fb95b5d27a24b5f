// Which way the user last scrolled a list, or tried to (used by useInfiniteList; not exported). A scroll is
// read from an item on screen, not from the scroll position: the list's own corrections (a page
// dropped or added above the items, scroll anchoring putting them back) change the scroll
// position but leave the items where they are, so they are not taken for the user scrolling.
// A wheel, a swipe or a key counts too, even where the scroller cannot move (at its very top).
// It also tells whether the user scrolled since the list last started loading a page: a page
// window too short to fill the list waits for that before it loads another.
import { useCallback, useEffect, useRef, useState } from 'react'
import { edgesOf, itemsOnScreen, stillInList, type Edges, type ItemTop } from './itemEdges'
import { useScrollerSubscription } from './useScrollerSubscription'
import { maxScrollPosition, scrollerOf, scrollPosition, viewportHeight, viewportTop, type Scroller } from './viewport'

export type ScrollDirection = 'up' | 'down'

export interface ScrollDirectionOptions {
  /** The element whose children are the items (the feed). */
  list: { current: HTMLElement | null }
  /** The scroll container; null: the window of the list's own document. */
  scroller: Element | null
  enabled: boolean
}

// Smaller moves are left to accumulate: scroll anchoring leaves an item within a pixel of its place.
const THRESHOLD = 2
// Where no scrollend comes (WebKit), a key's scroll has stopped once no scroll event came for this long.
const KEY_SCROLL_QUIET_MS = 200

const KEY_DIRECTIONS: Record<string, ScrollDirection> = {
  ArrowUp: 'up', PageUp: 'up', Home: 'up', ArrowDown: 'down', PageDown: 'down', End: 'down',
}

interface Reference {
  /**
   * Every item on screen, from the first: if a page window drops the first, the next one still in
   * the list tells its correction from a scroll. No fixed count: short rows below other content can
   * leave any number of the dropped page's items on screen. It costs a measure per item on screen
   * at each scroll (in a 300 px container: at most 9 of 40 px rows, 26 of 12 px rows; 8 before).
   */
  marks: ItemTop[]
  /** Where the items began and ended: if none of the marks is left (a load replaced them all), the next item measures. */
  edges: Edges | null
  /** The scroll position then. */
  scrolled: number
}

export interface ScrollIntent {
  /** `'down'` or `'up'`: where the user last scrolled (or tried to); null until they do. */
  direction: ScrollDirection | null
  /** Whether the user scrolled (or tried to) since `loadStarted()` was last called. */
  scrolledSinceLoad: boolean
  /** The list started loading a page: `scrolledSinceLoad` is false until the user scrolls again. */
  loadStarted: () => void
}

export function useScrollDirection({ list, scroller, enabled }: ScrollDirectionOptions): ScrollIntent {
  const [direction, setDirectionState] = useState<ScrollDirection | null>(null)
  const [scrolledSinceLoad, setScrolledSinceLoad] = useState(false)
  const reference = useRef<Reference | null>(null)
  // Both states bail out when unchanged: a scroll re-renders the list only when one of them changes.
  const setDirection = useCallback((way: ScrollDirection, scrolled = true) => {
    setDirectionState(way)
    if (scrolled) setScrolledSinceLoad(true)
  }, [])
  // The latest load: how many there were, and the scroll position it started at. A scroll counts
  // since a load only if it came after it; Firefox runs the observer callback that starts the load
  // before the scroll event, or the key's timer, of the scroll that set it off.
  const lastLoad = useRef<{ count: number; at: number | null }>({ count: 0, at: null })
  const scrollerNow = useRef(scroller)
  scrollerNow.current = scroller
  const loadStarted = useCallback(() => {
    const feed = list.current
    lastLoad.current = { count: lastLoad.current.count + 1, at: feed ? scrollPosition(scrollerOf(scrollerNow.current, feed)) : null }
    setScrolledSinceLoad(false)
  }, [list])

  // After a commit, an item to measure the next scroll by, if the last one left the list (a
  // dropped page, a row windowed out).
  useEffect(() => {
    const feed = list.current
    if (enabled && feed && !markIn(reference.current, feed)) reference.current = referenceIn(feed, scrollerOf(scroller, feed))
  })

  // The feed may come later than the list's first commit (an app renders it once it has items),
  // maybe in another document: until then, `scrollerOf` can only name this document's window.
  useScrollerSubscription(() => (enabled ? scrollerOf(scroller, list.current) : null), (target) => {
    let lastScrolled = scrollPosition(target)
    let lastReference: Reference | null = null
    // The browser scrolls an element that takes focus into view (Page Down to the next article,
    // Tab, focus handed on when a page went): Chromium in the frame of the focus, before its
    // animation frame callbacks; WebKit in the frame after. Until the second frame, scrolls are focus's.
    let focusMoved = false
    let focusFrame = 0
    const onFocusIn = () => {
      focusMoved = true
      cancelAnimationFrame(focusFrame)
      focusFrame = requestAnimationFrame(() => {
        focusFrame = requestAnimationFrame(() => {
          focusMoved = false
        })
      })
    }
    // A key left to the browser scrolls smoothly in WebKit and Safari (Chromium too, with smooth
    // scrolling on): several frames of scroll events, and the list may start the page the key
    // brought into reach in the middle of them. The key counted as a scroll: the rest of its own
    // scroll does not count again.
    let keyScrolling = false
    let keyScrollQuiet: ReturnType<typeof setTimeout> | undefined
    const keyScrollGoesOn = () => {
      clearTimeout(keyScrollQuiet)
      keyScrollQuiet = setTimeout(keyScrollStopped, KEY_SCROLL_QUIET_MS)
    }
    const keyScrollStopped = () => {
      clearTimeout(keyScrollQuiet)
      keyScrolling = false
    }
    const onScroll = () => {
      if (keyScrolling) keyScrollGoesOn()
      const feed = list.current
      const scrolled = scrollPosition(target)
      const jumped = scrolled - lastScrolled
      // The event of the scroll that set the latest load off, come after it: not a new scroll.
      const setLoadOff = lastLoad.current.at !== null && Math.abs(scrolled - lastLoad.current.at) < 1
      lastLoad.current.at = null
      const counts = !keyScrolling && !setLoadOff
      // The content got shorter than where the position was (a page window replaced a page by a
      // shorter one, all of it below the items on screen): the browser pulled the position back.
      const pulledBack = lastScrolled > maxScrollPosition(target)
      lastScrolled = scrolled
      if (!feed) return
      // Focus moving is not the user scrolling: in a virtualized window the blank rows of the
      // dropped pages push the articles down, and walking them with Page Down scrolls the list.
      if (focusMoved) {
        reference.current = lastReference = referenceIn(feed, target)
        return
      }
      const ref = reference.current
      const mark = markIn(ref, feed)
      const current = !!ref && !!mark
      const moved = mark ? topOf(mark.el, target) - mark.top : 0
      // Where the item went in the scrolled content: a scroll leaves it there, only the list
      // moves it (a page or an indicator added or gone above it). A scroll position that changed
      // with it is the list's correction, or the browser's, and is not taken for the user's: the
      // next scroll is measured from where the items are now.
      const listMoved = current && Math.abs(moved + scrolled - ref.scrolled) >= 1
      if (listMoved) {
        reference.current = lastReference = referenceIn(feed, target)
        return
      }
      if (Math.abs(moved) >= THRESHOLD) setDirection(moved < 0 ? 'down' : 'up', counts)
      // A jump of more than a screen (the scroll bar dragged, a "back to top") windows the
      // reference out of a virtualized list, or the list renders other items and takes a new
      // one before this event: the scroll position tells the way. (Where the reference of the
      // last event is still there, unmoved, a position that moved alone is the list's correction.)
      else if ((ref !== lastReference || !current) && !pulledBack && Math.abs(jumped) > viewportHeight(target)) {
        setDirection(jumped > 0 ? 'down' : 'up', counts)
      }
      // Smaller moves accumulate on the same item.
      else if (current) return
      reference.current = lastReference = referenceIn(feed, target)
    }
    const onWheel = (event: Event) => {
      const { deltaY } = event as WheelEvent
      keyScrollStopped()
      if (deltaY) setDirection(deltaY < 0 ? 'up' : 'down')
    }
    let touchY: number | null = null
    const onTouchStart = (event: Event) => {
      touchY = (event as TouchEvent).touches[0]?.clientY ?? null
      keyScrollStopped()
    }
    const onTouchMove = (event: Event) => {
      const y = (event as TouchEvent).touches[0]?.clientY
      // A finger moving down pulls the content down: towards the top of the list.
      if (touchY !== null && y !== undefined && Math.abs(y - touchY) >= THRESHOLD) setDirection(y > touchY ? 'up' : 'down')
    }
    const onKeyDown = (event: Event) => {
      const { key, shiftKey } = event as KeyboardEvent
      const keyDirection = key === ' ' ? (shiftKey ? 'up' : 'down') : KEY_DIRECTIONS[key]
      if (!keyDirection) return
      setDirection(keyDirection, false)
      keyScrolling = true
      keyScrollGoesOn()
      const loadsBefore = lastLoad.current.count
      // A key the page took for itself (the feed's Page Down to the next article) moves focus,
      // not the list: only one left to the browser counts as scrolling. Asked once every listener
      // ran, and not when a load started in between: the key's scroll set it off.
      setTimeout(() => {
        if (event.defaultPrevented) keyScrollStopped()
        else if (lastLoad.current.count === loadsBefore) setScrolledSinceLoad(true)
      })
    }
    const listeners: [string, (event: Event) => void][] = [
      ['scroll', onScroll], ['wheel', onWheel], ['touchstart', onTouchStart], ['touchmove', onTouchMove], ['keydown', onKeyDown],
      ['focusin', onFocusIn], ['scrollend', keyScrollStopped],
    ]
    listeners.forEach(([type, listener]) => target.addEventListener(type, listener, { passive: true }))
    return () => {
      listeners.forEach(([type, listener]) => target.removeEventListener(type, listener))
      clearTimeout(keyScrollQuiet)
      cancelAnimationFrame(focusFrame)
    }
  })
  return { direction, scrolledSinceLoad, loadStarted }
}

/** The first item of the reference still in the list, or else the one next to where they were, if any. */
function markIn(ref: Reference | null, feed: HTMLElement): ItemTop | undefined {
  return stillInList(feed, ref?.marks, ref?.edges)
}

const topOf = (el: Element, scroller: Scroller) => el.getBoundingClientRect().top - viewportTop(scroller)

function referenceIn(feed: HTMLElement, scroller: Scroller): Reference | null {
  // The first item marks even below the screen (a list below the fold): it is all there is to measure by.
  const marks = itemsOnScreen(feed, scroller, true)
  return marks.length ? { marks, edges: edgesOf(feed, viewportTop(scroller)), scrolled: scrollPosition(scroller) } : null
}
