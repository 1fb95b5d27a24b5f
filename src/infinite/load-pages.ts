import type { CacheContext } from '../core/cache'
import { takePreload } from '../core/requests'
import { cacheHelper } from '../core/state'
import { serialize } from '../core/serialize'
import { isUndefined } from '../utils/env'
import type { ListState } from './list-key'
import type { Arguments } from '../core/types'

export type PageLoader = (infiniteKey: string) => Promise<unknown[]>

/** The walk's options, as given to the hook (unset = default). */
export interface WalkOptions {
  parallel?: boolean
  revalidateAll?: boolean
  revalidateFirstPage?: boolean
  compare: (a: unknown, b: unknown) => boolean
}

/**
 * One revalidation of the list: walk pages 0..size-1, fetch the ones the rules
 * (or a mutate's `revalidate` predicate) select, reuse the cached rest. A null key ends the walk.
 * Each fetched page is written to its own page key, shared with useFetch.
 */
export async function loadPages(
  ctx: CacheContext,
  infiniteKey: string,
  getKey: (index: number, previous: unknown) => Arguments,
  fetcher: (arg: Arguments) => unknown,
  size: number,
  options: WalkOptions,
  /** true on the hook's first mount with revalidateOnMount */
  isFirstMount?: boolean,
): Promise<unknown[]> {
  const { parallel } = options
  // revalidateAll, or the first mount with revalidateOnMount: every page.
  const all = options.revalidateAll || isFirstMount
  const meta = cacheHelper<ListState>(ctx, infiniteKey)
  const forceRevalidateAll = meta.get().revalidateEveryPage
  const predicate = meta.get().revalidatePredicate
  meta.set({ revalidatePredicate: undefined })

  const data: unknown[] = []
  const listData = meta.get().data as unknown[] | undefined
  const pending: Array<() => Promise<void>> = []
  let previous: unknown = null

  for (let i = 0; i < size; ++i) {
    const [pageKey, pageArg] = serialize(getKey(i, parallel ? null : previous))
    if (!pageKey) break
    const page = cacheHelper(ctx, pageKey)
    let pageData = page.get().data
    const shouldFetch =
      all ||
      forceRevalidateAll ||
      isUndefined(pageData) ||
      // revalidateFirstPage defaults to true (unset, not merely falsy)
      (i === 0 && !isUndefined(listData) && (isUndefined(options.revalidateFirstPage) || options.revalidateFirstPage)) ||
      (listData !== undefined && !isUndefined(listData[i]) && !options.compare(listData[i], pageData))

    const selected = typeof predicate === 'function'
      ? (predicate as (d: unknown, k: Arguments) => boolean)(pageData, pageArg)
      : shouldFetch
    if (selected) {
      const revalidate = async () => {
        // A preload is taken before awaiting, so a failed one is not reused.
        pageData = await (takePreload(ctx, pageKey) ?? fetcher(pageArg))
        page.set({ data: pageData, originalKey: pageArg })
        data[i] = pageData
      }
      if (parallel) pending.push(revalidate)
      else await revalidate()
    } else {
      data[i] = pageData
    }
    if (!parallel) previous = pageData
  }
  if (parallel) await Promise.all(pending.map((r) => r()))
  meta.set({ revalidateEveryPage: undefined })
  return data
}
