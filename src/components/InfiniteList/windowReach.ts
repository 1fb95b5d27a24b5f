// Whether a page window is shorter than the reach of its sentinels: then a sentinel stays in
// reach whatever page the window holds, and each page loaded would bring the next one.
import { scrollerOf, viewportHeight } from '../hooks/viewport'
import { parseRootMargin } from '../shared/rootMargin'

// The absolute units in px, as CSS defines them: Chromium takes them in a root margin too.
const PX_PER_UNIT: Record<string, number> = { px: 1, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, in: 96, pt: 96 / 72, pc: 16 }

/** A side of a parsed root margin in px: a length, or a percentage of the viewport's height. */
function marginPx(side: string | undefined, viewport: number): number {
  if (side === undefined) return 0
  const value = parseFloat(side)
  if (side.endsWith('%')) return (value / 100) * viewport
  return value * (PX_PER_UNIT[/[a-z]+$/i.exec(side)?.[0].toLowerCase() ?? ''] ?? 0)
}

/**
 * Whether the loaded items, from the first to the last, are shorter than the viewport plus the
 * sentinels' margins above and below. False where that cannot be measured: an item windowed out
 * of the DOM (the items then span more than the viewport) or no layout at all (a test DOM).
 */
export function isShorterThanReach(feed: HTMLElement | null, itemCount: number, scroller: Element | null, rootMargin: string): boolean {
  const item = (index: number) => feed?.querySelector(`:scope > [data-index="${index}"]`) ?? null
  const first = item(0)
  const last = item(itemCount - 1)
  if (!first || !last) return false
  const height = last.getBoundingClientRect().bottom - first.getBoundingClientRect().top
  if (height <= 0) return false
  const viewport = viewportHeight(scrollerOf(scroller, first))
  const [top, , bottom] = parseRootMargin(rootMargin) ?? []
  return height < viewport + marginPx(top, viewport) + marginPx(bottom, viewport)
}
