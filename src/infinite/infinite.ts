import { useCallback, useIsomorphicLayoutEffect, useRef, useSyncExternalStore } from '../fetch/react'
import type { HookHandler, InternalConfig, Middleware } from '../core/config'
import { initCache, type CacheContext } from '../core/cache'
import { cacheHelper } from '../core/state'
import { serialize } from '../core/serialize'
import { isFunction, isUndefined, noop } from '../utils/env'
import { warnOnce } from '../utils/dev'
import { describe } from '../utils/describe'
import { KeyError, invalidFetcherError, notAFunction } from '../core/errors'
import type { Arguments, MutatorOptions } from '../core/types'
import type { FetchResponse } from '../fetch/types'
import { LIST_KEY_PREFIX, getFirstPageKey, type ListState } from './list-key'
import { loadPages, type PageLoader } from './load-pages'
import type { FetchInfiniteMutatorOptions, FetchInfiniteResponse, SizeArg } from './types'

type KeyLoader = (index: number, previous: unknown) => Arguments
type InfiniteConfig = InternalConfig & {
  initialSize?: number
  revalidateAll?: boolean
  persistSize?: boolean
  revalidateFirstPage?: boolean
  parallel?: boolean
}

/**
 * The infinite middleware (SWR 2.x useSWRInfinite): the page array is one useFetch entry under
 * `$inf$<first page key>`, loaded by a fetcher that walks the pages; the size lives in the cache.
 */
export const infinite: Middleware = (useFetchNext: HookHandler) => (getKey: KeyLoader, fn: unknown, config: InfiniteConfig) => {
  const didMountRef = useRef(false)
  const { cache, persistSize, revalidateOnMount, parallel } = config
  const ctx: CacheContext = initCache(cache)

  // initialSize must not change during the hook's lifetime (spec 2.3, 8.1): keep the first.
  const initialSize = useRef(config.initialSize ?? 1).current
  // Dev-only: `typeof process === 'object'` (not `!== 'undefined'`) lets minifiers drop the whole
  // check, message included, once NODE_ENV is 'production'.
  if (typeof process === 'object' && process.env.NODE_ENV !== 'production' && (config.initialSize ?? 1) !== initialSize) {
    warnOnce('useFetchInfinite:initialSize', `pagekit: useFetchInfinite: "initialSize" changed from ${initialSize} to ${config.initialSize ?? 1}; it must not change during the hook's lifetime, so the first value is kept.`)
  }

  // The list's cache key; a bad getKey becomes an error instead of a crash. A throwing getKey
  // means "not ready" (as a throwing key function in useFetch); an unserializable key is the
  // app's bug and is reported.
  let infiniteKey = ''
  let keyError: Error | undefined
  if (!isFunction(getKey)) keyError = notAFunction('useFetchInfinite', 'getKey', getKey)
  else {
    try {
      const first = getFirstPageKey(getKey)
      if (first) infiniteKey = LIST_KEY_PREFIX + first
    } catch (err) {
      if (err instanceof KeyError) keyError = err
    }
  }
  const meta = cacheHelper<ListState>(ctx, infiniteKey)

  const resolvePageSize = useCallback(
    () => meta.get().size ?? initialSize,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ctx, infiniteKey, initialSize],
  )

  useSyncExternalStore(
    useCallback((onChange: () => void) => (infiniteKey ? meta.subscribe(onChange) : noop),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [ctx, infiniteKey]),
    resolvePageSize,
    resolvePageSize,
  )

  // Remembered so that persistSize can carry the size over to a new first key.
  const lastPageSizeRef = useRef(resolvePageSize())

  useIsomorphicLayoutEffect(() => {
    if (!didMountRef.current) {
      didMountRef.current = true
      return
    }
    // (a no-op without a key: the helper never writes the empty key)
    meta.set({ size: persistSize ? lastPageSizeRef.current : resolvePageSize() })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [infiniteKey, ctx])

  const shouldRevalidateOnMount = revalidateOnMount && !didMountRef.current
  const getKeyRef = useRef(getKey)
  getKeyRef.current = getKey

  // null/undefined: no fetcher (cached pages only). Anything else that is not a function is the
  // app's bug: reported through `error` by name, as useFetch does (never an incidental message).
  const loader: PageLoader | null = fn == null
    ? null
    : !isFunction(fn)
      ? () => Promise.reject(invalidFetcherError('useFetchInfinite', fn))
      : (listKey) => loadPages(ctx, listKey, getKeyRef.current, fn as (arg: Arguments) => unknown, resolvePageSize(), config, shouldRevalidateOnMount)

  const swr = useFetchNext(infiniteKey, loader, config) as FetchResponse<unknown[], unknown>

  const mutate = useCallback(
    (...args: [unknown?, (boolean | FetchInfiniteMutatorOptions)?]) => {
      const [data, opts] = args
      const options = typeof opts === 'boolean' ? { revalidate: opts } : opts ?? {}
      const shouldRevalidate = options.revalidate !== false
      if (!infiniteKey) return Promise.resolve(undefined)
      if (shouldRevalidate) {
        // With data: revalidate only the changed pages (or per the predicate); without: all.
        meta.set({ revalidateEveryPage: isUndefined(data), revalidatePredicate: options.revalidate as ListState['revalidatePredicate'] })
      }
      return args.length
        ? swr.mutate(data as unknown[], { ...(options as MutatorOptions<unknown[]>), revalidate: shouldRevalidate })
        : swr.mutate()
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [infiniteKey, ctx],
  )

  const setSize = useCallback(
    (arg: SizeArg) => {
      if (!infiniteKey) return Promise.resolve(undefined)
      // Typed as a number, but JavaScript callers may pass anything: checked below.
      const size = (isFunction(arg) ? (arg as (s: number) => number)(resolvePageSize()) : arg) as number
      if (!Number.isInteger(size) || size < 0) {
        // A documented no-op: the list stays as it is.
        if (typeof process === 'object' && process.env.NODE_ENV !== 'production') warnOnce('useFetchInfinite:setSize', `pagekit: useFetchInfinite: setSize() needs a non-negative integer or a function returning one, got ${describe(size)}; ignored.`)
        return Promise.resolve(meta.get().data as unknown[] | undefined)
      }
      meta.set({ size })
      lastPageSizeRef.current = size
      // Pages already cached show at once; a missing page keeps the current data while it loads.
      const data: unknown[] = []
      let previous: unknown = null
      for (let i = 0; i < size; ++i) {
        let pageKey = ''
        try {
          // previousPageData is always null in parallel mode (spec 2.2), here as in the walk.
          pageKey = serialize(getKeyRef.current(i, parallel ? null : previous))[0]
        } catch {
          // A getKey that throws, or a key that cannot be serialized: not cached.
        }
        // (the empty key reads as an empty state: no data)
        const pageData = cacheHelper(ctx, pageKey).get().data
        if (isUndefined(pageData)) return mutate(meta.get().data)
        data.push(pageData)
        previous = pageData
      }
      return mutate(data)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [infiniteKey, ctx, mutate, resolvePageSize, parallel],
  )

  const response: FetchInfiniteResponse<unknown, unknown> = {
    size: resolvePageSize(),
    setSize,
    mutate: mutate as FetchInfiniteResponse<unknown, unknown>['mutate'],
    get data() {
      return swr.data
    },
    get error() {
      return keyError ?? swr.error
    },
    get isValidating() {
      return swr.isValidating
    },
    get isLoading() {
      return swr.isLoading
    },
  }
  return response
}
