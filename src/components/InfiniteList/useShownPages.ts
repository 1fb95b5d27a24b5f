// The pages whose items a list shows: the hook's window, except at the very end of a window
// whose pages have no items. With `maxPages={1}` the empty page that ends an index source takes
// the window's one place, and the reader at the end would see the end message alone: the items
// of the page it pushed out stay shown above it instead. `data` keeps at most `maxPages` pages;
// only what the list shows holds that one page more. Part of `pagekit/headless`.
import { useMemo, useRef } from 'react'

export interface ShownPagesInput<Item> {
  /** Page index of the hook's first page (`data[0]`). */
  firstPageIndex: number
  /** Items of each of the hook's pages. */
  pageItems: ReadonlyArray<readonly Item[]>
  /** A page before `data[0]` exists: the window moved on. */
  hasPrevious: boolean
}

export interface ShownPages<Item> {
  /** Page index of the first page shown. */
  firstPageIndex: number
  /** Items of each page shown. */
  pageItems: ReadonlyArray<readonly Item[]>
}

/**
 * The hook's pages, or, when none of them has an item and the page right before them had (the
 * window moved from it onto the empty page that ends the list), that page followed by them.
 */
export function useShownPages<Item>({ firstPageIndex, pageItems, hasPrevious }: ShownPagesInput<Item>): ShownPages<Item> {
  const lastWithItems = useRef<{ index: number; items: readonly Item[] } | null>(null)
  // Recorded during render, as useItemOffset does: the same data records the same page.
  const last = pageItems.length - 1
  if (last < 0) lastWithItems.current = null
  else if (pageItems[last].length) lastWithItems.current = { index: firstPageIndex + last, items: pageItems[last] }
  const before = lastWithItems.current
  const windowEmpty = pageItems.every((items) => !items.length)
  const kept = last >= 0 && windowEmpty && hasPrevious && before?.index === firstPageIndex - 1 ? before : null
  return useMemo(
    () => (kept ? { firstPageIndex: kept.index, pageItems: [kept.items, ...pageItems] } : { firstPageIndex, pageItems }),
    [kept, firstPageIndex, pageItems],
  )
}
