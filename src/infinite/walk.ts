// The pages of a list as the cache holds them, for setSize (load-pages.ts walks with fetching).
import type { CacheContext } from '../core/cache'
import { serialize } from '../core/serialize'
import { cacheHelper } from '../core/state'
import type { Arguments } from '../core/types'

/** `getKey` as the walk calls it. */
export type KeyLoader = (pageIndex: number, previousPageData: unknown) => Arguments

export interface WalkOptions {
  getKey: KeyLoader
  /** How many pages to walk at most. */
  size: number
  /** Parallel mode: getKey always gets `previousPageData = null`. */
  parallel: boolean
}

/** One page of the walk. */
export interface WalkStep {
  index: number
  /** The serialized page key: the page's own cache entry. */
  key: string
  /** The key getKey returned: the fetcher's argument. */
  args: Arguments
}

/**
 * The pages of a list, in order: page i's key is `getKey(i, data of page i - 1)` (null for
 * page 0, and always null in parallel mode), and a null key ends the list. The caller sends
 * each page's data back with `walk.next(pageData)`. What getKey or serialize throws is thrown.
 */
export function* pageWalk(getKey: KeyLoader, size: number, parallel: boolean): Generator<WalkStep, void, unknown> {
  let previousPageData: unknown = null
  for (let index = 0; index < size; index++) {
    const [key, args] = serialize(getKey(index, parallel ? null : previousPageData))
    if (!key) return
    previousPageData = yield { index, key, args }
  }
}

/**
 * Pages 0..size-1 as their own cache entries hold them, or undefined when one of them is not
 * there: not cached, past the end of the list, or its key cannot be computed.
 */
export function readCachedPages(ctx: CacheContext, options: WalkOptions): unknown[] | undefined {
  const pages: unknown[] = []
  try {
    const walk = pageWalk(options.getKey, options.size, options.parallel)
    for (let step = walk.next(); !step.done; step = walk.next(pages[pages.length - 1])) {
      const pageData = cacheHelper(ctx, step.value.key).get().data
      if (pageData === undefined) return undefined
      pages.push(pageData)
    }
  } catch {
    // A getKey that throws, or a key that cannot be serialized.
    return undefined
  }
  return pages.length === options.size ? pages : undefined
}
