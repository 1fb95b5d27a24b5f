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
 * The pages of a list, in order: page i's key is `getKey(i, pages[i - 1])` (null for page 0,
 * and always null in parallel mode), and a null key ends the list. The caller fills `pages`
 * with each page's data before it asks for the next step. What getKey or serialize throws is
 * thrown.
 */
export function* pageWalk({ getKey, size, parallel }: WalkOptions, pages: readonly unknown[]): Generator<WalkStep> {
  for (let index = 0; index < size; index++) {
    const previousPageData = index === 0 || parallel ? null : pages[index - 1]
    const [key, args] = serialize(getKey(index, previousPageData))
    if (!key) return
    yield { index, key, args }
  }
}

/**
 * Pages 0..size-1 as their own cache entries hold them, or undefined when one of them is not
 * there: not cached, past the end of the list, or its key cannot be computed.
 */
export function readCachedPages(ctx: CacheContext, options: WalkOptions): unknown[] | undefined {
  const pages: unknown[] = []
  try {
    for (const { key } of pageWalk(options, pages)) {
      const pageData = cacheHelper(ctx, key).get().data
      if (pageData === undefined) return undefined
      pages.push(pageData)
    }
  } catch {
    // A getKey that throws, or a key that cannot be serialized.
    return undefined
  }
  return pages.length === options.size ? pages : undefined
}
