import type { CacheContext } from '../core/cache'
import { rejectedWithoutReason } from '../core/revalidate'
import { startAbortable, takePreload, type RequestSignal } from '../core/requests'
import { serialize } from '../core/serialize'
import { cacheHelper } from '../core/state'
import type { Arguments, FetcherFunction } from '../core/types'
import type { InternalConfig } from '../core/config'
import type { ListState } from './list-key'
import type { WithInfiniteDefaults } from './options'
import { openWalk } from './page-requests'
import type { FetchInfiniteOptions } from './types'
import type { KeyLoader } from './walk'

export interface LoadPagesOptions {
  ctx: CacheContext
  /** The list's cache key. */
  listKey: string
  getKey: KeyLoader
  fetcher: FetcherFunction<Arguments, unknown>
  /** The list's `size` now: read at every page, so a setSize during the walk extends or ends it. */
  getSize: () => number
  /** The hook's config, with the infinite defaults applied. */
  config: WithInfiniteDefaults<InternalConfig & FetchInfiniteOptions>
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
 * One revalidation of the list: walks pages 0..size-1, fetches the pages the rules below (or a
 * mutate's `revalidate` function) select, and reuses the cached rest. A null key ends the walk.
 * Each fetched page is written to its own page key, which useFetch shares. Sequential mode
 * awaits page by page (a cursor needs the previous page); parallel mode fetches the selected
 * pages at once. A setSize while the walk runs changes where it stops.
 *
 * A failed page rejects the walk with its error (sequential: the first failure ends it;
 * parallel: the first failure in time, once every page settled). The list then shows the pages
 * loaded before it (a revalidation keeps its previous copy of the failed page and those after
 * it), and remembers the failed pages: the next walk fetches the failed page onward
 * (parallel: the failed pages) and takes the pages before it from the cache.
 */
export async function loadPages({
  ctx, listKey, getKey, fetcher, getSize, config, isFirstMount, signal,
}: LoadPagesOptions): Promise<unknown[]> {
  const list = cacheHelper<ListState>(ctx, listKey)
  const { revalidateEveryPage: pendingRevalidateAll, revalidatePredicate, failedPages, newPagesFrom } = list.get()
  list.set({ revalidatePredicate: undefined, newPagesFrom: undefined })
  const { compare, parallel, parallelLimit } = config
  // A setSize under revalidateAll fetches the new pages only; every other walk of such a list
  // (mount, focus, reconnect, interval, mutate) revalidates all of them.
  const growsOnly = newPagesFrom !== undefined
  const revalidateEveryPage = (config.revalidateAll && !growsOnly) || isFirstMount || Boolean(pendingRevalidateAll)
  const listData = list.get().data

  // A page is fetched when any of these rules says so (a mutate's `revalidate` function replaces them).
  const isNotCached = (pageData: unknown) => pageData === undefined
  const isNewPage = (index: number) => growsOnly && index >= newPagesFrom
  const isFirstPageToRevalidate = (index: number) => index === 0 && listData !== undefined && config.revalidateFirstPage && !growsOnly
  const listCopyDiffers = (index: number, pageData: unknown) =>
    listData !== undefined && listData[index] !== undefined && !compare(listData[index], pageData)
  // After a failed walk: the failed page onward (parallel: the failed pages); the rest is fresh.
  const failedBefore = (index: number) =>
    !!failedPages && (parallel ? failedPages.includes(index) : index >= Math.min(...failedPages))
  const shouldFetchPage = (index: number, pageData: unknown) =>
    revalidateEveryPage || isNotCached(pageData) || (failedPages
      ? failedBefore(index)
      : isNewPage(index) || isFirstPageToRevalidate(index) || listCopyDiffers(index, pageData))

  const reuseInFlight = !pendingRevalidateAll && !revalidatePredicate
  const walk = openWalk(ctx, listKey)
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  aborted.catch(() => {})
  let resized = Promise.resolve()
  let wake = () => {}
  const renewResized = () => {
    resized = new Promise<void>((resolve) => (wake = resolve))
  }
  renewResized()
  walk.acceptResize(() => wake())

  const data: unknown[] = []
  const pageKeys: string[] = []
  const failures: PageFailure[] = []
  const pending = new Map<number, Promise<void>>()
  let next = 0
  let ended = false
  let requestedSinceYield = 0

  // Looks at page `index`: takes it from the cache, or starts (or joins) its request. Returns
  // whether it requested the page.
  const visit = (index: number): boolean => {
    const [key, args] = serialize(getKey(index, parallel || index === 0 ? null : data[index - 1]))
    if (!key) {
      ended = true
      return false
    }
    pageKeys[index] = key
    const page = cacheHelper(ctx, key)
    const cached = page.get().data
    const selected = revalidatePredicate ? revalidatePredicate(cached, args) : shouldFetchPage(index, cached)
    if (!selected) {
      data[index] = cached
      return false
    }
    // A preload is taken before anything is awaited; a failed one was already dropped. A page
    // already in flight is joined, unless mutate asked for fresh pages.
    const request = walk.requestPage(
      key, () => takePreload(ctx, key) ?? startAbortable((context) => fetcher(args, context)), reuseInFlight,
    )
    pending.set(index, request.then(
      (pageData) => {
        if (signal.aborted || pending.get(index) === undefined) return
        pending.delete(index)
        page.set({ data: pageData, originalKey: args })
        data[index] = pageData
      },
      (error: unknown) => {
        if (signal.aborted || pending.get(index) === undefined) return
        pending.delete(index)
        failures.push({ index, error: error === undefined ? rejectedWithoutReason('useFetchInfinite') : error })
        // A failure ends the walk (parallel: once the pages in flight settle).
        ended = true
        walk.stopAcceptingResize()
      },
    ))
    return true
  }

  try {
    for (;;) {
      if (signal.aborted) throw signal.reason
      // Pages beyond a size that shrank are no longer waited for.
      const size = getSize()
      for (const index of pending.keys()) {
        if (index >= size) {
          pending.delete(index)
          walk.dropPage(pageKeys[index])
        }
      }
      if (next > size) next = size
      // Sequential: one page in flight; parallel: up to the limit (`parallel: n`), else all.
      const inFlightLimit = parallel ? parallelLimit : 1
      while (!ended && next < size && pending.size < inFlightLimit && requestedSinceYield < PAGES_PER_SLICE) {
        if (visit(next++)) requestedSinceYield++
      }
      if (requestedSinceYield >= PAGES_PER_SLICE) {
        requestedSinceYield = 0
        await Promise.race([yieldToEventLoop(), aborted])
        continue
      }
      if (!pending.size) break
      renewResized()
      await Promise.race([...pending.values(), resized, aborted])
    }
  } finally {
    walk.close()
  }

  const size = getSize()
  if (failures.length) {
    const firstFailed = Math.min(...failures.map((failure) => failure.index))
    const shown: unknown[] = []
    for (let index = 0; index < size; index++) {
      const pageData = index < firstFailed ? data[index] : index === firstFailed ? listData?.[index] : data[index] ?? listData?.[index]
      if (pageData === undefined) break
      shown.push(pageData)
    }
    // What loaded stays on screen; the error goes beside it.
    if (shown.length) list.set({ data: shown })
    list.set({ failedPages: failures.map((failure) => failure.index) })
    throw failures[0].error
  }
  list.set({ revalidateEveryPage: undefined, failedPages: undefined })
  return data.slice(0, size)
}
