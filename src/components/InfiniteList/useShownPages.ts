// The pages whose items a list shows: the hook's window, except at the very end of a full
// window. The empty page that ends an index source takes a place in the window (`data` keeps at
// most `maxPages` pages, that one included) and pushes out a page with items: the list would get
// shorter at the end, bring the page before the window into reach and load it by itself, or
// (`maxPages={1}`) show the end message alone. The page it pushed out stays shown instead; only
// what the list shows holds that one page more. Part of `pagekit/headless`.
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
 * The hook's pages, or, when the last of them has no item and the page right before them was
 * shown with items (the window moved from it onto the empty page that ends the list), that page
 * followed by them.
 */
export function useShownPages<Item>({ firstPageIndex, pageItems, hasPrevious }: ShownPagesInput<Item>): ShownPages<Item> {
  const lastShown = useRef<ShownPages<Item> | null>(null)
  const last = pageItems.length - 1
  const endsEmpty = last >= 0 && !pageItems[last].length && hasPrevious
  const before = lastShown.current
  const pushedOut = endsEmpty && before ? before.pageItems[firstPageIndex - 1 - before.firstPageIndex] : undefined
  const kept = pushedOut?.length ? pushedOut : null
  const shown = useMemo(
    () => (kept ? { firstPageIndex: firstPageIndex - 1, pageItems: [kept, ...pageItems] } : { firstPageIndex, pageItems }),
    [kept, firstPageIndex, pageItems],
  )
  // Recorded during render, as useItemOffset does: the same data records the same pages.
  lastShown.current = shown
  return shown
}

/** The list shows the page the empty last page pushed out: one page more than `data` holds. */
export const showsPushedOutPage = (list: { pageItemCounts: readonly number[]; data: readonly unknown[] | undefined }): boolean =>
  list.pageItemCounts.length > (list.data?.length ?? 0)
