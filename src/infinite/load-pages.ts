import type { CacheContext } from '../core/cache'
import { FailureWithState } from '../core/errors'
import { rejectedWithoutReason } from '../core/revalidate'
import { startAbortable, takePreload, type RequestSignal } from '../core/requests'
import { serialize } from '../core/serialize'
import { cacheHelper, readState, writeState, type CacheHelper } from '../core/state'
import type { Arguments, FetcherFunction } from '../core/types'
import type { InternalConfig } from '../core/config'
import type { ListState } from './list-key'
import type { InfiniteOptions } from './options'
import { openWalk, type WalkHandle } from './page-requests'
import type { FetchInfiniteOptions } from './types'
import { keyOfPage, windowStart, type KeyLoader, type WalkOptions } from './walk'
import { pagesStartOf, releasePages, setPagesStart } from './window'

export interface LoadPagesOptions {
  ctx: CacheContext
  /** The list's cache key. */
  listKey: string
  getKey: KeyLoader
  /** null: no fetcher; the walk only reads the pages from the cache. */
  fetcher: FetcherFunction<Arguments, unknown> | null
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
export async function loadPages(options: LoadPagesOptions): Promise<unknown[]> {
  const walk = new PageWalk(options)
  await walk.run()
  return walk.finish()
}

/**
 * The state of one walk, and the steps it takes page by page. A class rather than closures
 * made in each walk: a method's optimized code survives a garbage collection between two walks,
 * while V8 drops that of closures no live walk uses, and the next walks run unoptimized until
 * they are compiled again (bench/, 200 load-mores that follow a collection: the closures cost
 * 7–12 % more CPU).
 */
class PageWalk {
  private readonly list: CacheHelper<ListState>
  /** The list's state as the walk started. */
  private readonly state: ListState
  /** The index of the list's first page (`state.data[0]`); a loadPrevious() page comes before it. */
  private readonly listStart: number
  /** The walk's first page: page i is at data[i - firstPageIndex]. */
  private readonly firstPageIndex: number
  private readonly walkOptions: Omit<WalkOptions, 'size'>
  /** After a failed walk, the pages it failed on (none before the list's pages). */
  private readonly failedPages: number[] | undefined
  private readonly revalidateEveryPage: boolean
  /** The list's size as the walk started: a setSize during a loadPrevious() walk moves the window with it. */
  private readonly startSize: number
  private readonly requests: WalkHandle
  private readonly data: unknown[] = []
  private readonly pageKeys: string[] = []
  private readonly pageArgs: Arguments[] = []
  private readonly failures: PageFailure[] = []
  /** Pages whose request the walk still waits for. */
  private readonly pending = new Set<number>()
  private ended = false
  /** The loop sleeps until a page settles, the size changes or the walk is aborted; each of them wakes it. */
  private wake = () => {}

  constructor(private readonly options: LoadPagesOptions) {
    const { ctx, listKey, getKey, config, infiniteOptions, isFirstMount, signal } = options
    this.list = cacheHelper<ListState>(ctx, listKey)
    const state = (this.state = this.list.get())
    const { previousPage } = state
    this.list.set({ revalidatePredicate: undefined, newPagesFrom: undefined })
    this.listStart = pagesStartOf(state.data, state.firstPageIndex ?? 0)
    this.firstPageIndex = previousPage ? previousPage.index : state.firstPageIndex ?? 0
    this.walkOptions = {
      getKey, parallel: infiniteOptions.parallel, firstPageIndex: this.firstPageIndex,
      firstPageArgs: previousPage ? previousPage.args : state.firstPageArgs,
    }
    // A failed loadPrevious() page is before the list's pages: it says nothing about the pages after it.
    this.failedPages = state.failedPages?.filter((index) => index >= this.listStart)
    this.startSize = options.getSize()
    // A setSize or loadPrevious() under revalidateAll fetches the new pages only; every other walk
    // of such a list (mount, focus, reconnect, interval, mutate) revalidates all of them.
    this.revalidateEveryPage = (config.revalidateAll && state.newPagesFrom === undefined && !previousPage) || isFirstMount || Boolean(state.revalidateEveryPage)
    this.requests = openWalk(ctx, listKey)
    // An abort wakes the loop even while a fetcher that ignores its signal runs on.
    signal.addEventListener('abort', () => this.wake(), { once: true })
    this.requests.acceptResize(() => this.wake())
  }

