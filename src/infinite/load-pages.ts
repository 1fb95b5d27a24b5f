import { FailureWithState } from '../core/errors'
import { rejectedWithoutReason } from '../core/revalidate'
import { startAbortable, takePreload } from '../core/requests'
import { serialize } from '../core/serialize'
import { readState, writeState } from '../core/state'
import type { ListState } from './list-key'
import { handOverPages, isLeftBehind, listPage, openPageWalk, pagesEndOf, shouldFetchPage, walkEnd, type LoadPagesOptions, type PageWalk } from './page-walk'
import { keyOfPage, windowStart } from './walk'
import { releasePages, setPagesStart } from './window'

/**
 * Pages requested between two yields to the event loop: a long walk never blocks in one piece.
 * Only requested pages count: a cached page is a synchronous read (setSize reads them all the
 * same way), so a walk that fetches a page or two past many cached ones runs in microtasks,
 * without waiting for a timer.
 */
export const PAGES_PER_SLICE = 50

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * One revalidation of the list: walks its pages from the first one (page 0, or where a window
 * starts) up to `size`, fetches the pages the rules in page-walk.ts (or a mutate's `revalidate`
 * function) select, and reuses the cached rest. A null key ends the list (a parallel walk that
 * skipped pages goes back for the window's pages before it). Each fetched page is
 * written to its own page key, which useFetch shares. Sequential mode awaits page by page (a cursor needs
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
  const walk = openPageWalk(options)
  await run(walk)
  return finish(walk)
}

/**
 * Looks at page `index`: takes it from the cache, or starts (or joins) its request. Returns
 * whether it requested the page, or null for a null key (the list ends before the page).
 */
function visit(walk: PageWalk, index: number): boolean | null {
  const { ctx, fetcher, signal } = walk.options
  const { revalidatePredicate } = walk.state
  const { data, pending } = walk
  const position = index - walk.firstPageIndex
  // Visited already (a size that shrank brings the walk back over the window).
  if (data[position] !== undefined || pending.has(index)) return false
  const [key, args] = serialize(keyOfPage(walk.walkOptions, index, data[position - 1]))
  if (!key) return null
  walk.pageKeys[position] = key
  walk.pageArgs[position] = args
  const cached = readState(ctx, key).data
  const leftBehind = isLeftBehind(walk, index) ? listPage(walk, index) ?? cached : undefined
  const selected = fetcher !== null && leftBehind === undefined && (revalidatePredicate ? revalidatePredicate(cached, args) : shouldFetchPage(walk, index, cached))
  if (!selected) {
    data[position] = leftBehind ?? cached
    if (leftBehind !== undefined) walk.leftBehind.add(index)
    return false
  }
  // A preload is taken before anything is awaited; a failed one was already dropped. A page
  // already in flight is joined, unless a mutate of the list came after it started.
  const request = walk.requests.requestPage(key, () => takePreload(ctx, key) ?? startAbortable((context) => fetcher!(args, context)))
  pending.set(index, request)
  request.then(
    (pageData) => {
      if (signal.aborted || pending.get(index) !== request) return
      pending.delete(index)
      writeState(ctx, key, { data: pageData, originalKey: args })
      data[position] = pageData
      walk.wake()
    },
    (error: unknown) => {
      if (signal.aborted || pending.get(index) !== request) return
      pending.delete(index)
      walk.failures.push({ index, error: error === undefined ? rejectedWithoutReason('useFetchInfinite') : error })
      // A failure ends the walk (parallel: once the pages in flight settle).
      walk.failed = true
      walk.requests.stopAcceptingResize()
      walk.wake()
    },
  )
  return true
}

/** Visits pages until the walk ends and no request is pending. */
async function run(walk: PageWalk): Promise<void> {
  const { signal, infiniteOptions: { parallel, parallelLimit, maxPages } } = walk.options
  const { pending } = walk
  let next = walk.firstPageIndex
  let requestedSinceYield = 0
  let lastEnd = Infinity
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason
      // Pages beyond a size that shrank, or beyond the list's end, are no longer waited for.
      const end = pagesEndOf(walk)
      for (const index of pending.keys()) {
        if (index >= end) {
          pending.delete(index)
          walk.requests.dropPage(walk.pageKeys[index - walk.firstPageIndex])
        }
      }
      // A window that moved back over pages it had left behind looks at them again: they may
      // need a fetch now that they are in it.
      for (const index of walk.leftBehind) {
        if (index >= end - maxPages) {
          walk.leftBehind.delete(index)
          walk.data[index - walk.firstPageIndex] = undefined
          next = Math.min(next, index)
        }
      }
      if (next > end) next = end
      // Parallel mode needs no page before the window for a key: it skips them, and goes back to
      // those a size that shrank, or a list that ends before it, brings into the window.
      if (parallel) next = Math.max(end < lastEnd ? walk.firstPageIndex : next, end - maxPages)
      lastEnd = end
      // Sequential: one page in flight; parallel: up to the limit (`parallel: n`), else all.
      const inFlightLimit = parallel ? parallelLimit : 1
      while (!walk.failed && next < end && pending.size < inFlightLimit && requestedSinceYield < PAGES_PER_SLICE) {
        const requested = visit(walk, next)
        if (requested === null) {
          walk.listEnd = next
          break
        }
        next++
        if (requested) requestedSinceYield++
      }
      // A null key: the list ends before `end`, which the loop takes from there.
      if (walk.listEnd < end) continue
      if (requestedSinceYield >= PAGES_PER_SLICE) {
        requestedSinceYield = 0
        await yieldToEventLoop()
        continue
      }
      if (!pending.size) break
      await new Promise<void>((resolve) => {
        walk.wake = resolve
        if (signal.aborted) resolve()
      })
    }
  } finally {
    walk.requests.close()
  }
}

