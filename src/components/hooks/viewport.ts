// Where a list's viewport is and how far it has scrolled: a scroll container, or the window when
// there is none (null). Shared by the scroll hooks, which measure items against it.

/** The top of the scroll area: inside the scroller's border. */
export const viewportTop = (scroller: Element | null): number =>
  (scroller ? scroller.getBoundingClientRect().top + scroller.clientTop : 0)

export const scrollPosition = (scroller: Element | null): number => (scroller ? scroller.scrollTop : window.scrollY)

export const viewportHeight = (scroller: Element | null): number => (scroller ? scroller.clientHeight : window.innerHeight)

/** Scrolls the scroller (or the window) by `delta` px: how the scroll hooks put items back where they were. */
export function scrollViewportBy(scroller: Element | null, delta: number): void {
  if (scroller) scroller.scrollTop += delta
  else window.scrollBy(0, delta)
}

/**
 * Where `container` (everything a list renders) ends, from the top of the viewport; null without
 * one, or when it holds the scroller: a list that is its own scroll area has nothing after it.
 */
export function listEnd(container: Element | null, scroller: Element | null): number | null {
  if (!container || (scroller && container.contains(scroller))) return null
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

/** The furthest the scroller (or the document) can scroll: its content's height less its viewport's. */
export function maxScrollPosition(scroller: Element | null): number {
  const el = scroller ?? document.scrollingElement ?? document.documentElement
  return el.scrollHeight - el.clientHeight
}

/**
 * The index of the first of `items` at least partly below the top of the viewport
 * (`items.length` when none is); a binary search: items are in order.
 */
export function firstVisibleIndex(items: HTMLCollection, scroller: Element | null): number {
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
