// Headless behaviour of the infinite list: state over useFetchInfinite plus prop getters.
// No styles and no styled-components here (this file is part of `pagekit/headless`).
// The parts live beside it: pages.ts (items, end, status), useFailedPage.ts, useSentinel.ts,
// useFeedFocus.ts, useAnnouncement.ts, useMergedRef.ts.
import { useCallback, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import useFetchInfinite from '../../infinite'
import { useFetchConfig } from '../../fetch'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { noop } from '../../utils/env'
import type { Arguments } from '../../core/types'
import { chain } from '../shared/focus'
import { keyId } from '../shared/keyId'
import { visuallyHidden } from '../shared/visuallyHidden'
import { defaultInfiniteListMessages } from './messages'
import { EMPTY, defaultGetItems, detectEnd, findTotal, flattenItems, listStatus } from './pages'
import { useAnnouncement } from './useAnnouncement'
import { useFailedPage } from './useFailedPage'
import { useFeedFocus } from './useFeedFocus'
import { useMergedRef } from './useMergedRef'
import { useSentinel } from './useSentinel'
import type { DefaultItem, InfiniteListError, UseInfiniteListOptions, UseInfiniteListResult } from './types'

export const DEFAULT_ROOT_MARGIN = '0px 0px 200px 0px'

type Handler<E> = ((event: E) => void) | undefined

/**
 * Infinite list behaviour (React Aria style): wraps `useFetchInfinite`, flattens pages into
 * `items`, detects the end, loads the next page at most once at a time (`loadMore` is
 * idempotent), retries only the failed page, watches a sentinel with IntersectionObserver,
 * and returns prop getters for a WAI-ARIA feed with a polite live region.
 *
 * The list defaults `revalidateFirstPage` to false so that loading more costs one request.
 */
export function useInfiniteList<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  opts: UseInfiniteListOptions<Page, Item, Err, K>,
): UseInfiniteListResult<Page, Item, Err> {
  const {
    getKey, fetcher, options, isEnd: isEndOption, getTotal,
    loadMode = 'auto', autoPages = 3, rootMargin = DEFAULT_ROOT_MARGIN, root = null,
  } = opts
  const getItems = (opts.getItems ?? defaultGetItems) as (page: Page, index: number) => readonly Item[] | null | undefined
  const messages = useMemo(() => ({ ...defaultInfiniteListMessages, ...opts.messages }), [opts.messages])
  const generatedId = useId()
  const feedId = opts.id ?? `pagekit-feed${generatedId}`

  // Latest props for the stable callbacks below.
  const latest = useRef(opts)
  latest.current = opts

  // --- the data: useFetchInfinite over stable wrappers that remember which page failed -------
  const config = useFetchConfig()
  const fetchPage = (fetcher ?? options?.fetcher ?? config.fetcher ?? null) as ((key: unknown) => unknown) | null
  const { pageKey, pageFetcher, failedRef } = useFailedPage<Page, K>(getKey, fetchPage)

  const swr = useFetchInfinite<Page, Err, K>(
    pageKey,
    fetchPage ? (pageFetcher as (key: unknown) => Page) : null,
    { ...options, revalidateFirstPage: options?.revalidateFirstPage ?? false } as never,
  )
  // Every field is read: the list re-renders on each of them.
  const { data, error: rawError, isValidating, size, setSize, mutate } = swr

  // --- derived state -------------------------------------------------------------------------
  const hasData = data !== undefined
  const pages: Page[] = data ?? EMPTY
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => flattenItems(pages, getItems), [pages, opts.getItems])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const total = useMemo(() => (getTotal ? findTotal(pages, getTotal) : undefined), [pages, getTotal])

  const { nextKeyMissing, isEnd } = detectEnd({
    getKey, parallel: options?.parallel, pages, getItems, isEnd: isEndOption, total, itemCount: items.length,
  })
  const isLoadingMore = pages.length > 0 && isValidating && size > pages.length && !isEnd
  const status = listStatus({
    hasData, nextKeyMissing, hasError: rawError !== undefined, isValidating, isLoadingMore, isEnd, itemCount: items.length,
  })

  const failed = failedRef.current
  const failedIndex = failed && failed.index >= 0 ? failed.index : pages.length
  const error: InfiniteListError<Err> | undefined = useMemo(
    () => (rawError === undefined ? undefined : { error: rawError, pageIndex: failedIndex, key: failed?.key }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rawError, failedIndex],
  )
  const hasMore = hasData && !isEnd
  const ariaSetSize = total ?? (isEnd ? items.length : -1)

  const ioSupported = typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function'
  const autoPhase = loadMode === 'auto' || (loadMode === 'hybrid' && pages.length < autoPages)
  const isAutoLoading = autoPhase && ioSupported
  const showLoadMoreButton = !isAutoLoading

  // --- loadMore / retry: one page at a time ---------------------------------------------------
  // `requested` closes the gap between a call and the render that shows the page loading.
  const requested = useRef(false)
  const snapshot = useRef({ status, size, data, itemCount: items.length })
  useIsomorphicLayoutEffect(() => {
    snapshot.current = { status, size, data, itemCount: items.length }
    if (!isValidating) requested.current = false
  })

  const loadMore = useCallback((): boolean => {
    const s = snapshot.current
    if (requested.current || s.status !== 'idle') return false
    requested.current = true
    const next = s.size + 1
    latest.current.onLoadMore?.(next)
    void setSize(next)
    return true
    // setSize is stable for a list key
  }, [setSize])

  const [retrying, setRetrying] = useState(false)
  const isRetrying = retrying && (status === 'loading' || status === 'loadingMore')
  useIsomorphicLayoutEffect(() => {
    if (retrying && status !== 'loading' && status !== 'loadingMore') setRetrying(false)
  }, [retrying, status])

  const retry = useCallback(() => {
    const s = snapshot.current
    if (requested.current || s.status !== 'error') return
    requested.current = true
    setRetrying(true)
    const failedPage = failedRef.current
    if (!s.data) {
      void mutate().catch(noop)
      return
    }
    // Only the failed page (and pages the failed walk never reached) is fetched again; the
    // pages on screen stay, and the error clears at once.
    void mutate(s.data, {
      revalidate: (pageData, key) => pageData === undefined || (!!failedPage && failedPage.id !== null && keyId(key) === failedPage.id),
    }).catch(noop)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mutate])

  // --- sentinel, focus, live region ------------------------------------------------------------
  const setSentinel = useSentinel({
    watch: isAutoLoading && status === 'idle', onVisible: loadMore, root, rootMargin,
    itemCount: items.length, pageCount: pages.length,
  })
  const { feedRef, rootRef, focusItem, onFeedKeyDown, onRootFocus, onRootBlur } = useFeedFocus(items.length, opts.scrollToIndex)
  const announcement = useAnnouncement(items.length, status, total, error, messages)

  // --- prop getters -----------------------------------------------------------------------------
  // Ref callbacks must keep their identity between renders (a new one re-runs the old with null).
  const mergeRoot = useMergedRef<HTMLElement>(rootRef)
  const mergeFeed = useMergedRef<HTMLElement>(feedRef)
  const mergeSentinel = useMergedRef<Element>(setSentinel)
  const busy = status === 'loading' || status === 'loadingMore'
  const hasFeed = items.length > 0 || busy
  const ariaLabelledBy = opts['aria-labelledby']
  const ariaLabel = ariaLabelledBy ? opts['aria-label'] : opts['aria-label'] ?? messages.feedLabel

  const getRootProps: UseInfiniteListResult['getRootProps'] = (props) => {
    const p = (props ?? {}) as Record<string, unknown>
    return {
      ...p,
      ref: mergeRoot(p.ref as never),
      onFocus: chain(p.onFocus as Handler<FocusEvent<HTMLElement>>, onRootFocus),
      onBlur: chain(p.onBlur as Handler<FocusEvent<HTMLElement>>, onRootBlur),
      'data-status': status,
    } as never
  }

  const getListProps: UseInfiniteListResult['getListProps'] = (props) => {
    const p = (props ?? {}) as Record<string, unknown>
    return {
      ...p,
      ref: mergeFeed(p.ref as never),
      // A feed must own articles: with none and nothing loading it is a plain container.
      role: hasFeed ? 'feed' : undefined,
      id: feedId,
      'aria-busy': busy,
      'aria-label': hasFeed ? ariaLabel : undefined,
      'aria-labelledby': hasFeed ? ariaLabelledBy : undefined,
      onKeyDown: chain(p.onKeyDown as Handler<KeyboardEvent<HTMLElement>>, onFeedKeyDown),
    } as never
  }

  const getItemProps: UseInfiniteListResult['getItemProps'] = (index, props) => ({
    ...(props ?? {}),
    role: 'article',
    tabIndex: 0,
    'aria-posinset': index + 1,
    'aria-setsize': ariaSetSize,
    'data-index': index,
  }) as never

  const getSentinelProps: UseInfiniteListResult['getSentinelProps'] = (props) => {
    const p = (props ?? {}) as Record<string, unknown>
    return {
      ...p,
      ref: mergeSentinel(p.ref as never),
      'aria-hidden': true,
      'data-pagekit-sentinel': '',
    } as never
  }

  const getStatusProps: UseInfiniteListResult['getStatusProps'] = (props) => {
    const p = (props ?? {}) as Record<string, unknown>
    return {
      style: visuallyHidden,
      ...p,
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': true,
      children: announcement,
    } as never
  }

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
    ariaSetSize,
    loadMore,
    retry,
    isRetrying,
    isAutoLoading,
    showLoadMoreButton,
    announcement,
    feedId,
    messages,
    focusItem,
    getRootProps,
    getListProps,
    getItemProps,
    getSentinelProps,
    getStatusProps,
  }
}
