// Pure windowing arithmetic of the pager: which pages to show around the current one.
// No React here, so every combination can be unit-tested cheaply and reused by any renderer.
import type { PagerItemModel, UsePagerOptions } from './types'
import { assertNonNegativeInteger, assertOptionalNonNegativeInteger } from '../../utils/validate'

export type PagerRangeEntry = number | 'start-ellipsis' | 'end-ellipsis'

/** Highest valid zero-based page; 0 when there are no pages, so that page 0 is always valid. */
export function lastPageIndex(pageCount: number): number {
  return Math.max(0, pageCount - 1)
}

function range(start: number, end: number): number[] {
  const out: number[] = []
  for (let i = start; i <= end; i++) out.push(i)
  return out
}

/**
 * Zero-based pages to show for `pageCount` pages with `page` current, with ellipsis markers.
 *
 * Layout for large counts: `boundaryCount` pages, a slot, `2 * siblingCount + 1` pages around the
 * current one, a slot, `boundaryCount` pages. A slot shows an ellipsis when it hides two or more
 * pages and the single page otherwise (an ellipsis for one page saves nothing). So the entry count
 * is constant (`2b + 2s + 3`) while the current page moves, and the controls don't jump around.
 * When `pageCount` fits in that many entries, every page is shown.
 */
export function paginationRange(pageCount: number, page: number, siblingCount = 1, boundaryCount = 1): PagerRangeEntry[] {
  assertNonNegativeInteger('<Pager>', 'pageCount', pageCount)
  assertNonNegativeInteger('<Pager>', 'page', page)
  assertNonNegativeInteger('<Pager>', 'siblingCount', siblingCount)
  assertNonNegativeInteger('<Pager>', 'boundaryCount', boundaryCount)
  if (pageCount === 0) return []
  const current = Math.min(page, pageCount - 1)
  const b = boundaryCount
  const s = siblingCount
  if (pageCount <= 2 * b + 2 * s + 3) return range(0, pageCount - 1)

  // Slide the sibling window so it never overlaps the slots or the boundaries.
  const windowStart = Math.min(Math.max(current - s, b + 1), pageCount - b - 2 - 2 * s)
  const windowEnd = windowStart + 2 * s
  return [
    ...range(0, b - 1),
    windowStart === b + 1 ? b : 'start-ellipsis',
    ...range(windowStart, windowEnd),
    windowEnd === pageCount - b - 2 ? pageCount - b - 1 : 'end-ellipsis',
    ...range(pageCount - b, pageCount - 1),
  ]
}

/** The pager's options that decide which items it shows, and the current page. */
export interface GetPagerItemsOptions
  extends Pick<UsePagerOptions, 'pageCount' | 'hasNext' | 'siblingCount' | 'boundaryCount' | 'showFirstLast' | 'showPrevNext'> {
  /** Zero-based current page; clamped to the known range. */
  page: number
}

/**
 * The full item list (controls, pages, ellipses) with selection and disabled states.
 * With an unknown total, pages 1..current (+ the next one when `hasNext`) are windowed,
 * "next" is enabled iff `hasNext`, and there is no "last" control (its target is unknown).
 */
export function getPagerItems(options: GetPagerItemsOptions): PagerItemModel[] {
  const { pageCount, siblingCount = 1, boundaryCount = 1, showFirstLast = false, showPrevNext = true } = options
  assertOptionalNonNegativeInteger('<Pager>', 'pageCount', pageCount)
  assertNonNegativeInteger('<Pager>', 'page', options.page)
  const known = pageCount !== undefined && pageCount !== null
  const hasNext = options.hasNext ?? true
  const page = known ? Math.min(options.page, lastPageIndex(pageCount)) : options.page
  const shownCount = known ? pageCount : page + 1 + (hasNext ? 1 : 0)
  const atStart = page === 0
  const atEnd = known ? page >= pageCount - 1 : !hasNext

  const control = (type: PagerItemModel['type'], target: number, disabled: boolean): PagerItemModel => ({
    type,
    page: disabled ? null : target,
    selected: false,
    disabled,
    key: type,
  })

  const items: PagerItemModel[] = []
  if (showFirstLast) items.push(control('first', 0, atStart))
  if (showPrevNext) items.push(control('previous', page - 1, atStart))
  const entries = paginationRange(shownCount, page, siblingCount, boundaryCount)
  entries.forEach((entry, index) => {
    if (typeof entry === 'number') {
      items.push({ type: 'page', page: entry, selected: entry === page, disabled: false, key: `page-${entry}` })
      return
    }
    // An ellipsis stands for the pages between its numeric neighbours.
    const before = entries[index - 1]
    const after = entries[index + 1]
    const from = typeof before === 'number' ? before + 1 : 0
    const to = typeof after === 'number' ? after - 1 : shownCount - 1
    items.push({ type: entry, page: null, selected: false, disabled: false, key: entry, range: [from, to] })
  })
  if (showPrevNext) items.push(control('next', page + 1, atEnd))
  if (showFirstLast && known) items.push(control('last', lastPageIndex(pageCount), atEnd))
  return items
}
