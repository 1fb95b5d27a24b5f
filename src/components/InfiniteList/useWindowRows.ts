// The rows of a windowed feed whose pages come and go (`virtualize` with `maxPages` or a deep
// link). The virtualizer sees the whole list the user has scrolled through, not only the loaded
// window: the items of the pages before the window stay as rows that render nothing and keep
// their height, so dropping the oldest page moves no item on screen, and an earlier page loaded
// again lands in the space it had. Part of `pagekit/headless`.
import { useMemo, useRef, type Key as ReactKey } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'

export interface WindowRowsInput<Item> {
  /** The loaded items (`items[0]` is the first item of page `firstPageIndex`). */
  items: readonly Item[]
  itemKey: (item: Item, index: number) => ReactKey
  /** Page index of the first loaded page. */
  firstPageIndex: number
  /** Items of each loaded page. */
  pageItemCounts: readonly number[]
  /** Keep rows for the pages before the window (a windowed feed with a page window); else only the items are rows. */
  keepRowsBefore: boolean
}

export interface WindowRows {
  /** Rows before `items[0]`: the items of the pages seen before the window. */
  rowsBefore: number
  /** All rows: those before the window plus the loaded items. */
  count: number
  /** A row's key: the item's own key, remembered for the rows before the window. */
  rowKey: (row: number) => ReactKey
  /**
   * Rows were added or removed before the items of the last render (a deep link's earlier page,
   * pages loaded or dropped behind a Load previous button): the rows kept on screen must be
   * found again by key.
   */
  shifted: boolean
}

/**
 * The feed's rows. Each page's item keys are remembered while the page is loaded, so a row
 * before the window keeps its item's key, and with it the virtualizer's measured height (kept
 * by key). Only pages the list has seen become rows: pages before a deep link's first page are
 * not counted until they load (the virtualizer keeps the item on screen in place then, by key).
 */
export function useWindowRows<Item>({ items, itemKey, firstPageIndex, pageItemCounts, keepRowsBefore }: WindowRowsInput<Item>): WindowRows {
  const pageKeys = useRef(new Map<number, ReactKey[]>())
  const lowest = useRef<number | undefined>(undefined)
  // Recorded when the pages change (the same data writes the same keys). Item counts are each
  // page's before repeated items were dropped, so the slices are clamped.
  useMemo(() => {
    if (!keepRowsBefore) return
    if (!pageItemCounts.length) {
      // No data (a new list, or a reset): nothing seen before.
      pageKeys.current.clear()
      lowest.current = undefined
      return
    }
    let start = 0
    pageItemCounts.forEach((count, i) => {
      const end = Math.min(start + count, items.length)
      const keys: ReactKey[] = []
      for (let j = start; j < end; j++) keys.push(itemKey(items[j], j))
      pageKeys.current.set(firstPageIndex + i, keys)
      start = end
    })
    if (lowest.current === undefined || firstPageIndex < lowest.current) lowest.current = firstPageIndex
    // eslint-disable-next-line react-hooks/exhaustive-deps -- itemKey is often an inline function; the keys follow the items
  }, [items, pageItemCounts, firstPageIndex, keepRowsBefore])
  const from = lowest.current ?? firstPageIndex

  // The keys of the rows before the window change only when the window starts elsewhere.
  const before = useMemo(() => {
    const keys: ReactKey[] = []
    if (!keepRowsBefore) return keys
    for (let page = from; page < firstPageIndex; page++) keys.push(...(pageKeys.current.get(page) ?? []))
    return keys
  }, [from, firstPageIndex, keepRowsBefore])

  const rowsBefore = before.length
  const rowKey = (row: number) => (row < rowsBefore ? before[row] : itemKey(items[row - rowsBefore], row - rowsBefore))

  // Where the first and last items of the last commit were (a window moving forward drops the
  // first, one moving back the last): the same key at another row is a shift.
  type Mark = { key: ReactKey; row: number }
  const committed = useRef<{ items: readonly Item[]; firstPageIndex: number; marks: Mark[] } | null>(null)
  const last = committed.current
  let shifted = false
  if (keepRowsBefore && last && (last.items !== items || last.firstPageIndex !== firstPageIndex)) {
    shifted = last.marks.some(({ key, row }) => {
      const loaded = items.findIndex((item, i) => itemKey(item, i) === key)
      const now = loaded >= 0 ? rowsBefore + loaded : before.indexOf(key)
      return now >= 0 && now !== row
    })
  }
  useIsomorphicLayoutEffect(() => {
    const n = items.length
    committed.current = keepRowsBefore && n
      ? { items, firstPageIndex, marks: [{ key: itemKey(items[0], 0), row: rowsBefore }, { key: itemKey(items[n - 1], n - 1), row: rowsBefore + n - 1 }] }
      : null
  })

  return { rowsBefore, count: rowsBefore + items.length, rowKey, shifted }
}
