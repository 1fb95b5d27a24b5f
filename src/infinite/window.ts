// Page windows: where a list's pages start, the page before them, and the pages a window let go.
import type { CacheContext } from '../core/cache'
import { serialize } from '../core/serialize'
import type { Arguments } from '../core/types'
import { warnOnce } from '../utils/dev'
import type { KeyLoader } from './walk'

/**
 * The page index of `data[0]` for each page array a walk (or setSize) published. A window that
 * moved is published with its pages, so `firstPageIndex` never runs ahead of `data`.
 */
const pagesStart = new WeakMap<object, number>()

export const setPagesStart = <T extends unknown[] | undefined>(pages: T, firstPageIndex: number): T => {
  if (pages) pagesStart.set(pages, firstPageIndex)
  return pages
}

/** The page index of `pages[0]`: as published, else `fallback` (an app's own array from mutate). */
export const pagesStartOf = (pages: unknown, fallback: number): number =>
  (typeof pages === 'object' && pages !== null ? pagesStart.get(pages) : undefined) ?? fallback

/** A page the list is loading before its first one (loadPrevious): its index and key. */
export interface PreviousPage {
  index: number
  args: Arguments
}

/** `getPreviousKey(firstPageIndex, firstPageData)`: the key of the page before the first one, or null. */
export type PreviousKeyLoader = (firstPageIndex: number, firstPageData: unknown) => Arguments

/**
 * The page before `firstPageIndex`: from getPreviousKey when the app gives one (any source,
 * negative indexes included), else `getKey(index, null)` for index and offset sources, which
 * stop at page 0. A getKey that ignores the index (a cursor source: it gives the first page's
 * key again) has no previous page without getPreviousKey; that is warned about once.
 * Undefined when there is none; what getKey or getPreviousKey throws is thrown.
 */
export function previousPageOf(
  getKey: KeyLoader,
  getPreviousKey: PreviousKeyLoader | undefined,
  firstPageIndex: number,
  firstPageData: unknown,
): PreviousPage | undefined {
  const index = firstPageIndex - 1
  if (getPreviousKey) {
    const [key, args] = serialize(getPreviousKey(firstPageIndex, firstPageData))
    return key ? { index, args } : undefined
  }
  if (index < 0) return undefined
  const [key, args] = serialize(getKey(index, null))
  if (!key) return undefined
  if (index > 0 && key === serialize(getKey(0, null))[0]) {
    try {
      if (process.env.NODE_ENV !== 'production') {
        warnOnce('useFetchInfinite:getPreviousKey', `pagekit: useFetchInfinite: getKey(${index}, null) returned the first page's key, so pages before page ${firstPageIndex} cannot be loaded (a cursor source needs the "getPreviousKey" option); hasPrevious is false.`)
      }
    } catch {
      // no `process`: silent, as isDev() is (utils/dev.ts)
    }
    return undefined
  }
  return { index, args }
}

/**
 * Deletes the cache entries of pages a window let go, unless a mounted hook reads that key:
 * memory stays bounded however far the list moves. Such a page is fetched again when the
 * window comes back to it.
 */
export function releasePages(ctx: CacheContext, pageKeys: Iterable<string>, keptKeys: ReadonlySet<string>): void {
  for (const key of pageKeys) {
    if (!keptKeys.has(key) && !ctx.listeners.get(key)?.length) ctx.cache.delete(key)
  }
}
