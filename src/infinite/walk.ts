// The pages of a list as the cache holds them, for setSize (load-pages.ts walks with fetching).
import type { CacheContext } from '../core/cache'
import { serialize } from '../core/serialize'
import { cacheHelper } from '../core/state'
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

/** One page of the walk. */
export interface WalkStep {
  index: number
  /** The serialized page key: the page's own cache entry. */
  key: string
  /** The key getKey returned: the fetcher's argument. */
  args: Arguments
}

/**
 * The pages of a list, in order from its first page: page i's key is `getKey(i, pages[i - 1])`
 * (see keyOfPage), and a null key ends the list. The caller fills `pages` (from the first page
 * on) with each page's data before it asks for the next step. What getKey or serialize throws
 * is thrown.
 */
export function* pageWalk(options: WalkOptions, pages: readonly unknown[]): Generator<WalkStep> {
  const { size, firstPageIndex = 0 } = options
  for (let index = firstPageIndex; index < size; index++) {
    const [key, args] = serialize(keyOfPage(options, index, pages[index - firstPageIndex - 1]))
    if (!key) return
    yield { index, key, args }
  }
}

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
    for (const { key, args } of pageWalk(options, pages)) {
      const pageData = cacheHelper(ctx, key).get().data
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
