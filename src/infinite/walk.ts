// The pages of a list as the cache holds them, for setSize (load-pages.ts walks with fetching).
import type { CacheContext } from '../core/cache'
import { serialize } from '../core/serialize'
import { readState } from '../core/state'
import type { Arguments } from '../core/types'

/** `getKey` as the walk calls it. */
export type KeyLoader = (pageIndex: number, previousPageData: unknown) => Arguments

export interface WalkOptions {
  getKey: KeyLoader
  /** The index after the last page to walk. */
  size: number
  /** Parallel mode: getKey always gets `previousPageData = null`. */
  parallel: boolean
  /** The list's first page (default 0) and, when it is not page 0, its key. */
  firstPageIndex?: number
  firstPageArgs?: Arguments
  /** At most this many pages are kept, the last ones (default: all). */
  maxPages?: number
}

/**
 * The key of page `index`: `firstPageArgs` for a first page other than page 0 (its cursor came
 * from a page the list no longer holds), else getKey's, with `previousPageData` null for the
 * first page and in parallel mode.
 */
export const keyOfPage = (
  { getKey, parallel, firstPageIndex = 0, firstPageArgs }: Omit<WalkOptions, 'size'>, index: number, previousPageData: unknown,
): Arguments =>
  index === firstPageIndex && firstPageArgs !== undefined
    ? firstPageArgs
    : getKey(index, parallel || index === firstPageIndex ? null : previousPageData)

/** Where a window of at most `maxPages` pages starts when the list's pages end before `end`. */
export const windowStart = (firstPageIndex: number, end: number, maxPages: number): number =>
  Math.max(firstPageIndex, end - maxPages)

/** The pages a list holds for a size, read from their cache entries, and where they start. */
export interface CachedPages {
  pages: unknown[]
  firstPageIndex: number
  firstPageArgs: Arguments
}

/**
 * The list's pages up to `size` (the last `maxPages` of them) as their own cache entries hold
 * them, or undefined when one of them is not there: not cached, past the end of the list, or
 * its key cannot be computed.
 */
export function readCachedPages(ctx: CacheContext, options: WalkOptions): CachedPages | undefined {
  const { size, firstPageIndex = 0, maxPages = Infinity } = options
  const pages: unknown[] = []
  const keys: Arguments[] = []
  try {
    // Page i's key needs page i - 1's data (a cursor): one page at a time, a null key ends the list.
    for (let index = firstPageIndex; index < size; index++) {
      const [key, args] = serialize(keyOfPage(options, index, pages[pages.length - 1]))
      if (!key) break
      const pageData = readState(ctx, key).data
      if (pageData === undefined) return undefined
      pages.push(pageData)
      keys.push(args)
    }
  } catch {
    // A getKey that throws, or a key that cannot be serialized.
    return undefined
  }
  if (firstPageIndex + pages.length !== size) return undefined
  const start = windowStart(firstPageIndex, size, maxPages)
  return { pages: pages.slice(start - firstPageIndex), firstPageIndex: start, firstPageArgs: keys[start - firstPageIndex] }
}
