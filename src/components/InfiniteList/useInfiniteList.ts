// Headless behaviour of the infinite list: state over useFetchInfinite plus prop getters.
// No styles and no styled-components here (this file is part of `pagekit/headless`).
import {
  useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState,
  type FocusEvent, type KeyboardEvent,
} from 'react'
import { observe } from 'react-intersection-observer'
import useFetchInfinite from '../../infinite'
import { useFetchConfig } from '../../fetch'
import { serialize } from '../../core/serialize'
import type { Arguments } from '../../core/types'
import type { FetchInfiniteKeyLoader } from '../../infinite/types'
import { focusOutside, mergeRefs } from '../shared/focus'
import { visuallyHidden } from '../shared/visuallyHidden'
import { defaultInfiniteListMessages } from './messages'
import type {
  DefaultItem, InfiniteListError, InfiniteListStatus, UseInfiniteListOptions, UseInfiniteListResult,
} from './types'

// Layout effects on the client, plain effects on the server (no warning during SSR).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export const DEFAULT_ROOT_MARGIN = '0px 0px 200px 0px'
const EMPTY: never[] = []
const noop = () => {}

/** Serialized key, '' for a falsy key, null when it cannot be serialized. */
function keyId(key: unknown): string | null {
  try {
    return serialize(key as Arguments)[0]
  } catch {
    return null
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Default `getItems`: an array page is its items; an object page's `data`; anything else has none. */
export function defaultGetItems<Page>(page: Page): DefaultItem<Page>[] {
  if (Array.isArray(page)) return page as DefaultItem<Page>[]
  if (isObject(page) && Array.isArray(page.data)) return page.data as DefaultItem<Page>[]
  return []
}

const hasNullNextCursor = (page: unknown): boolean => isObject(page) && 'nextCursor' in page && page.nextCursor === null

const isPromiseLike = (v: unknown): v is PromiseLike<unknown> =>
  v !== null && (typeof v === 'object' || typeof v === 'function') && typeof (v as PromiseLike<unknown>).then === 'function'

type AnyRef<T> = ((el: T | null) => void) | { current: T | null } | null | undefined

/** `merge(userRef)` → a ref callback feeding `own` and `userRef`, the same function for the same userRef. */
function useMergedRef<T>(own: AnyRef<T>): (user: AnyRef<T>) => (el: T | null) => void {
  const cache = useRef<{ user: AnyRef<T>; merged: (el: T | null) => void } | null>(null)
  const ownOnly = useRef<((el: T | null) => void) | null>(null)
  if (!ownOnly.current) ownOnly.current = (el) => mergeRefs<T>(own)(el)
  return (user) => {
    if (!user) return ownOnly.current!
    if (cache.current?.user !== user) cache.current = { user, merged: mergeRefs<T>(own, user) }
    return cache.current.merged
  }
}

interface FailedPage {
  key: Arguments
  id: string | null
  index: number
}

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
  const keyPages = useRef(new Map<string, number>())
  const failedRef = useRef<FailedPage | null>(null)

  const pageKey = useCallback((index: number, previous: Page | null) => {
    const key = latest.current.getKey(index, previous)
    const id = keyId(key)
    if (id) keyPages.current.set(id, index)
    return key
  }, []) as FetchInfiniteKeyLoader<Page, K>

  const config = useFetchConfig()
  const fetchPage = (fetcher ?? options?.fetcher ?? config.fetcher ?? null) as ((key: unknown) => unknown) | null
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const pageFetcher = useCallback((key: unknown) => {
    const id = keyId(key)
    const fail = (err: unknown): never => {
      failedRef.current = { key: key as Arguments, id, index: id === null ? -1 : keyPages.current.get(id) ?? -1 }
      throw err
    }
    const ok = (value: unknown) => {
      if (failedRef.current && failedRef.current.id === id) failedRef.current = null
      return value
    }
    let result: unknown
    try {
      result = (fetchRef.current as (k: unknown) => unknown)(key)
    } catch (err) {
      return fail(err)
    }
    return isPromiseLike(result) ? Promise.resolve(result).then(ok, fail) : ok(result)
  }, [])

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
  const items = useMemo(() => {
    const out: Item[] = []
    pages.forEach((page, i) => {
      const pageItems = getItems(page, i)
      if (pageItems) for (const item of pageItems) out.push(item)
    })
    return out
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, opts.getItems])

  const total = useMemo(() => {
    if (!getTotal) return undefined
    for (let i = pages.length - 1; i >= 0; i--) {
      const t = getTotal(pages[i], pages)
      if (typeof t === 'number' && Number.isFinite(t) && t >= 0) return t
    }
    return undefined
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, getTotal])

  const lastPage = pages.length ? pages[pages.length - 1] : undefined
  // The key of the page after the last loaded one: null means the source says "no more".
  let nextKeyMissing = false
  try {
    nextKeyMissing = keyId(getKey(pages.length, options?.parallel || !pages.length ? null : (lastPage as Page))) === ''
  } catch {
    nextKeyMissing = false // a throwing getKey means "not ready", not "end"
  }
  const lastItems = lastPage === undefined ? EMPTY : getItems(lastPage, pages.length - 1) ?? EMPTY
  const isEnd = nextKeyMissing || (pages.length > 0 && (
    lastItems.length === 0 ||
    hasNullNextCursor(lastPage) ||
    !!isEndOption?.(lastPage as Page, pages) ||
    (total !== undefined && items.length >= total)
  ))
  const isLoadingMore = pages.length > 0 && isValidating && size > pages.length && !isEnd

  let status: InfiniteListStatus
  if (!hasData) status = nextKeyMissing ? 'empty' : rawError !== undefined && !isValidating ? 'error' : 'loading'
  else if (isLoadingMore) status = 'loadingMore'
  else if (rawError !== undefined) status = 'error'
  else if (isEnd) status = items.length ? 'end' : 'empty'
  else status = 'idle'

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
  }, [mutate])

  // --- sentinel: re-observed after every landed page -------------------------------------------
  // A fresh observation always delivers one entry with the current geometry, so a sentinel that
  // is still visible after a page lands loads the next one (filling a tall viewport), and a
  // sentinel is never watched while a page is loading (no double fire for one page).
  const [sentinel, setSentinel] = useState<Element | null>(null)
  const loadMoreRef = useRef(loadMore)
  loadMoreRef.current = loadMore
  const watch = isAutoLoading && status === 'idle'
  useIsomorphicLayoutEffect(() => {
    if (!watch || !sentinel) return undefined
    return observe(sentinel, (inView) => {
      if (inView) loadMoreRef.current()
    }, { root: root ?? undefined, rootMargin, threshold: 0 })
  }, [watch, sentinel, root, rootMargin, items.length, pages.length])

  // --- focus: keyboard navigation, and never dropping focus -----------------------------------
  const feedRef = useRef<HTMLElement | null>(null)
  const rootRef = useRef<HTMLElement | null>(null)
  const lastFocus = useRef<{ el: HTMLElement; index: number } | null>(null)

  const findItem = (index: number): HTMLElement | null => {
    const feed = feedRef.current
    if (!feed) return null
    const el = feed.querySelector<HTMLElement>(`[aria-posinset="${index + 1}"]`)
    return el && el.parentElement === feed ? el : null
  }

  const focusItem = useCallback((index: number) => {
    const el = findItem(index)
    if (el) {
      el.focus()
      return
    }
    const scrollToIndex = latest.current.scrollToIndex
    if (!scrollToIndex || typeof requestAnimationFrame !== 'function') return
    scrollToIndex(index)
    let tries = 0
    const attempt = () => {
      const target = findItem(index)
      if (target) target.focus()
      else if (++tries < 20) requestAnimationFrame(attempt)
    }
    requestAnimationFrame(attempt)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const itemCount = useRef(items.length)
  itemCount.current = items.length

  const onFeedKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return
    const feed = event.currentTarget
    const target = event.target as Element
    const article = target.closest?.('[aria-posinset]')
    const index = article && article.parentElement === feed ? Number(article.getAttribute('aria-posinset')) - 1 : -1
    const mod = event.ctrlKey || event.metaKey
    if (event.key === 'PageDown' && !mod && !event.altKey) {
      const next = index + 1
      if (next < itemCount.current) {
        event.preventDefault()
        focusItem(next)
      }
    } else if (event.key === 'PageUp' && !mod && !event.altKey) {
      if (index > 0) {
        event.preventDefault()
        focusItem(index - 1)
      }
    } else if (event.key === 'End' && mod) {
      event.preventDefault()
      focusOutside(feed, 'after')
    } else if (event.key === 'Home' && mod) {
      event.preventDefault()
      focusOutside(feed, 'before')
    }
  }, [focusItem])

  // Where focus is inside the list: an article's index, or (for a control below the feed) the
  // index of the first item the next page will bring.
  const onRootFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const el = event.target as HTMLElement
    const article = el.closest?.('[aria-posinset]')
    const index = article && article.parentElement === feedRef.current
      ? Number(article.getAttribute('aria-posinset')) - 1
      : itemCount.current
    lastFocus.current = { el, index }
  }, [])
  const onRootBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !rootRef.current?.contains(next)) {
      lastFocus.current = null
      return
    }
    // Focus went nowhere: if the element is still there, the user left it on purpose (clicked
    // the page), so its later removal must not pull focus back into the list.
    const el = event.target as HTMLElement
    if (!next && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => {
        if (lastFocus.current?.el === el && el.isConnected && document.activeElement !== el) lastFocus.current = null
      })
    }
  }, [])

  // A focused control that went away (Retry after success, a button at the end of hybrid mode)
  // must not leave focus on <body>: move it to the item it was about.
  useIsomorphicLayoutEffect(() => {
    const last = lastFocus.current
    if (!last || last.el.isConnected) return
    lastFocus.current = null
    const active = document.activeElement
    if (active && active !== document.body && active !== document.documentElement) return
    if (items.length) focusItem(Math.min(last.index, items.length - 1))
  })

  // --- live region ------------------------------------------------------------------------------
  const [announcement, setAnnouncement] = useState('')
  const announced = useRef<{ count: number; status: InfiniteListStatus } | null>(null)
  useEffect(() => {
    const prev = announced.current ?? { count: 0, status: 'loading' as InfiniteListStatus }
    announced.current = { count: items.length, status }
    const parts: string[] = []
    if (items.length > prev.count) parts.push(messages.loaded(items.length - prev.count, items.length, total))
    if (status !== prev.status) {
      if (status === 'end') parts.push(messages.endOfList(items.length))
      else if (status === 'empty') parts.push(messages.empty)
      else if (status === 'error' && error) parts.push(messages.error(error.pageIndex))
    }
    if (parts.length) setAnnouncement(parts.join('. '))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items.length, status])

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
      onFocus: (e: FocusEvent<HTMLElement>) => {
        ;(p.onFocus as ((e: FocusEvent<HTMLElement>) => void) | undefined)?.(e)
        onRootFocus(e)
      },
      onBlur: (e: FocusEvent<HTMLElement>) => {
        ;(p.onBlur as ((e: FocusEvent<HTMLElement>) => void) | undefined)?.(e)
        onRootBlur(e)
      },
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
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        ;(p.onKeyDown as ((e: KeyboardEvent<HTMLElement>) => void) | undefined)?.(e)
        onFeedKeyDown(e)
      },
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
