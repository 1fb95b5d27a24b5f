// The key loader and fetcher the list hands to useFetchInfinite, wrapped so that the list knows
// which page failed (for `error.pageIndex` and a retry of that page alone). Part of `pagekit/headless`.
import { useCallback, useRef } from 'react'
import { isPromiseLike } from '../../utils/env'
import type { Arguments, FetcherContext } from '../../core/types'
import type { FetchInfiniteKeyLoader, FetchInfinitePreviousKeyLoader } from '../../infinite/types'
import { keyId } from '../shared/keyId'

export interface FailedPage {
  key: Arguments
  id: string | null
  index: number
}

/**
 * `pageKey` (a stable getKey that remembers each key's page index), `previousPageKey` (the
 * same for getPreviousKey, when given), `pageFetcher` (a stable
 * fetcher that records the failed page and clears it once that page succeeds) and `failedRef`.
 * Both wrappers call the latest `getKey` / `fetchPage`.
 */
export function useFailedPage<Page, K extends Arguments>(
  getKey: FetchInfiniteKeyLoader<Page, K>,
  fetchPage: ((key: unknown) => unknown) | null,
  getPreviousKey?: FetchInfinitePreviousKeyLoader<Page, Arguments>,
) {
  const keyPages = useRef(new Map<string, number>())
  const failedRef = useRef<FailedPage | null>(null)
  const getKeyRef = useRef(getKey)
  getKeyRef.current = getKey
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const getPreviousKeyRef = useRef(getPreviousKey)
  getPreviousKeyRef.current = getPreviousKey

  const pageKey = useCallback((index: number, previous: Page | null) => {
    const key = getKeyRef.current(index, previous)
    const id = keyId(key)
    if (id) keyPages.current.set(id, index)
    return key
  }, []) as FetchInfiniteKeyLoader<Page, K>

  // The page before page `firstPageIndex` is page `firstPageIndex - 1`.
  const stablePreviousKey = useCallback((firstPageIndex: number, firstPageData: Page) => {
    const key = getPreviousKeyRef.current!(firstPageIndex, firstPageData)
    const id = keyId(key)
    if (id) keyPages.current.set(id, firstPageIndex - 1)
    return key
  }, []) as FetchInfinitePreviousKeyLoader<Page, Arguments>
  // Undefined without the app's: the hook then asks getKey for the previous page.
  const previousPageKey = getPreviousKey ? stablePreviousKey : undefined

  const pageFetcher = useCallback((key: unknown, context: FetcherContext) => {
    const id = keyId(key)
    const fail = (err: unknown): never => {
      // An abort is not a failure of the page.
      if (context.signal.aborted) throw err
      failedRef.current = { key: key as Arguments, id, index: id === null ? -1 : keyPages.current.get(id) ?? -1 }
      throw err
    }
    const ok = (value: unknown) => {
      if (failedRef.current && failedRef.current.id === id) failedRef.current = null
      return value
    }
    let result: unknown
    try {
      result = (fetchRef.current as (k: unknown, context: FetcherContext) => unknown)(key, context)
    } catch (err) {
      return fail(err)
    }
    return isPromiseLike(result) ? Promise.resolve(result).then(ok, fail) : ok(result)
  }, [])

  return { pageKey, previousPageKey, pageFetcher, failedRef }
}
