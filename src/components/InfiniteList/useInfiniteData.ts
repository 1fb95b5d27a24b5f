// The data of an infinite list, without any DOM: pages, items, status, end detection, load
// more and retry over useFetchInfinite. Every list shape builds on it (useInfiniteList is the
// feed). Part of `pagekit/headless`.
import { useCallback, useMemo, useRef, useState } from 'react'
import useFetchInfinite from '../../infinite'
import { useFetchConfig } from '../../fetch'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { noop } from '../../utils/env'
import { notAFunction } from '../../core/errors'
import type { Arguments } from '../../core/types'
import { keyId } from '../shared/keyId'
import { EMPTY, defaultGetItems, defaultItemKey, detectEnd, findTotal, flattenItems, itemsOfPages, listStatus, uniqueItems } from './pages'
import { warnOnce } from '../../utils/dev'
import { checkDataOptions } from './props'
import { useFailedPage } from './useFailedPage'
import { useItemOffset } from './useItemOffset'
import { useShownPages } from './useShownPages'
import type { DefaultItem, InfiniteListError, UseInfiniteDataOptions, UseInfiniteDataResult } from './types'

/**
 * Infinite data: wraps `useFetchInfinite`, flattens pages into `items`, detects the end, loads
 * the next page at most once at a time (`loadMore` is idempotent) and retries only the failed
 * page.
 *
 * It defaults `revalidateFirstPage` to false, so that loading more costs one request.
 */
