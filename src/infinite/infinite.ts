import { useCallback, useIsomorphicLayoutEffect, useMemo, useRef, useSyncExternalStore } from '../fetch/react'
import type { HookHandler, InternalConfig, Middleware } from '../core/config'
import { contextFor } from '../core/cache'
import { KeyError, invalidFetcherError, notAFunction } from '../core/errors'
import { cacheHelper, readState } from '../core/state'
import { serialize } from '../core/serialize'
import type { Arguments, FetcherContext, FetcherFunction, MutatorOptions } from '../core/types'
import { pendingRequest, requestSignal } from '../core/requests'
import { resizeActiveWalk } from './page-requests'
import type { FetchResponse } from '../fetch/types'
import { describe } from '../utils/describe'
import { warnOnce } from '../utils/dev'
import { isFunction, isUndefined } from '../utils/env'
import { isNonNegativeInteger } from '../utils/validate'
import { LIST_KEY_PREFIX, getFirstPageKey, type ListState } from './list-key'
import { loadPages } from './load-pages'
import { resolveInfiniteOptions } from './options'
import type { FetchInfiniteMutatorOptions, FetchInfiniteOptions, FetchInfiniteResponse, SizeArg } from './types'
import { keyOfPage, readCachedPages, type KeyLoader } from './walk'
import { pagesStartOf, previousPageOf, setPagesStart, type PreviousKeyLoader } from './window'

type InfiniteConfig = InternalConfig & FetchInfiniteOptions & { getPreviousKey?: PreviousKeyLoader }

/**
 * The infinite middleware (SWR 2.x useSWRInfinite): the page array is one useFetch entry under
 * the list key, loaded by a fetcher that walks the pages (load-pages.ts); the size lives in the
 * cache, beside the page array.
 */