/** Publishes the walk's pages to the list state and returns them; after a failure, throws its error. */
function finish(walk: PageWalk): unknown[] {
  const { list, data, firstPageIndex, pageKeys, failures } = walk
  const { ctx, infiniteOptions: { maxPages } } = walk.options
  const { previousPage } = walk.state
  const end = walkEnd(walk)
  // Loading backward dropped the newest pages: the size follows, also when a later page failed.
  const sizeAfterPreviousPage = previousPage && end !== walk.options.getSize() ? { size: end } : undefined
  if (failures.length) {
    handOverPages(walk)
    const failedPages = failures.map((failure) => failure.index)
    const firstFailed = Math.min(...failedPages)
    const shown: unknown[] = []
    for (let index = firstPageIndex; index < end; index++) {
      const position = index - firstPageIndex
      // Before the failed page, the pages just loaded. From it on, the list reaches no page it did
      // not hold: the failed page's previous copy, then each page's newest copy (parallel mode
      // may have revalidated it).
      const previousCopy = listPage(walk, index)
      const pageData = index < firstFailed ? data[position]
        : index > firstFailed && previousCopy !== undefined ? data[position] ?? previousCopy
          : previousCopy
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
        data: setPagesStart(shown.slice(start - firstPageIndex), start), ...windowAt(walk, start), failedPages, previousPage: undefined,
        ...sizeAfterPreviousPage,
      }
      throw new FailureWithState(failures[0].error, state)
    }
    list.set({ failedPages, previousPage: undefined })
    throw failures[0].error
  }

  // Where the pages end: `size`, or the null key that ended the list before it.
  const pagesEnd = Math.min(end, firstPageIndex + data.length)
  const start = windowStart(firstPageIndex, pagesEnd, maxPages)
  const pages = setPagesStart(data.slice(start - firstPageIndex, end - firstPageIndex), start)
  const windowKeys = maxPages === Infinity ? undefined : pageKeys.slice(start - firstPageIndex, end - firstPageIndex)
  // As the list holds them now: a walk aborted since this one started may have added some.
  const previousWindowKeys = list.get().windowKeys
  list.set({
    revalidateEveryPage: undefined, failedPages: undefined, previousPage: undefined, restartedFrom: undefined, ...windowAt(walk, start), windowKeys,
    ...sizeAfterPreviousPage,
  })
  if (windowKeys) {
    // Every page the walk looked at outside the window goes: those it left behind, and those past
    // a size that shrank while they loaded. Parallel mode never visited the pages it skipped
    // (holes, which filter drops).
    const visited = pageKeys.filter((key) => key !== undefined)
    releasePages(ctx, [...(previousWindowKeys ?? []), ...visited], new Set(windowKeys))
  }
  return pages
}

/** The list state's record of where the pages start. */
function windowAt(walk: PageWalk, start: number): Pick<ListState, 'firstPageIndex' | 'firstPageArgs'> {
  return { firstPageIndex: start, firstPageArgs: start === 0 ? undefined : walk.pageArgs[start - walk.firstPageIndex] }
}