export function useInfiniteData<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  opts: UseInfiniteDataOptions<Page, Item, Err, K>,
): UseInfiniteDataResult<Page, Item, Err> {
  const { getKey, fetcher, options, isEnd: isEndOption, getTotal } = opts
  const maxPages = opts.maxPages ?? options?.maxPages
  const getPreviousKey = opts.getPreviousKey ?? options?.getPreviousKey
  const getItems = (opts.getItems ?? defaultGetItems) as (page: Page, index: number) => readonly Item[] | null | undefined

  // Latest options for the stable callbacks below.
  const latest = useRef(opts)
  latest.current = opts

  // --- useFetchInfinite over stable wrappers that remember which page failed -----------------
  const config = useFetchConfig()
  const fetchPage = (fetcher ?? options?.fetcher ?? config.fetcher ?? null) as ((key: unknown) => unknown) | null
  // Without these the list would show "Loading…" for good: a TypeError naming the prop.
  if (typeof getKey !== 'function') throw notAFunction('<InfiniteList>', 'getKey', getKey)
  if (fetchPage === null) throw new TypeError('pagekit: <InfiniteList>: "fetcher" is required (or a fetcher from FetchConfig)')
  if (typeof fetchPage !== 'function') throw notAFunction('<InfiniteList>', 'fetcher', fetchPage)
  checkDataOptions(opts)
  const { pageKey, previousPageKey, pageFetcher, failedRef } = useFailedPage<Page, K>(getKey, fetchPage, getPreviousKey)

  const pagesResponse = useFetchInfinite<Page, Err>(
    pageKey,
    pageFetcher as (key: unknown) => Page,
    { ...options, maxPages, getPreviousKey: previousPageKey, revalidateFirstPage: options?.revalidateFirstPage ?? false } as never,
  )
  // Every field is read: the list re-renders on each of them. The load-more and window state is the hook's.
  const {
    data, error: rawError, isValidating, size, setSize, mutate, isLoadingMore: pageInFlight, hasMore: nextPageExists,
    firstPageIndex, hasPrevious, isLoadingPrevious, loadPrevious: loadPreviousPage, failedPageIndex,
  } = pagesResponse

  // --- what the pages say ----------------------------------------------------------------------
  const hasData = data !== undefined
  const pages: Page[] = data ?? EMPTY
  const itemKey = opts.itemKey ?? defaultItemKey
  // getItems is asked once per page: the items and the page sizes come from the same answer.
  const windowItems = useMemo(() => itemsOfPages(pages, getItems), [pages, getItems])
  // What the list shows: the window, or the last page with items above the empty page that ends it.
  const shown = useShownPages({ firstPageIndex, pageItems: windowItems, hasPrevious })
  const { pageItems } = shown
  const { items, repeated } = useMemo(() => uniqueItems(flattenItems(pageItems), itemKey), [pageItems, itemKey])
  const pageItemCounts = useMemo(() => pageItems.map((itemsOfPage) => itemsOfPage.length), [pageItems])
  const itemOffset = useItemOffset({ hasData, firstPageIndex: shown.firstPageIndex, pageItemCounts, hasPrevious })
  if (repeated.length) {
    warnOnce(`InfiniteList:repeated:${String(repeated[0])}`, `pagekit: <InfiniteList> items with the same key came in more than one place (${repeated.slice(0, 5).map(String).join(', ')}); each is shown once. Give "itemKey" if "id" is not an item's identity.`)
  }
  const total = useMemo(() => (getTotal ? findTotal(pages, getTotal) : undefined), [pages, getTotal])

  const { nextKeyMissing, isEnd } = detectEnd({
    getKey, nextPageExists, pages, hasData, getItems, isEnd: isEndOption, total, itemCount: items.length,
  })
  // The list's own end signals (an empty page, nextCursor null, isEnd, total) also end it.
  const isLoadingMore = pageInFlight && !isEnd
  // A failed page before the window is the top's error: the bottom of the list is unaffected.
  const previousFailed = rawError !== undefined && hasData && failedPageIndex !== undefined && failedPageIndex < firstPageIndex
  const status = listStatus({
    hasData, nextKeyMissing, hasError: rawError !== undefined && !previousFailed, isValidating, isLoadingMore, isEnd, itemCount: items.length, hasPrevious,
  })

  const failed = failedRef.current
  const failedIndex = previousFailed
    ? failedPageIndex
    : failed && failed.index >= 0 ? failed.index : firstPageIndex + pages.length
  const anyError: InfiniteListError<Err> | undefined = useMemo(
    () => (rawError === undefined ? undefined : { error: rawError, pageIndex: failedIndex, key: failed?.key }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new error object only for a new error or page; the failed key goes with the page
    [rawError, failedIndex],
  )
  const error = previousFailed ? undefined : anyError
  const previousError = previousFailed ? anyError : undefined
  const hasMore = nextPageExists && !isEnd

  // --- loadMore / retry: one page at a time ---------------------------------------------------
  // `requested` closes the gap between a call and the render that shows the page loading.
  const requested = useRef(false)
  const snapshot = useRef({ status, size, data, isLoadingPrevious, previousFailed })
  useIsomorphicLayoutEffect(() => {
    snapshot.current = { status, size, data, isLoadingPrevious, previousFailed }
    if (!isValidating) requested.current = false
  })

  const loadMore = useCallback((): boolean => {
    const current = snapshot.current
    // One end at a time: a window loading at both ends would drop the page the other just added.
    if (requested.current || current.status !== 'idle' || current.isLoadingPrevious) return false
    requested.current = true
    const nextSize = current.size + 1
    latest.current.onLoadMore?.(nextSize)
    void setSize(nextSize)
    return true
  }, [setSize])

  const loadPrevious = useCallback((): Promise<Page[] | undefined> => {
    const current = snapshot.current
    const quiet = current.status === 'idle' || current.status === 'end'
    if (requested.current || !quiet) return Promise.resolve(current.data)
    requested.current = true
    return loadPreviousPage().catch(() => snapshot.current.data)
  }, [loadPreviousPage])

  const [retrying, setRetrying] = useState(false)
  const isRetrying = retrying && (status === 'loading' || status === 'loadingMore')
  useIsomorphicLayoutEffect(() => {
    if (retrying && status !== 'loading' && status !== 'loadingMore') setRetrying(false)
  }, [retrying, status])

  const retry = useCallback(() => {
    const current = snapshot.current
    // The page before the window failed: loading it again is its retry.
    if (current.previousFailed) {
      void loadPrevious()
      return
    }
    if (requested.current || current.status !== 'error') return
    requested.current = true
    setRetrying(true)
    const failedPage = failedRef.current
    if (!current.data) {
      void mutate().catch(noop)
      return
    }
    // Only the failed page (and pages the failed walk never reached) is fetched again; the
    // pages on screen stay, and the error clears at once.
    void mutate(current.data, {
      revalidate: (pageData, key) => pageData === undefined || (!!failedPage && failedPage.id !== null && keyId(key) === failedPage.id),
    }).catch(noop)
  }, [mutate, failedRef, loadPrevious])

  return {
    items,
    data,
    status,
    isLoading: status === 'loading',
    isLoadingMore,
    isValidating,
    hasMore,
    isEnd,
    error,
    total,
    size,
    setSize,
    mutate,
    loadMore,
    retry,
    isRetrying,
    firstPageIndex: shown.firstPageIndex,
    hasPrevious,
    isLoadingPrevious,
    loadPrevious,
    previousError,
    pageItemCounts,
    itemOffset,
  }
}
