import { useCallback, useDebugValue, useIsomorphicLayoutEffect, useMemo, useRef, useSyncExternalStore } from './react'
import type { InternalConfig } from '../core/config'
import { contextFor } from '../core/cache'
import { internalMutate } from '../core/mutate'
import { availableCacheData, consumeCacheData, hasPreloadToTake, isInFlight, seedFromCacheData } from '../core/requests'
import { revalidateKey } from '../core/revalidate'
import { addRevalidator, hasRevalidator } from '../core/revalidators'
import { serialize } from '../core/serialize'
import { cacheHelper } from '../core/state'
import { isFunction, isPromiseLike, isUndefined, IS_SERVER } from '../utils/env'
import type { Key, KeyedMutator, RevalidateEvent, RevalidatorOptions, State } from '../core/types'
import { KeyError } from '../core/errors'
import { readPromise } from './read-promise'
import type { FetchResponse, IsLoadingResponse } from './types'

type Tracked = { data?: boolean; error?: boolean; isValidating?: boolean; isLoading?: boolean }
const rAF = (fn: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(fn) : setTimeout(fn, 1))

/** useFetch after middleware: the SWR 2.x useSWR algorithm over the core. */
export function useFetchHandler<Data, Err>(keyArg: Key, fetcher: unknown, config: InternalConfig): FetchResponse<Data, Err> {
  const { cache, compare, suspense, fallbackData, revalidateOnMount, revalidateIfStale, refreshInterval,
    refreshWhenHidden, refreshWhenOffline, keepPreviousData } = config
  const ctx = contextFor(cache)
  // An unserializable key (KeyError) is reported through `error`, with no request.
  let key = ''
  let originalKey: unknown
  let keyError: KeyError | undefined
  try {
    [key, originalKey] = serialize(keyArg)
  } catch (err) {
    if (!(err instanceof KeyError)) throw err
    keyError = err
  }

  const initialMountedRef = useRef(false)
  const unmountedRef = useRef(false)
  const keyRef = useRef(key)
  const fetcherRef = useRef(fetcher)
  const configRef = useRef(config)
  const getConfig = () => configRef.current
  const isCurrent = () => key === keyRef.current
  const { get: getCache, set: setCache, subscribe } = useMemo(() => cacheHelper(ctx, key), [ctx, key])
  const stateDependencies = useRef<Tracked>({}).current

  const fallback = isUndefined(fallbackData) ? (config.fallback?.[key] as Data | undefined) : fallbackData

  const isEqual = (prev: State, current: State) => {
    for (const name in stateDependencies) {
      const field = name as keyof Tracked
      if (field === 'data') {
        if (!compare(prev.data, current.data)) {
          if (!isUndefined(prev.data)) return false
          if (!compare(returnedData, current.data)) return false
        }
      } else if (current[field] !== prev[field]) return false
    }
    return true
  }

  const isInitialMount = !initialMountedRef.current
  const onMountDecides = isInitialMount && !isUndefined(revalidateOnMount)
  // SWR's order of checks: no key/fetcher or paused wins; then revalidateOnMount on the first
  // mount; else fetch when there is no data, or when it is stale and revalidateIfStale.
  const shouldStartRequest = (noData: boolean): boolean =>
    !!key && fetcher != null && !getConfig().isPaused() && (onMountDecides ? (revalidateOnMount as boolean) : noData || revalidateIfStale)

  const getSnapshot = useMemo(() => {
    // A copy: the memorized snapshot is refreshed in place below, never the cache's own object.
    // A request about to start shows as loading (as SWR's getSnapshot).
    const select = (state: State): State =>
      shouldStartRequest(isUndefined(fallback) && isUndefined(state.data))
        ? { isValidating: true, isLoading: true, ...state }
        : { ...state }
    let memorized = select(getCache())
    return () => {
      const next = select(getCache())
      if (isEqual(next, memorized)) {
        // Same for what the component reads: keep the object (no re-render) but refresh it.
        Object.assign(memorized, { data: next.data, error: next.error, isLoading: next.isLoading, isValidating: next.isValidating })
        return memorized
      }
      return (memorized = next)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new snapshot reader per cache and key only; the options it reads are this render's
  }, [cache, key])

  const cached = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribe((current, prev) => { if (!isEqual(prev, current)) onChange() }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- resubscribe per cache and key only; isEqual reads the tracked fields at call time
      [cache, key]),
    getSnapshot,
    getSnapshot,
  )

  const keyIsShown = hasRevalidator(ctx, key)
  const cachedData = cached.data as Data | undefined
  // `cacheData` from the config, while this cache has not used it for the key.
  const seed = availableCacheData(ctx, key, config.cacheData)
  // Under suspense, a key without data renders `cacheData` itself (a promise suspends until it
  // settles): no request; the mount effect writes it to the cache.
  const suspenseSeed = suspense && seed && isUndefined(cachedData) && isUndefined(fallback) ? seed : undefined
  const data = !isUndefined(cachedData)
    ? cachedData
    : suspenseSeed
      ? (isPromiseLike(suspenseSeed.value) ? readPromise(suspenseSeed.value) : suspenseSeed.value) as Data
      : isPromiseLike(fallback) ? readPromise(fallback) : fallback
  const error = (keyError ?? cached.error) as Err | undefined
  const laggyDataRef = useRef(data)
  // keepPreviousData: while a new key has no data, the last data shown stays.
  const returnedData = keepPreviousData && isUndefined(cachedData) && !isUndefined(laggyDataRef.current) ? laggyDataRef.current : data

  // Not when the key's mounted hooks already show an error; under suspense, missing data is
  // fetched by the render itself (below), unless revalidateOnMount decides.
  const shouldDoInitialRevalidation = shouldStartRequest(isUndefined(data)) && !suspenseSeed &&
    !(keyIsShown && !isUndefined(error)) && (onMountDecides || !suspense || !isUndefined(data))
  const defaultValidating = isInitialMount && shouldDoInitialRevalidation
  // A flag the cache has not set yet shows what this mount is about to do.
  const isValidating = cached.isValidating ?? defaultValidating
  const isLoading = cached.isLoading ?? defaultValidating

  const revalidate = useCallback(
    (opts?: RevalidatorOptions) => {
      if (unmountedRef.current) return Promise.resolve(false)
      return revalidateKey(
        { ctx, key, originalKey, hookName: 'useFetch', getFetcher: () => fetcherRef.current, getConfig, isCurrent },
        opts,
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one revalidator per key and cache; the fetcher and the options are read from refs
    [key, cache],
  )

  // Deduped onto a request in flight (mount, focus, reconnect, interval, suspense).
  const softRevalidate = () => revalidate({ dedupe: true })

  // Bound to whatever key the hook shows when it is called.
  const boundMutate = useCallback<KeyedMutator<Data>>(
    (...args: unknown[]) => internalMutate(ctx, keyRef.current, ...(args as [])) as Promise<Data | undefined>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stable for the hook's lifetime, as SWR's bound mutate
    [],
  )

  useIsomorphicLayoutEffect(() => {
    fetcherRef.current = fetcher
    configRef.current = config
    if (!isUndefined(cachedData)) laggyDataRef.current = cachedData
  })

  useIsomorphicLayoutEffect(() => {
    if (!key) return
    // The config's probes (overridable per hook or provider), as SWR does.
    const isActive = () => getConfig().isVisible() && getConfig().isOnline()
    // A mount counts as a focus revalidation for throttling.
    let nextFocusRevalidatedAt = getConfig().revalidateOnFocus ? Date.now() + getConfig().focusThrottleInterval : 0
    const onRevalidate = (type: RevalidateEvent, opts?: RevalidatorOptions) => {
      if (type === 'focus') {
        const now = Date.now()
        if (getConfig().revalidateOnFocus && now > nextFocusRevalidatedAt && isActive()) {
          nextFocusRevalidatedAt = now + getConfig().focusThrottleInterval
          void softRevalidate()
        }
      } else if (type === 'reconnect') {
        if (getConfig().revalidateOnReconnect && isActive()) void softRevalidate()
      } else {
        // 'mutate' (no options) or 'error-revalidate' (the retry's options)
        return revalidate(opts)
      }
    }
    const unsub = addRevalidator(ctx, key, onRevalidate)
    unmountedRef.current = false
    keyRef.current = key
    initialMountedRef.current = true
    setCache({ originalKey })
    if (suspenseSeed) {
      consumeCacheData(ctx, key, suspenseSeed.value)
      if (isUndefined(getCache().data)) setCache({ data, error: undefined, isValidating: false, isLoading: false })
    } else if (seed && fetcher == null && isUndefined(getCache().data)) {
      // No fetcher: the value seeds the key once it settles (no loading state, no request).
      seedFromCacheData(ctx, key, seed.value, () => !unmountedRef.current && keyRef.current === key)
    }
    if (shouldDoInitialRevalidation && !isInFlight(ctx, key)) {
      // With data on screen, let the browser paint first.
      if (isUndefined(data) || IS_SERVER) void softRevalidate()
      else rAF(softRevalidate)
    }
    return () => {
      unmountedRef.current = true
      unsub()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per key; the rest is this render's or read through refs
  }, [key])

  useIsomorphicLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | -1 | undefined
    const next = () => {
      const interval = isFunction(refreshInterval) ? (refreshInterval as (d: unknown) => number)(getCache().data) : refreshInterval
      if (interval && timer !== -1) timer = setTimeout(execute, interval)
    }
    const execute = () => {
      const current = getConfig()
      if (!getCache().error && (refreshWhenHidden || current.isVisible()) && (refreshWhenOffline || current.isOnline())) {
        void softRevalidate().then(next)
      } else next()
    }
    next()
    return () => {
      clearTimeout(timer as ReturnType<typeof setTimeout>)
      timer = -1
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the polling options and the key restart the timer; the rest is read at each tick
  }, [refreshInterval, refreshWhenHidden, refreshWhenOffline, key])

  useDebugValue(returnedData)

  if (suspense && isUndefined(data) && key) {
    // As SWR: on the server a suspending fetch would never hydrate; the data must come from
    // fallback / fallbackData.
    if (IS_SERVER) throw new Error(`pagekit: useFetch: fallback data is required for suspense on the server (key "${key}")`)
    fetcherRef.current = fetcher
    configRef.current = config
    unmountedRef.current = false
    // A preloaded request is taken by revalidate() below (revalidateKey), which also records it
    // as this key's in-flight request: the mount effect then dedupes onto it, no second request.
    // It comes before the last error: an error boundary retries by preloading the key again.
    if (!isUndefined(error) && !hasPreloadToTake(ctx, key)) throw error
    const revalidation = softRevalidate()
    // With keepPreviousData the previous data stays on screen: no suspending then.
    if (isUndefined(returnedData)) readPromise(revalidation)
  }

  return {
    mutate: boundMutate,
    get data() {
      stateDependencies.data = true
      return returnedData
    },
    get error() {
      stateDependencies.error = true
      return error
    },
    get isValidating() {
      stateDependencies.isValidating = true
      return isValidating
    },
    get isLoading() {
      stateDependencies.isLoading = true
      // An app that sets `suspense: true` in the global config gets `false` as its type, as in
      // SWR: a render with no data suspends there instead of showing a loading state.
      return isLoading as IsLoadingResponse<Data>
    },
  }
}
