// Whether a page window is shorter than the reach of its sentinels: then a sentinel stays in
// reach whatever page the window holds, and each page loaded would bring the next one.
import { viewportHeight } from '../hooks/viewport'
import { parseRootMargin } from '../shared/rootMargin'

/** A root margin side in px: `200px`, or a percentage of the viewport's height; anything else counts as 0. */
function marginPx(side: string | undefined, viewport: number): number {
  const value = parseFloat(side ?? '')
  if (!Number.isFinite(value)) return 0
  return side!.endsWith('%') ? (value / 100) * viewport : value
}

/**
 * Whether the loaded items, from the first to the last, are shorter than the viewport plus the
 * sentinels' margins above and below. False where that cannot be measured: an item windowed out
 * of the DOM (the items then span more than the viewport) or no layout at all (a test DOM).
 */
export function isShorterThanReach(feed: HTMLElement | null, itemCount: number, scroller: Element | null, rootMargin: string): boolean {
  const item = (index: number) => {
    const el = feed?.querySelector(`[data-index="${index}"]`)
    return el && el.parentElement === feed ? el : null
  }
  const first = item(0)
  const last = item(itemCount - 1)
  if (!first || !last) return false
  const height = last.getBoundingClientRect().bottom - first.getBoundingClientRect().top
  if (height <= 0) return false
  const viewport = viewportHeight(scroller)
  const [top, , bottom] = parseRootMargin(rootMargin) ?? []
  return height < viewport + marginPx(top, viewport) + marginPx(bottom, viewport)
}
