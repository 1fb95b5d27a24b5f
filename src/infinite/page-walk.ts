// One walk of a list's pages: its state, and the rules that decide which pages it fetches.
import type { CacheContext } from '../core/cache'
import type { RequestSignal } from '../core/requests'
import { cacheHelper, type CacheHelper } from '../core/state'
import type { Arguments, FetcherFunction } from '../core/types'
import type { InternalConfig } from '../core/config'
import type { ListState } from './list-key'
import type { InfiniteOptions } from './options'
import { openWalk, type WalkHandle } from './page-requests'
import type { FetchInfiniteOptions } from './types'
import type { KeyLoader, WalkOptions } from './walk'
import { pagesStartOf } from './window'

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

export interface PageFailure {
  index: number
  error: unknown
}

/**
 * The state of one walk: one object literal, made in openPageWalk only, read by the steps below
 * (module functions, not methods). V8's optimized code for the steps checks this object's shape
 * (its hidden class). A literal's shape lives as long as this module's code (V8 keeps a template
 * of it), while a class instance's shape dies with the last instance: with a class, each garbage
 * collection between two lists threw the steps' optimized code away and the next list ran them
 * unoptimized until they were compiled again.
 */
export interface PageWalk {
  readonly options: LoadPagesOptions
  readonly list: CacheHelper<ListState>
  /** The list's state as the walk started. */
  readonly state: ListState
  /** The index of the list's first page (`state.data[0]`); a loadPrevious() page comes before it. */
  readonly listStart: number
  /** The walk's first page: page i is at data[i - firstPageIndex]. */
  readonly firstPageIndex: number
  readonly walkOptions: Omit<WalkOptions, 'size'>
  /** After a failed walk, the pages it failed on (none before the list's pages). */
  readonly failedPages: number[] | undefined
  readonly revalidateEveryPage: boolean
  readonly requests: WalkHandle
  readonly data: unknown[]
  readonly pageKeys: string[]
  readonly pageArgs: Arguments[]
  readonly failures: PageFailure[]
  /**
   * Pages whose request the walk still waits for, and that request: a page dropped (the size
   * shrank) and requested again must not take the answer of the request it dropped.
   */
  readonly pending: Map<number, Promise<unknown>>
  /** Pages taken from the list or the cache because the window left them behind (no fetch). */
  readonly leftBehind: Set<number>
  /** Where a null key ended the list; Infinity until one does. */
  listEnd: number
  /** A page failed: the walk requests no further page (those in flight still settle). */
  failed: boolean
  /** The loop sleeps until a page settles, the size changes or the walk is aborted; each of them wakes it. */
  wake: () => void
}

const sleeping = () => {}

export function openPageWalk(options: LoadPagesOptions): PageWalk {
  const { ctx, listKey, getKey, config, infiniteOptions, isFirstMount, signal } = options
  const list = cacheHelper<ListState>(ctx, listKey)
  const state = list.get()
  const { previousPage } = state
  list.set({ revalidatePredicate: undefined, newPagesFrom: undefined })
  const listStart = pagesStartOf(state.data, state.firstPageIndex ?? 0)
  const firstPageIndex = previousPage ? previousPage.index : state.firstPageIndex ?? 0
  const walk: PageWalk = {
    options,
    list,
    state,
    listStart,
    firstPageIndex,
    walkOptions: {
      getKey, parallel: infiniteOptions.parallel, firstPageIndex,
      firstPageArgs: previousPage ? previousPage.args : state.firstPageArgs,
    },
    // A failed loadPrevious() page is before the list's pages: it says nothing about the pages after it.
    failedPages: state.failedPages?.filter((index) => index >= listStart),
    // A setSize or loadPrevious() under revalidateAll fetches the new pages only; every other walk
    // of such a list (mount, focus, reconnect, interval, mutate) revalidates all of them.
    revalidateEveryPage: (config.revalidateAll && state.newPagesFrom === undefined && !previousPage) || isFirstMount || Boolean(state.revalidateEveryPage),
    requests: openWalk(ctx, listKey),
    data: [],
    pageKeys: [],
    pageArgs: [],
    failures: [],
    pending: new Map(),
    leftBehind: new Set(),
    listEnd: Infinity,
    failed: false,
    wake: sleeping,
  }
  // An abort wakes the loop even while a fetcher that ignores its signal runs on, and lets go of
  // the walk's pages at once: a walk that replaces it (a mutate's) may start in the same task.
  signal.addEventListener('abort', () => {
    walk.requests.close()
    handOverPages(walk)
    walk.wake()
  }, { once: true })
  walk.requests.acceptResize(() => walk.wake())
  return walk
}

/**
 * With a page window, a walk that failed or was aborted hands the pages it looked at to the
 * list's `windowKeys`: the next walk that finishes releases those its window does not hold.
 */
export function handOverPages(walk: PageWalk): void {
  if (walk.options.infiniteOptions.maxPages === Infinity) return
  const { windowKeys = [] } = walk.list.get()
  walk.list.set({ windowKeys: [...new Set([...windowKeys, ...walk.pageKeys.filter((key) => key !== undefined)])] })
}

/**
 * Where the walk ends: `size`; loading backward keeps the first maxPages pages, unless a
 * setSize changed the size since loadPrevious() asked (the list then ends at the new size, as
 * asked, in a later walk of that page too: a mutate's). The list's record is read, not the
 * walk's copy: the setSize may come while the walk runs.
 */
export function walkEnd(walk: PageWalk): number {
  const size = walk.options.getSize()
  const keepsFirstPages = walk.state.previousPage && !walk.list.get().previousPage?.resized
  return keepsFirstPages ? Math.min(size, walk.firstPageIndex + walk.options.infiniteOptions.maxPages) : size
}

/** Where the walk's pages end: walkEnd, or before it where a null key ended the list. */
export const pagesEndOf = (walk: PageWalk): number => Math.min(walkEnd(walk), walk.listEnd)

/** The list's copy of page `index`. */
export function listPage(walk: PageWalk, index: number): unknown {
  return walk.state.data?.[index - walk.listStart]
}

/**
 * Whether page `index` (`pageData` in the cache) is fetched: when any of these rules says so
 * (a mutate's `revalidate` function replaces them).
 */
export function shouldFetchPage(walk: PageWalk, index: number, pageData: unknown): boolean {
  const { failedPages, state, options: { config, infiniteOptions } } = walk
  const { newPagesFrom } = state
  // Every page (revalidateAll, first mount, mutate() without data), and a page not cached.
  if (walk.revalidateEveryPage || pageData === undefined) return true
  // After a failed walk: the failed page onward (parallel: the failed pages); the rest is fresh.
  if (failedPages?.length) {
    return infiniteOptions.parallel ? failedPages.includes(index) : index >= Math.min(...failedPages)
  }
  const growsOnly = newPagesFrom !== undefined
  // A new page of a list that only grows (setSize under revalidateAll).
  return (growsOnly && index >= newPagesFrom) ||
    // The first page, unless the list is new or only grows (revalidateFirstPage).
    (index === 0 && state.data !== undefined && infiniteOptions.revalidateFirstPage && !growsOnly) ||
    // A page whose copy in the list differs from the cache's.
    (listPage(walk, index) !== undefined && !config.compare(listPage(walk, index), pageData))
}

/**
 * A page the window leaves behind is not revalidated: the list's copy (or the cache's) only
 * gives the next page its key.
 */
export function isLeftBehind(walk: PageWalk, index: number): boolean {
  const { maxPages } = walk.options.infiniteOptions
  return maxPages !== Infinity && index < pagesEndOf(walk) - maxPages
}

