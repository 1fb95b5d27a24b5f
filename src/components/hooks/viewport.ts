// Where a list's viewport is and how far it has scrolled: a scroll container, or the window of
// the list's own document when there is none. Shared by the scroll hooks, which measure items against it.

export type Scroller = Element | Window

// Read instead of `instanceof Window`: the window of another frame is a window too.
const isWindow = (scroller: Scroller): scroller is Window => (scroller as Window).window === scroller

/**
 * The window of `node`'s own document (the global one without a node): a list rendered into an
 * iframe or a pop-out window through a portal scrolls that window, not the one running the app.
 */
export const ownWindow = (node: Node | null): Window => node?.ownerDocument?.defaultView ?? window

/** What a list scrolls: its scroll container, or else the window of `node`'s own document. */
export const scrollerOf = (container: Element | null, node: Node | null): Scroller => container ?? ownWindow(node)

/** The top of the scroll area: inside the scroller's border. */
export const viewportTop = (scroller: Scroller): number =>
  (isWindow(scroller) ? 0 : scroller.getBoundingClientRect().top + scroller.clientTop)

export const scrollPosition = (scroller: Scroller): number => (isWindow(scroller) ? scroller.scrollY : scroller.scrollTop)

export const viewportHeight = (scroller: Scroller): number => (isWindow(scroller) ? scroller.innerHeight : scroller.clientHeight)

/** A vertical stretch of the window's viewport, in px from its top. */
export interface Area {
  top: number
  bottom: number
}

/** The scroll area of `scroller`. */
export function areaOf(scroller: Scroller): Area {
  const top = viewportTop(scroller)
  return { top, bottom: top + viewportHeight(scroller) }
}

/**
 * What the window of `element`'s document shows of its content around `element`: its viewport
 * cut by every ancestor that clips its overflow (a scroll area, or one within another).
 */
export function visibleArea(element: Element): Area {
  const view = ownWindow(element)
  const area = { top: 0, bottom: view.innerHeight }
  for (let node = element.parentElement; node && node !== element.ownerDocument.body; node = node.parentElement) {
    if (view.getComputedStyle(node).overflowY === 'visible') continue
    const top = node.getBoundingClientRect().top + node.clientTop
    area.top = Math.max(area.top, top)
    area.bottom = Math.min(area.bottom, top + node.clientHeight)
  }
  return area
}

/** Scrolls the scroller by `delta` px: how the scroll hooks put items back where they were. */
export function scrollViewportBy(scroller: Scroller, delta: number): void {
  if (isWindow(scroller)) scroller.scrollBy(0, delta)
  else scroller.scrollTop += delta
}

/**
 * Where `container` (everything a list renders) ends, from the top of the viewport; null without
 * one, or when it holds the scroller: a list that is its own scroll area has nothing after it.
 */
export function listEnd(container: Element | null, scroller: Scroller): number | null {
  if (!container || (!isWindow(scroller) && container.contains(scroller))) return null
  return container.getBoundingClientRect().bottom - viewportTop(scroller)
}

/**
 * Whether a list's end (`listEnd`) held still on screen between two measures while the scroll
 * position changed: the browser's own scroll anchoring moved the position to keep what follows
 * the list in place (the list itself has `overflow-anchor: none`); a scroll by the user moves
 * the end with it.
 */
export const endHeldStill = (before: number | null, now: number | null): boolean =>
  before !== null && now !== null && Math.abs(now - before) < 1

/** The furthest the scroller (or its window's document) can scroll: its content's height less its viewport's. */
export function maxScrollPosition(scroller: Scroller): number {
  const el = isWindow(scroller) ? scroller.document.scrollingElement ?? scroller.document.documentElement : scroller
  return el.scrollHeight - el.clientHeight
}

/**
 * The index of the first of `items` at least partly below the top of the viewport
 * (`items.length` when none is); a binary search: items are in order.
 */
export function firstVisibleIndex(items: HTMLCollection, scroller: Scroller): number {
  const top = viewportTop(scroller)
  let low = 0
  let high = items.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (items[mid].getBoundingClientRect().bottom <= top) low = mid + 1
    else high = mid
  }
  return low
}
