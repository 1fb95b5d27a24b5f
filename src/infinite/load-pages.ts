import type { CacheContext } from '../core/cache'
import { rejectedWithoutReason } from '../core/revalidate'
import { startAbortable, takePreload, type RequestSignal } from '../core/requests'
import { serialize } from '../core/serialize'
import { cacheHelper, readState, writeState } from '../core/state'
import type { Arguments, FetcherFunction } from '../core/types'
import type { InternalConfig } from '../core/config'
import type { ListState } from './list-key'
import type { InfiniteOptions } from './options'
import { openWalk } from './page-requests'
import type { FetchInfiniteOptions } from './types'
import { keyOfPage, windowStart, type KeyLoader, type WalkOptions } from './walk'
import { pagesStartOf, releasePages, setPagesStart } from './window'

export interface LoadPagesOptions {
  ctx: CacheContext
  /** The list's cache key. */
  listKey: string
  getKey: KeyLoader
  fetcher: FetcherFunction<Arguments, unknown>
  /** The list's `size` now: read at every page, so a setSize during the walk extends or ends it. */
  getSize: () => number
  config: InternalConfig & FetchInfiniteOptions
  /** The infinite options, defaults applied. */
  infiniteOptions: InfiniteOptions
  /** The hook's first mount with revalidateOnMount: every page is fetched. */
  isFirstMount: boolean
  /** The list request's abort: no page is requested after it, and the walk rejects with its reason. */
  signal: RequestSignal
}

/**
 * Pages requested between two yields to the event loop: a long walk never blocks in one piece.
 * Only requested pages count: a cached page is a synchronous read (setSize reads them all the
 * same way), so a walk that fetches a page or two past many cached ones runs in microtasks,
 * without waiting for a timer.
 */
export const PAGES_PER_SLICE = 50

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

interface PageFailure {
  index: number
  error: unknown
}

/**
 * One revalidation of the list: walks its pages from the first one (page 0, or where a window
 * starts) up to `size`, fetches the pages the rules below (or a mutate's `revalidate` function)
 * select, and reuses the cached rest. A null key ends the walk. Each fetched page is written to
 * its own page key, which useFetch shares. Sequential mode awaits page by page (a cursor needs
 * the previous page); parallel mode fetches the selected pages at once. A setSize while the walk
 * runs changes where it stops.
 *
 * With `maxPages`, the list keeps the last `maxPages` pages: pages before them are only read
 * for their keys (fetched only when the list never held them, in sequential mode), and their
 * cache entries are released. A loadPrevious() page is walked first; the list then keeps the
 * first `maxPages` pages from it.
 *
 * A failed page rejects the walk with its error (sequential: the first failure ends it;
 * parallel: the first failure in time, once every page settled). The list then shows the pages
 * loaded before it (a revalidation keeps its previous copy of the failed page and those after
 * it), and remembers the failed pages: the next walk fetches the failed page onward
 * (parallel: the failed pages) and takes the pages before it from the cache.
 */
