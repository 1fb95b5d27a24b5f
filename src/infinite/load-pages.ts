import type { CacheContext } from '../core/cache'
import { takePreload } from '../core/requests'
import { cacheHelper } from '../core/state'
import type { Arguments } from '../core/types'
import type { InternalConfig } from '../core/config'
import type { ListState } from './list-key'
import type { WithInfiniteDefaults } from './options'
import type { FetchInfiniteOptions } from './types'
import { pageWalk, type KeyLoader } from './walk'

export interface LoadPagesOptions {
  ctx: CacheContext
  /** The list's cache key. */
  listKey: string
  getKey: KeyLoader
  fetcher: (key: Arguments) => unknown
  /** The number of pages to load (the list's `size`). */
  size: number
  /** The hook's config, with the infinite defaults applied. */
  config: WithInfiniteDefaults<InternalConfig & FetchInfiniteOptions>
  /** The hook's first mount with revalidateOnMount: every page is fetched. */
  isFirstMount: boolean
}

/**
 * One revalidation of the list: walks pages 0..size-1, fetches the pages the rules below (or a
 * mutate's `revalidate` function) select, and reuses the cached rest. A null key ends the walk.
 * Each fetched page is written to its own page key, which useFetch shares. Sequential mode
 * awaits page by page (a cursor needs the previous page); parallel mode fetches the selected
 * pages all at once. The first failure rejects the walk.
 */
export async function loadPages({
  ctx, listKey, getKey, fetcher, size, config, isFirstMount,
}: LoadPagesOptions): Promise<unknown[]> {
  const list = cacheHelper<ListState>(ctx, listKey)
  const { data: listData, revalidateEveryPage: pendingRevalidateAll, revalidatePredicate, newPagesFrom } = list.get()
  list.set({ revalidatePredicate: undefined, newPagesFrom: undefined })
  const { compare, parallel, parallelLimit } = config
  // A setSize under revalidateAll fetches the new pages only; every other walk of such a list
  // (mount, focus, reconnect, interval, mutate) revalidates all of them.
  const growsOnly = newPagesFrom !== undefined
  const revalidateEveryPage = (config.revalidateAll && !growsOnly) || isFirstMount || Boolean(pendingRevalidateAll)

  // A page is fetched when any of these rules says so (a mutate's `revalidate` function replaces them).
  const isNotCached = (pageData: unknown) => pageData === undefined
  const isNewPage = (index: number) => growsOnly && index >= newPagesFrom
  const isFirstPageToRevalidate = (index: number) => index === 0 && listData !== undefined && config.revalidateFirstPage && !growsOnly
  const listCopyDiffers = (index: number, pageData: unknown) =>
    listData !== undefined && listData[index] !== undefined && !compare(listData[index], pageData)
  const shouldFetchPage = (index: number, pageData: unknown) =>
    revalidateEveryPage || isNotCached(pageData) || isNewPage(index) || isFirstPageToRevalidate(index) || listCopyDiffers(index, pageData)

  const data: unknown[] = []
  const parallelFetches: Array<() => Promise<void>> = []
  for (const { index, key, args } of pageWalk({ getKey, size, parallel }, data)) {
    const page = cacheHelper(ctx, key)
    const cachedData = page.get().data
    const selected = revalidatePredicate
      ? revalidatePredicate(cachedData, args)
      : shouldFetchPage(index, cachedData)
    if (selected) {
      const fetchPage = async () => {
        // A preload is taken before anything is awaited, so a failed one is never reused.
        const pageData = await (takePreload(ctx, key) ?? fetcher(args))
        page.set({ data: pageData, originalKey: args })
        data[index] = pageData
      }
      if (parallel) parallelFetches.push(fetchPage)
      else await fetchPage()
    } else {
      data[index] = cachedData
    }
  }
  if (parallel) await runLimited(parallelFetches, parallelLimit)
  list.set({ revalidateEveryPage: undefined })
  return data
}

/**
 * Runs the tasks with at most `limit` in flight, in order; rejects with the first failure, after
 * which no further task starts.
 */
async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (next < tasks.length && !failed) {
      const task = tasks[next++]
      try {
        await task()
      } catch (err) {
        failed = true
        throw err
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
}
