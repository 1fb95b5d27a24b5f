// Where the loaded window starts in the whole list. With `maxPages` (or a deep link) `items[0]`
// is not the list's first item, yet aria-posinset must still be the item's position: the list
// remembers how many items each page it has seen had. Part of `pagekit/headless`.
import { useRef } from 'react'

export interface ItemOffsetInput {
  hasData: boolean
  /** Page index of `data[0]`. */
  firstPageIndex: number
  /** Items of each page in `data`. */
  pageItemCounts: readonly number[]
  /** A page before `data[0]` exists. */
  hasPrevious: boolean
}

/**
 * The number of items before `items[0]`: the sum of the item counts of the pages from the
 * list's first page up to `firstPageIndex`. Undefined while the first page of the source is not
 * known (a deep link before it scrolled back to the start) or a page in between was never seen.
 */
export function useItemOffset({ hasData, firstPageIndex, pageItemCounts, hasPrevious }: ItemOffsetInput): number | undefined {
  const counts = useRef(new Map<number, number>())
  // The lowest page index known to have nothing before it.
  const origin = useRef<number | undefined>(undefined)
  if (!hasData) return undefined
  // Recording during render is idempotent: the same data writes the same numbers.
  pageItemCounts.forEach((count, i) => counts.current.set(firstPageIndex + i, count))
  if (!hasPrevious && (origin.current === undefined || firstPageIndex < origin.current)) origin.current = firstPageIndex
  const start = origin.current
  if (start === undefined) return undefined
  let offset = 0
  for (let page = start; page < firstPageIndex; page++) {
    const count = counts.current.get(page)
    if (count === undefined) return undefined
    offset += count
  }
  return offset
}
