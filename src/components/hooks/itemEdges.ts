// Where a list's items began and ended on screen, for a load that replaces every item on screen
// (a one-page window with a page taller than the screen): the item that follows the old last one
// then stands where that one ended (or the one before the old first, where that one began), so
// the reader goes on from there. Told by `aria-posinset`, each item's place in the whole list.
// Also what both scroll hooks record of the items on screen, and find of them after a commit.
import { firstVisibleIndex, viewportHeight, viewportTop, type Scroller } from './viewport'

/** An item and its top, from the top of the viewport. */
export interface ItemTop {
  el: Element
  top: number
}

export interface Edges {
  firstPosition: number
  /** From the top of the viewport. */
  firstTop: number
  lastPosition: number
  lastBottom: number
}

const positionOf = (el: Element | null) => Number(el?.getAttribute('aria-posinset'))

/**
 * The list's ends now, measured from `viewportTop`; null where its items carry no position, or
 * are placed by their own style (a virtualized list's rows): only items in the flow follow each other.
 */
export function edgesOf(feed: HTMLElement, viewportTop: number): Edges | null {
  const first = feed.firstElementChild
  const last = feed.lastElementChild
  if (!first || !last || !positionOf(first) || !positionOf(last)) return null
  if (getComputedStyle(first).position === 'absolute') return null
  return {
    firstPosition: positionOf(first),
    firstTop: first.getBoundingClientRect().top - viewportTop,
    lastPosition: positionOf(last),
    lastBottom: last.getBoundingClientRect().bottom - viewportTop,
  }
}

/** The item next to the old ends, if the list has it now, and where its top belongs (from the top of the viewport). */
export function neighbourOf(feed: HTMLElement, edges: Edges | null | undefined): { el: Element; top: number } | undefined {
  if (!edges) return undefined
  const at = (position: number) => feed.querySelector(`:scope > [aria-posinset="${position}"]`)
  const next = at(edges.lastPosition + 1)
  if (next) return { el: next, top: edges.lastBottom }
  const previous = at(edges.firstPosition - 1)
  return previous ? { el: previous, top: edges.firstTop - previous.getBoundingClientRect().height } : undefined
}

/**
 * Every item on screen, from the first. No fixed count: a page window may drop a page with any
 * number of its items on screen, and the next one still in the list must be among them.
 * `firstEvenBelow`: the first item counts even below the screen (a list below the fold).
 */
export function itemsOnScreen(feed: HTMLElement, scroller: Scroller, firstEvenBelow: boolean): ItemTop[] {
  const items = feed.children
  const areaTop = viewportTop(scroller)
  const bottom = viewportHeight(scroller)
  const onScreen: ItemTop[] = []
  for (let i = firstVisibleIndex(items, scroller); i < items.length; i++) {
    const top = items[i].getBoundingClientRect().top - areaTop
    if (top >= bottom && (onScreen.length || !firstEvenBelow)) break
    onScreen.push({ el: items[i], top })
  }
  return onScreen
}

/** The first of the recorded items still in the list, or else the one next to where the list's ends were. */
export function stillInList(feed: HTMLElement, recorded: readonly ItemTop[] | undefined, edges: Edges | null | undefined): ItemTop | undefined {
  return recorded?.find((item) => item.el.isConnected && item.el.parentElement === feed) ?? neighbourOf(feed, edges)
}
