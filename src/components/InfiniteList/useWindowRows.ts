// The rows of a windowed feed whose pages come and go (`virtualize` with `maxPages` or a deep
// link). The virtualizer sees the whole list the user has scrolled through, not only the loaded
// window: the items of the pages before and after the window stay as rows that render nothing
// and keep their height, so dropping a page at either end moves nothing on screen (nor shortens
// the feed under the user's eyes), and a page loaded again lands in the space it had. Part of
// `pagekit/headless`.
import { useRef, type Key as ReactKey } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'

export interface WindowRowsInput {
  /** Number of loaded items (`items[0]` is the first item of page `firstPageIndex`). */
  itemCount: number
  /** Page index of the first loaded page. */
  firstPageIndex: number
  /** Items of each loaded page. */
  pageItemCounts: readonly number[]
  /** Keep rows for the pages before and after the window (a windowed feed with a page window); else only the items are rows. */
  keepDroppedRows: boolean
  /** Without `keepDroppedRows`: a row's key is its item's (`itemKey`). */
  itemKeyOf: (index: number) => ReactKey
}

export interface WindowRows {
  /** Rows before `items[0]`: the items of the pages seen before the window. */
  rowsBefore: number
  /** Rows after the last loaded item: the items of the pages seen after the window. */
  rowsAfter: number
  /** All rows: those before the window, the loaded items and those after it. */
  count: number
  /**
   * A row's key. With `keepDroppedRows`, its page and its place in the page (`"7:3"`): the same
   * whether the page is loaded or not and whatever `itemKey` is (an index fallback is not stable
   * across windows). The virtualizer keeps measured heights by key, so a dropped page's rows keep theirs.
   */
  rowKey: (row: number) => ReactKey
  /**
   * Rows were added or removed before the items of the last commit (a deep link's earlier
   * page): the rows kept on screen must be found again by key.
   */
  shifted: boolean
}

/** Each loaded page's rows: its item count, clamped to the items left (repeated items are shown once). */
function loadedPageRows(pageItemCounts: readonly number[], itemCount: number): number[] {
  let left = itemCount
  return pageItemCounts.map((count) => {
    const rows = Math.min(count, left)
    left -= rows
    return rows
  })
}

interface RowPlace {
  page: number
  position: number
  row: number
}

/**
 * The feed's rows. The row count of each page the list has loaded is remembered, so the pages
 * before and after the window keep their rows. Only pages the list has seen become rows: pages
 * before a deep link's first page are not counted until they load (the virtualizer keeps the
 * item on screen in place then, by key).
 */
export function useWindowRows({ itemCount, firstPageIndex, pageItemCounts, keepDroppedRows, itemKeyOf }: WindowRowsInput): WindowRows {
  const seen = useRef(new Map<number, number>())
  const lowest = useRef<number | undefined>(undefined)
  const highest = useRef<number | undefined>(undefined)
  const loaded = loadedPageRows(pageItemCounts, itemCount)
  const lastLoaded = firstPageIndex + loaded.length - 1
  if (keepDroppedRows) {
    // Recorded during render, as useItemOffset does: the same data writes the same numbers.
    if (!loaded.length) {
      // No data (a new list, or a reset): nothing seen before.
      seen.current.clear()
      lowest.current = undefined
      highest.current = undefined
    }
    loaded.forEach((rows, i) => seen.current.set(firstPageIndex + i, rows))
    if (loaded.length && (lowest.current === undefined || firstPageIndex < lowest.current)) lowest.current = firstPageIndex
    if (loaded.length && (highest.current === undefined || lastLoaded > highest.current)) highest.current = lastLoaded
  }
  const from = keepDroppedRows ? lowest.current ?? firstPageIndex : firstPageIndex
  const to = keepDroppedRows ? highest.current ?? lastLoaded : lastLoaded

  // Where each page from `from` to the last loaded one starts.
  const starts: number[] = []
  let rows = 0
  for (let page = from; page < firstPageIndex; page++) {
    starts.push(rows)
    rows += seen.current.get(page) ?? 0
  }
  const rowsBefore = rows
  for (const pageRows of loaded) {
    starts.push(rows)
    rows += pageRows
  }
  const windowEnd = rows
  for (let page = lastLoaded + 1; page <= to; page++) {
    starts.push(rows)
    rows += seen.current.get(page) ?? 0
  }

  const placeOf = (row: number): RowPlace => {
    // The last page starting at or before `row` (an empty page starts where the next one does).
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (starts[mid] <= row) low = mid
      else high = mid - 1
    }
    return { page: from + low, position: row - starts[low], row }
  }
  const rowOf = ({ page, position }: RowPlace): number => {
    const k = page - from
    if (k < 0 || k >= starts.length) return -1
    const end = k + 1 < starts.length ? starts[k + 1] : rows
    return starts[k] + position < end ? starts[k] + position : -1
  }

  // Where the first and last loaded items of the last commit were (a window moving forward
  // drops the first, one moving back the last): the same place at another row is a shift.
  const committed = useRef<RowPlace[]>([])
  const shifted = committed.current.some((place) => {
    const now = rowOf(place)
    return now >= 0 && now !== place.row
  })
  useIsomorphicLayoutEffect(() => {
    committed.current = keepDroppedRows && itemCount ? [placeOf(rowsBefore), placeOf(windowEnd - 1)] : []
  })

  return {
    rowsBefore,
    rowsAfter: rows - windowEnd,
    count: rows,
    rowKey: (row) => {
      if (!keepDroppedRows) return itemKeyOf(row)
      const { page, position } = placeOf(row)
      return `${page}:${position}`
    },
    shifted,
  }
}
