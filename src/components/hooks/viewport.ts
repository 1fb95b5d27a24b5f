// Where a list's viewport is and how far it has scrolled: a scroll container, or the window when
// there is none (null). Shared by the scroll hooks, which measure items against it.

/** The top of the scroll area: inside the scroller's border. */
export const viewportTop = (scroller: Element | null): number =>
  (scroller ? scroller.getBoundingClientRect().top + scroller.clientTop : 0)

export const scrollPosition = (scroller: Element | null): number => (scroller ? scroller.scrollTop : window.scrollY)

export const viewportHeight = (scroller: Element | null): number => (scroller ? scroller.clientHeight : window.innerHeight)

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