  /**
   * Where the walk ends: `size`; loading backward keeps the first maxPages pages, unless a
   * setSize changed the size since (the list then ends at the new size, as asked).
   */
  private end(): number {
    const size = this.options.getSize()
    return this.state.previousPage && size === this.startSize ? Math.min(size, this.firstPageIndex + this.options.infiniteOptions.maxPages) : size
  }

  /** The list's copy of page `index`. */
  private listPage(index: number): unknown {
    return this.state.data?.[index - this.listStart]
  }

  /**
   * Whether page `index` (`pageData` in the cache) is fetched: when any of these rules says so
   * (a mutate's `revalidate` function replaces them).
   */
  private shouldFetchPage(index: number, pageData: unknown): boolean {
    const { failedPages } = this
    const { newPagesFrom } = this.state
    // Every page (revalidateAll, first mount, mutate() without data), and a page not cached.
    if (this.revalidateEveryPage || pageData === undefined) return true
    // After a failed walk: the failed page onward (parallel: the failed pages); the rest is fresh.
    if (failedPages?.length) {
      return this.options.infiniteOptions.parallel ? failedPages.includes(index) : index >= Math.min(...failedPages)
    }
    const growsOnly = newPagesFrom !== undefined
    // A new page of a list that only grows (setSize under revalidateAll).
    return (growsOnly && index >= newPagesFrom) ||
      // The first page, unless the list is new or only grows (revalidateFirstPage).
      (index === 0 && this.state.data !== undefined && this.options.infiniteOptions.revalidateFirstPage && !growsOnly) ||
      // A page whose copy in the list differs from the cache's.
      (this.listPage(index) !== undefined && !this.options.config.compare(this.listPage(index), pageData))
  }

  /**
   * A page the window leaves behind is not revalidated: the list's copy (or the cache's) only
   * gives the next page its key.
   */
  private isLeftBehind(index: number): boolean {
    const { maxPages } = this.options.infiniteOptions
    return maxPages !== Infinity && index < this.end() - maxPages
  }

  /** Looks at page `index`: takes it from the cache, or starts (or joins) its request. Returns whether it requested the page. */
  private visit(index: number): boolean {
    const { ctx, fetcher, signal } = this.options
    const { revalidatePredicate } = this.state
    const { data, pending } = this
    const position = index - this.firstPageIndex
    // Visited already (a size that shrank brings the walk back over the window).
    if (data[position] !== undefined || pending.has(index)) return false
    const [key, args] = serialize(keyOfPage(this.walkOptions, index, data[position - 1]))
    if (!key) {
      this.ended = true
      return false
    }
    this.pageKeys[position] = key
    this.pageArgs[position] = args
    const cached = readState(ctx, key).data
    const leftBehind = this.isLeftBehind(index) ? this.listPage(index) ?? cached : undefined
    const selected = fetcher !== null && leftBehind === undefined && (revalidatePredicate ? revalidatePredicate(cached, args) : this.shouldFetchPage(index, cached))
    if (!selected) {
      data[position] = leftBehind ?? cached
      return false
    }
    // A preload is taken before anything is awaited; a failed one was already dropped. A page
    // already in flight is joined, unless mutate asked for fresh pages.
    const reuseInFlight = !this.state.revalidateEveryPage && !revalidatePredicate
    const request = this.requests.requestPage(
      key, () => takePreload(ctx, key) ?? startAbortable((context) => fetcher!(args, context)), reuseInFlight,
    )
    pending.add(index)
    request.then(
      (pageData) => {
        if (signal.aborted || !pending.has(index)) return
        pending.delete(index)
        writeState(ctx, key, { data: pageData, originalKey: args })
        data[position] = pageData
        this.wake()
      },
      (error: unknown) => {
        if (signal.aborted || !pending.has(index)) return
        pending.delete(index)
        this.failures.push({ index, error: error === undefined ? rejectedWithoutReason('useFetchInfinite') : error })
        // A failure ends the walk (parallel: once the pages in flight settle).
        this.ended = true
        this.requests.stopAcceptingResize()
        this.wake()
      },
    )
    return true
  }