export async function loadPages({
  ctx, listKey, getKey, fetcher, getSize, config, infiniteOptions, isFirstMount, signal,
}: LoadPagesOptions): Promise<unknown[]> {
  const list = cacheHelper<ListState>(ctx, listKey)
  const state = list.get()
  const { revalidateEveryPage: pendingRevalidateAll, revalidatePredicate, newPagesFrom, previousPage } = state
  list.set({ revalidatePredicate: undefined, newPagesFrom: undefined })
  const { compare, revalidateAll } = config
  const { parallel, parallelLimit, maxPages, revalidateFirstPage } = infiniteOptions
  const listData = state.data
  // The list's pages start here; a loadPrevious() page comes before them.
  const listStart = pagesStartOf(listData, state.firstPageIndex ?? 0)
  const firstPageIndex = previousPage ? previousPage.index : state.firstPageIndex ?? 0
  const walkOptions: Omit<WalkOptions, 'size'> = {
    getKey, parallel, firstPageIndex, firstPageArgs: previousPage ? previousPage.args : state.firstPageArgs,
  }
  // A failed loadPrevious() page is before the list's pages: it says nothing about the pages after it.
  const failedPages = state.failedPages?.filter((index) => index >= listStart)
  const retriesFailed = !!failedPages?.length
  // Loading backward keeps the first maxPages pages; loading forward, the last ones.
  const getEnd = () => previousPage ? Math.min(getSize(), firstPageIndex + maxPages) : getSize()
  const listPage = (index: number) => listData?.[index - listStart]
  // A setSize under revalidateAll fetches the new pages only; every other walk of such a list
  // (mount, focus, reconnect, interval, mutate) revalidates all of them.
  const growsOnly = newPagesFrom !== undefined
  const revalidateEveryPage = (revalidateAll && !growsOnly) || isFirstMount || Boolean(pendingRevalidateAll)

  // A page is fetched when any of these rules says so (a mutate's `revalidate` function replaces them).
  const isNotCached = (pageData: unknown) => pageData === undefined
  const isNewPage = (index: number) => growsOnly && index >= newPagesFrom
  const isFirstPageToRevalidate = (index: number) => index === 0 && listData !== undefined && revalidateFirstPage && !growsOnly
  const listCopyDiffers = (index: number, pageData: unknown) =>
    listPage(index) !== undefined && !compare(listPage(index), pageData)
  // After a failed walk: the failed page onward (parallel: the failed pages); the rest is fresh.
  const failedBefore = (index: number) =>
    retriesFailed && (parallel ? failedPages.includes(index) : index >= Math.min(...failedPages))
  const shouldFetchPage = (index: number, pageData: unknown) =>
    revalidateEveryPage || isNotCached(pageData) || (retriesFailed
      ? failedBefore(index)
      : isNewPage(index) || isFirstPageToRevalidate(index) || listCopyDiffers(index, pageData))
  // A page the window leaves behind is not revalidated: the list's copy (or the cache's) only
  // gives the next page its key.
  const isLeftBehind = (index: number) => maxPages !== Infinity && index < getEnd() - maxPages

  const reuseInFlight = !pendingRevalidateAll && !revalidatePredicate
  const walk = openWalk(ctx, listKey)
  // The loop sleeps until a page settles, the size changes or the walk is aborted; each of
  // them wakes it. An abort wakes it even while a fetcher that ignores its signal runs on.
  let wake = () => {}
  const sleep = () => new Promise<void>((resolve) => {
    wake = resolve
    if (signal.aborted) resolve()
  })
  signal.addEventListener('abort', () => wake(), { once: true })
  walk.acceptResize(() => wake())

  // Page i is at data[i - firstPageIndex].
  const data: unknown[] = []
  const pageKeys: string[] = []
  const pageArgs: Arguments[] = []
  const failures: PageFailure[] = []
  // Pages whose request the walk still waits for.
  const pending = new Set<number>()
  let next = firstPageIndex
  let ended = false
  let requestedSinceYield = 0

  // Looks at page `index`: takes it from the cache, or starts (or joins) its request. Returns
  // whether it requested the page.
  const visit = (index: number): boolean => {
    const position = index - firstPageIndex
    const [key, args] = serialize(keyOfPage(walkOptions, index, data[position - 1]))
    if (!key) {
      ended = true
      return false
    }
    pageKeys[position] = key
    pageArgs[position] = args
    const cached = readState(ctx, key).data
    const leftBehind = isLeftBehind(index) ? listPage(index) ?? cached : undefined
    const selected = leftBehind === undefined && (revalidatePredicate ? revalidatePredicate(cached, args) : shouldFetchPage(index, cached))
    if (!selected) {
      data[position] = leftBehind ?? cached
      return false
    }
    // A preload is taken before anything is awaited; a failed one was already dropped. A page
    // already in flight is joined, unless mutate asked for fresh pages.
    const request = walk.requestPage(
      key, () => takePreload(ctx, key) ?? startAbortable((context) => fetcher(args, context)), reuseInFlight,
    )
    pending.add(index)
    request.then(
      (pageData) => {
        if (signal.aborted || !pending.has(index)) return
        pending.delete(index)
        writeState(ctx, key, { data: pageData, originalKey: args })
        data[position] = pageData
        wake()
      },
      (error: unknown) => {
        if (signal.aborted || !pending.has(index)) return
        pending.delete(index)
        failures.push({ index, error: error === undefined ? rejectedWithoutReason('useFetchInfinite') : error })
        // A failure ends the walk (parallel: once the pages in flight settle).
        ended = true
        walk.stopAcceptingResize()
        wake()
      },
    )
    return true
  }

  try {
    for (;;) {
      if (signal.aborted) throw signal.reason
      // Pages beyond a size that shrank are no longer waited for.
      const end = getEnd()
      for (const index of pending) {
        if (index >= end) {
          pending.delete(index)
          walk.dropPage(pageKeys[index - firstPageIndex])
        }
      }
      if (next > end) next = end
      // Parallel mode needs no page before the window for a key: it skips them.
      if (parallel) next = Math.max(next, end - maxPages)
      // Sequential: one page in flight; parallel: up to the limit (`parallel: n`), else all.
      const inFlightLimit = parallel ? parallelLimit : 1
      while (!ended && next < end && pending.size < inFlightLimit && requestedSinceYield < PAGES_PER_SLICE) {
        if (visit(next++)) requestedSinceYield++
      }
      if (requestedSinceYield >= PAGES_PER_SLICE) {
        requestedSinceYield = 0
        await yieldToEventLoop()
        continue
      }
      if (!pending.size) break
      await sleep()
    }
  } finally {
    walk.close()
  }

  const end = getEnd()
  if (failures.length) {
    const failedPages = failures.map((failure) => failure.index)
    const firstFailed = Math.min(...failedPages)
    const shown: unknown[] = []
    for (let index = firstPageIndex; index < end; index++) {
      const position = index - firstPageIndex
      const pageData = index < firstFailed ? data[position] : index === firstFailed ? listPage(index) : data[position] ?? listPage(index)
      if (pageData === undefined) break
      shown.push(pageData)
    }
    // What loaded stays on screen; the error goes beside it. A failed loadPrevious() page leaves
    // the list as it was.
    if (shown.length && !(previousPage && firstFailed === firstPageIndex)) {
      const start = windowStart(firstPageIndex, firstPageIndex + shown.length, maxPages)
      list.set({ data: setPagesStart(shown.slice(start - firstPageIndex), start), ...windowAt(start), failedPages, previousPage: undefined })
    } else {
      list.set({ failedPages, previousPage: undefined })
    }
    throw failures[0].error
  }

  // Where the pages end: `size`, or the null key that ended the list before it.
  const pagesEnd = Math.min(end, firstPageIndex + data.length)
  const start = windowStart(firstPageIndex, pagesEnd, maxPages)
  const pages = setPagesStart(data.slice(start - firstPageIndex, end - firstPageIndex), start)
  const windowKeys = maxPages === Infinity ? undefined : pageKeys.slice(start - firstPageIndex, end - firstPageIndex)
  list.set({
    revalidateEveryPage: undefined, failedPages: undefined, previousPage: undefined, ...windowAt(start), windowKeys,
    // Loading backward dropped the newest pages: the size follows.
    ...(previousPage && end !== getSize() ? { size: end } : undefined),
  })
  if (windowKeys) {
    // Parallel mode never visited the pages it skipped (holes, which filter drops).
    const leftBehind = pageKeys.slice(0, start - firstPageIndex).filter((key) => key !== undefined)
    releasePages(ctx, [...(state.windowKeys ?? []), ...leftBehind], new Set(windowKeys))
  }
  return pages

  // The list state's record of where the pages start.
  function windowAt(start: number): Pick<ListState, 'firstPageIndex' | 'firstPageArgs'> {
    return { firstPageIndex: start, firstPageArgs: start === 0 ? undefined : pageArgs[start - firstPageIndex] }
  }
}