export const infinite = ((useFetchNext: HookHandler) => (getKey: KeyLoader, fetcher: unknown, config: InfiniteConfig) => {
  const infiniteOptions = resolveInfiniteOptions(config)
  const ctx = contextFor(config.cache)
  const didMountRef = useRef(false)

  // initialSize must not change during the hook's lifetime: the first value is kept.
  const requestedInitialSize = infiniteOptions.initialSize
  const initialSize = useRef(requestedInitialSize).current
  try {
    // The condition first: it compares locals, and reading process.env on every render is not free.
    if (requestedInitialSize !== initialSize && process.env.NODE_ENV !== 'production') {
      warnOnce('useFetchInfinite:initialSize', `pagekit: useFetchInfinite: "initialSize" changed from ${initialSize} to ${describe(config.initialSize)}; it must not change during the hook's lifetime, so the first value is kept.`)
    }
  } catch {
    // no `process`: silent, as isDev() is (utils/dev.ts)
  }

  // The list's cache key ('' while not ready). A getKey that throws means "not ready", as a
  // throwing key function in useFetch; a getKey that is not a function, or a key that cannot be
  // serialized, is the app's bug and is reported through `error`.
  let listKey = ''
  let keyError: Error | undefined
  if (!isFunction(getKey)) keyError = notAFunction('useFetchInfinite', 'getKey', getKey)
  else {
    try {
      const firstPageKey = getFirstPageKey(getKey)
      if (firstPageKey) listKey = LIST_KEY_PREFIX + firstPageKey
    } catch (err) {
      if (err instanceof KeyError) keyError = err
    }
  }
  const list = useMemo(() => cacheHelper<ListState>(ctx, listKey), [ctx, listKey])

  const getSize = useCallback(() => list.get().size ?? initialSize, [list, initialSize])

  // `size` is tracked as useFetch tracks its fields: a size change re-renders only a component
  // that read `size` (or a field derived from it), so "load more" costs one render per page.
  const sizeTrackedRef = useRef(false)
  // The list's last size, whoever set it (setSize, or loadPrevious() dropping the newest pages):
  // persistSize carries it over to a new first page key.
  const lastSizeRef = useRef(getSize())
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => list.subscribe((current, prev) => {
        if (current.size === prev.size) return
        lastSizeRef.current = getSize()
        if (sizeTrackedRef.current) onChange()
      }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- getSize reads this list
      [list],
    ),
    getSize,
    getSize,
  )
  const readSize = () => {
    sizeTrackedRef.current = true
    return getSize()
  }

  useIsomorphicLayoutEffect(() => {
    if (!didMountRef.current) {
      didMountRef.current = true
      return
    }
    // The first page's key changed: keep the size (persistSize), or take the new key's own.
    list.set({ size: config.persistSize ? lastSizeRef.current : getSize() })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the list's identity changes, reading this render's options
  }, [listKey, ctx])

  const isFirstMount = Boolean(config.revalidateOnMount) && !didMountRef.current
  const getKeyRef = useRef(getKey)
  getKeyRef.current = getKey
  const getPreviousKeyRef = useRef(config.getPreviousKey)
  getPreviousKeyRef.current = config.getPreviousKey
  /** Where `pages` start: as the walk published them, else where the list state says. */
  const startOf = (pages: unknown) => pagesStartOf(pages, list.get().firstPageIndex ?? 0)

  // null/undefined: no fetcher. The list still walks its pages, reading each from the cache (as
  // SWR's does): it shows the pages another hook loaded. Anything else that is not a function
  // is the app's bug: reported through `error` by name, as useFetch does.
  const loadList = fetcher != null && !isFunction(fetcher)
    ? () => Promise.reject(invalidFetcherError('useFetchInfinite', fetcher))
    : (key: string, context: FetcherContext) => loadPages({
      ctx, listKey: key, getKey: getKeyRef.current, fetcher: (fetcher ?? null) as FetcherFunction<Arguments, unknown> | null,
      getSize: () => readState<ListState>(ctx, key).size ?? initialSize, config, infiniteOptions, isFirstMount, signal: requestSignal(context),
    })

  // Two page arrays are equal only if they also start at the same page (a window that moved).
  const { compare } = config
  const listConfig = useMemo(
    () => ({ compare: (a: unknown, b: unknown) => pagesStartOf(a, 0) === pagesStartOf(b, 0) && compare(a, b) }),
    [compare],
  )
  const listResponse = useFetchNext(listKey, loadList, { ...config, ...listConfig }) as FetchResponse<unknown[], unknown>
  const mutateList = listResponse.mutate

  const mutate = useCallback(
    (...args: [unknown?, (boolean | FetchInfiniteMutatorOptions)?]) => {
      const [data, opts] = args
      const mutateOptions = typeof opts === 'boolean' ? { revalidate: opts } : opts ?? {}
      const { revalidate } = mutateOptions
      const shouldRevalidate = revalidate !== false
      if (!listKey) return Promise.resolve(undefined)
      // An app's own page array keeps the list's place; one setSize read from the cache has its own.
      if (Array.isArray(data)) setPagesStart(data, pagesStartOf(data, startOf(list.get().data)))
      if (shouldRevalidate) {
        // With data: only the changed pages (or those the predicate picks); without: all.
        // Unset rather than false, as a finished walk leaves it: a load more then writes nothing here.
        list.set({
          revalidateEveryPage: isUndefined(data) ? true : undefined,
          revalidatePredicate: isFunction(revalidate) ? revalidate as ListState['revalidatePredicate'] : undefined,
        })
      }
      return args.length
        ? mutateList(data as unknown[], { ...(mutateOptions as MutatorOptions<unknown[]>), revalidate: shouldRevalidate })
        : mutateList()
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startOf reads the list through `list`
    [listKey, list, mutateList],
  )

  /** The list's pages once the walk running now settles, whatever its outcome. */
  const afterWalk = (running: Promise<unknown>) => {
    const settled = () => list.get().data as unknown[] | undefined
    return running.then(settled, settled)
  }

  const setSize = useCallback(
    (sizeArg: SizeArg) => {
      if (!listKey) return Promise.resolve(undefined)
      // Typed as a number, but JavaScript callers may pass anything.
      const size: unknown = isFunction(sizeArg) ? (sizeArg as (size: number) => number)(getSize()) : sizeArg
      if (!isNonNegativeInteger(size)) {
        try {
          if (process.env.NODE_ENV !== 'production') {
            warnOnce('useFetchInfinite:setSize', `pagekit: useFetchInfinite: setSize() needs a non-negative integer or a function returning one, got ${describe(size)}; ignored.`)
          }
        } catch {
          // no `process`: silent, as isDev() is (utils/dev.ts)
        }
        // A documented no-op: the list stays as it is.
        return Promise.resolve(list.get().data)
      }
      // revalidateAll revalidates every page on mount, focus, reconnect, interval and mutate();
      // growing the list fetches only the pages it does not hold yet.
      const { data: pages, firstPageIndex = 0, firstPageArgs, previousPage } = list.get()
      const pagesEnd = pages ? startOf(pages) + pages.length : 0
      // A size at or before a window's first page starts the list from page 0 again (a
      // loadPrevious() still loading is then forgotten).
      const restarts = size <= firstPageIndex && firstPageIndex > 0
      const resizesPreviousPage = previousPage && size !== getSize()
      list.set({
        size,
        ...(restarts ? { firstPageIndex: 0, firstPageArgs: undefined, previousPage: undefined, restartedFrom: pages } : undefined),
        ...(!restarts && resizesPreviousPage ? { previousPage: { ...previousPage, resized: true } } : undefined),
      })
      // Also here: the listener above is not subscribed yet in a layout effect of the first mount.
      lastSizeRef.current = size
      // A walk still taking pages picks the new size up: rapid calls make one walk, one
      // request per page. The call resolves at once to the pages shown, as it does when no walk
      // runs (and as SWR's does), not once the walk ends.
      const running = pendingRequest(ctx, listKey)
      if (running && !restarts && resizeActiveWalk(ctx, listKey)) {
        return Promise.resolve(list.get().data)
      }
      // For the walk this call starts only: left in the list, it would narrow the next
      // revalidation of every page (focus, reconnect) to the pages past it.
      list.set({ newPagesFrom: config.revalidateAll ? pagesEnd : undefined })
      // Cached pages show at once; while a page is missing, the current data stays until it loads.
      // Growing past the loaded pages, the first new page is looked at first: when it is not
      // cached, neither is the list up to `size`, and no pass over the loaded pages is needed to
      // find that out (it would cost one per load more). Its key comes from the list's last page,
      // where the full read takes that page's cache entry: should the two differ, the cached
      // pages show when the walk reaches them instead of at once.
      const nextPageMissing = !!pages?.length && size > pagesEnd && !isPageAfterCached(pages)
      const cached = nextPageMissing ? undefined : readCachedPages(ctx, {
        getKey: getKeyRef.current, size, parallel: infiniteOptions.parallel, maxPages: infiniteOptions.maxPages,
        ...(restarts ? undefined : { firstPageIndex, firstPageArgs }),
      })
      return mutate(cached ? setPagesStart(cached.pages, cached.firstPageIndex) : list.get().data)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startOf reads the list through `list`
    [listKey, ctx, list, mutate, getSize, infiniteOptions.parallel, config.revalidateAll, infiniteOptions.maxPages],
  )

  const loadPrevious = useCallback(() => {
    const { data: pages, previousPage } = list.get()
    if (!listKey || !pages?.length) return Promise.resolve(pages)
    const running = pendingRequest(ctx, listKey)
    // Already loading it: the same page is not requested twice.
    if (previousPage && running) return afterWalk(running)
    const page = findPreviousPage(pages)
    if (!page) return Promise.resolve(pages)
    list.set({ previousPage: page })
    return mutate(pages)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- findPreviousPage reads the latest getKey and getPreviousKey through refs
  }, [listKey, ctx, list, mutate])

  /**
   * The key of the page after `pages` (the list's pages), as the walk would compute it: '' at
   * the end of the list; what getKey throws is thrown.
   */
  const keyAfter = (pages: unknown[]): string => {
    const firstPageIndex = startOf(pages)
    const options = { getKey: getKeyRef.current, parallel: infiniteOptions.parallel, firstPageIndex }
    return serialize(keyOfPage(options, firstPageIndex + pages.length, pages[pages.length - 1]))[0]
  }

  /** Whether the page after `pages` is in the cache (not when getKey throws or ends the list there). */
  const isPageAfterCached = (pages: unknown[]): boolean => {
    try {
      const key = keyAfter(pages)
      return !!key && readState(ctx, key).data !== undefined
    } catch {
      return false
    }
  }

  /** getKey(index after the last page, last page) is not null: another page exists (a throwing getKey: not ready, not the end). */
  const hasPageAfter = (pages: unknown[]): boolean => {
    try {
      return Boolean(keyAfter(pages))
    } catch {
      return true
    }
  }

  /**
   * The page before `pages[0]`, if there is one (a throwing key function: not ready, none yet).
   * None while the list starts over from page 0: a size at or before these pages asks it to, or
   * it did and these pages still show (a later setSize may have grown the size past them, and
   * the restart's walk may have failed before it showed a page).
   */
  function findPreviousPage(pages: unknown[]) {
    const firstPageIndex = startOf(pages)
    if (pages === list.get().restartedFrom || getSize() <= firstPageIndex) return undefined
    try {
      return previousPageOf(getKeyRef.current, getPreviousKeyRef.current, firstPageIndex, pages[0])
    } catch {
      return undefined
    }
  }

  const response: FetchInfiniteResponse<unknown, unknown> = {
    get size() {
      return readSize()
    },
    setSize,
    mutate: mutate as FetchInfiniteResponse<unknown, unknown>['mutate'],
    get data() {
      return listResponse.data
    },
    get error() {
      return keyError ?? listResponse.error
    },
    get isValidating() {
      return listResponse.isValidating
    },
    get isLoading() {
      return listResponse.isLoading
    },
    get isLoadingMore() {
      const pages = listResponse.data
      return pages !== undefined && listResponse.isValidating && readSize() > startOf(pages) + pages.length && hasPageAfter(pages)
    },
    get hasMore() {
      const pages = listResponse.data
      return pages !== undefined && hasPageAfter(pages)
    },
    get firstPageIndex() {
      return startOf(listResponse.data)
    },
    loadPrevious,
    get hasPrevious() {
      const pages = listResponse.data
      return !!pages?.length && findPreviousPage(pages) !== undefined
    },
    get isLoadingPrevious() {
      return listResponse.isValidating && list.get().previousPage !== undefined
    },
    get failedPageIndex() {
      return (keyError ?? listResponse.error) === undefined ? undefined : list.get().failedPages?.[0]
    },
  }
  return response
}) as unknown as Middleware