  /** Visits pages until the walk ends and no request is pending. */
  async run(): Promise<void> {
    const { signal, infiniteOptions: { parallel, parallelLimit, maxPages } } = this.options
    const { pending } = this
    let next = this.firstPageIndex
    let requestedSinceYield = 0
    let lastEnd = Infinity
    try {
      for (;;) {
        if (signal.aborted) throw signal.reason
        // Pages beyond a size that shrank are no longer waited for.
        const end = this.end()
        for (const index of pending) {
          if (index >= end) {
            pending.delete(index)
            this.requests.dropPage(this.pageKeys[index - this.firstPageIndex])
          }
        }
        if (next > end) next = end
        // Parallel mode needs no page before the window for a key: it skips them, and goes back to
        // those a size that shrank brings into the window.
        if (parallel) next = Math.max(end < lastEnd ? this.firstPageIndex : next, end - maxPages)
        lastEnd = end
        // Sequential: one page in flight; parallel: up to the limit (`parallel: n`), else all.
        const inFlightLimit = parallel ? parallelLimit : 1
        while (!this.ended && next < end && pending.size < inFlightLimit && requestedSinceYield < PAGES_PER_SLICE) {
          if (this.visit(next++)) requestedSinceYield++
        }
        if (requestedSinceYield >= PAGES_PER_SLICE) {
          requestedSinceYield = 0
          await yieldToEventLoop()
          continue
        }
        if (!pending.size) break
        await new Promise<void>((resolve) => {
          this.wake = resolve
          if (signal.aborted) resolve()
        })
      }
    } finally {
      this.requests.close()
    }
  }

  /** Publishes the walk's pages to the list state and returns them; after a failure, throws its error. */
  finish(): unknown[] {
    const { list, data, firstPageIndex, pageKeys } = this
    const { ctx, infiniteOptions: { maxPages } } = this.options
    const { previousPage } = this.state
    const end = this.end()
    if (this.failures.length) {
      const failedPages = this.failures.map((failure) => failure.index)
      const firstFailed = Math.min(...failedPages)
      const shown: unknown[] = []
      for (let index = firstPageIndex; index < end; index++) {
        const position = index - firstPageIndex
        const pageData = index < firstFailed ? data[position] : index === firstFailed ? this.listPage(index) : data[position] ?? this.listPage(index)
        if (pageData === undefined) break
        shown.push(pageData)
      }
      // What loaded stays on screen; the error goes beside it. A failed loadPrevious() page leaves
      // the list as it was. The pages go with the error to the request's handler, which writes
      // them with the error and the end of loading in one state, after onError (as SWR orders
      // any error): written alone, the pages would render first as a list still loading
      // (isLoading with data), a state SWR never shows.
      if (shown.length && !(previousPage && firstFailed === firstPageIndex)) {
        const start = windowStart(firstPageIndex, firstPageIndex + shown.length, maxPages)
        const state: ListState = {
          data: setPagesStart(shown.slice(start - firstPageIndex), start), ...this.windowAt(start), failedPages, previousPage: undefined,
        }
        throw new FailureWithState(this.failures[0].error, state)
      }
      list.set({ failedPages, previousPage: undefined })
      throw this.failures[0].error
    }

    // Where the pages end: `size`, or the null key that ended the list before it.
    const pagesEnd = Math.min(end, firstPageIndex + data.length)
    const start = windowStart(firstPageIndex, pagesEnd, maxPages)
    const pages = setPagesStart(data.slice(start - firstPageIndex, end - firstPageIndex), start)
    const windowKeys = maxPages === Infinity ? undefined : pageKeys.slice(start - firstPageIndex, end - firstPageIndex)
    list.set({
      revalidateEveryPage: undefined, failedPages: undefined, previousPage: undefined, ...this.windowAt(start), windowKeys,
      // Loading backward dropped the newest pages: the size follows.
      ...(previousPage && end !== this.options.getSize() ? { size: end } : undefined),
    })
    if (windowKeys) {
      // Parallel mode never visited the pages it skipped (holes, which filter drops).
      const leftBehind = pageKeys.slice(0, start - firstPageIndex).filter((key) => key !== undefined)
      releasePages(ctx, [...(this.state.windowKeys ?? []), ...leftBehind], new Set(windowKeys))
    }
    return pages
  }

  /** The list state's record of where the pages start. */
  private windowAt(start: number): Pick<ListState, 'firstPageIndex' | 'firstPageArgs'> {
    return { firstPageIndex: start, firstPageArgs: start === 0 ? undefined : this.pageArgs[start - this.firstPageIndex] }
  }
}
