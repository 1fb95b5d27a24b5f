import type { CacheContext } from './cache'
import type { InternalConfig } from './config'
import type { RevalidatorOptions, State } from './types'
import { isFunction, isUndefined } from '../utils/env'
import { InvalidFetcherError, invalidFetcherError } from './errors'
import { isInternalKey } from './internal-keys'
import { availableCacheData, consumeCacheData, takePreload } from './requests'
import { getRevalidator } from './revalidators'
import { cacheHelper } from './state'
import { getTimestamp } from './timestamp'

export interface RevalidateTarget {
  ctx: CacheContext
  key: string
  /** The key as the app wrote it: the fetcher's argument. */
  originalKey: unknown
  /** The hook's name, for error messages (`pagekit: <hookName>: …`). */
  hookName: string
  getFetcher: () => unknown
  getConfig: () => InternalConfig
  /** false once the caller no longer shows this key: its callbacks must not fire */
  isCurrent: () => boolean
}

/**
 * One revalidation of one key (SWR 2.x semantics): dedupes onto an in-flight request, marks
 * isValidating/isLoading, drops responses that lost a race (a newer request or a mutation),
 * reports errors into state and schedules retries. Resolves true when it ran to the end.
 */
export async function revalidateKey(target: RevalidateTarget, opts: RevalidatorOptions = {}): Promise<boolean> {
  const { ctx, key, getConfig, isCurrent } = target
  const config = getConfig()
  const fetcher = target.getFetcher()
  // null/undefined: no fetcher. Anything else that is not a function is reported as an error.
  if (!key || fetcher == null || config.isPaused()) return false

  const { get, set } = cacheHelper(ctx, key)
  const shouldStartNewRequest = !ctx.fetches.has(key) || !opts.dedupe
  const finalState: State = { isValidating: false, isLoading: false }
  let loading = true
  let startAt = 0
  const cleanup = () => {
    if (ctx.fetches.get(key)?.[1] === startAt) ctx.fetches.delete(key)
  }

  try {
    if (shouldStartNewRequest) {
      const initialState: State = { isValidating: true }
      if (isUndefined(get().data)) initialState.isLoading = true
      set(initialState)
      if (config.loadingTimeout && isUndefined(get().data)) {
        setTimeout(() => {
          if (loading && isCurrent()) getConfig().onLoadingSlow(key, config)
        }, config.loadingTimeout)
      }
      ctx.fetches.set(key, [startRequest(target, fetcher), getTimestamp()])
    }
    const [request, requestStartedAt] = ctx.fetches.get(key)!
    startAt = requestStartedAt
    const newData = await request
    if (shouldStartNewRequest) setTimeout(cleanup, config.dedupingInterval)

    // A newer request for this key started after this one: its answer wins. (A missing entry,
    // e.g. forgotten by a mutation, counts as newer.)
    if (ctx.fetches.get(key)?.[1] !== startAt) {
      if (shouldStartNewRequest && isCurrent()) getConfig().onDiscarded(key)
      return false
    }
    finalState.error = undefined
    // A mutation started after (or while) this request: the request's answer is stale.
    const mutation = ctx.mutations.get(key)
    if (mutation && (startAt <= mutation[0] || startAt <= mutation[1] || mutation[1] === 0)) {
      set(finalState)
      if (shouldStartNewRequest && isCurrent()) getConfig().onDiscarded(key)
      return false
    }
    const cached = get().data
    finalState.data = config.compare(cached, newData) ? cached : newData
    if (shouldStartNewRequest && isCurrent()) getConfig().onSuccess(newData, key, config)
  } catch (err) {
    cleanup()
    const current = getConfig()
    if (!current.isPaused()) {
      finalState.error = err
      if (shouldStartNewRequest && isCurrent()) {
        current.onError(err, key, current)
        if (shouldRetry(err, current)) {
          current.onErrorRetry(err, key, current, (retryOpts) => {
            void getRevalidator(ctx, key)?.('error-revalidate', retryOpts)
          }, { retryCount: (opts.retryCount ?? 0) + 1, dedupe: true })
        }
      }
    }
  }
  loading = false
  set(finalState)
  return true
}

function shouldRetry(err: unknown, config: InternalConfig): boolean {
  // A fetcher that is not a function fails the same way every time.
  if (err instanceof InvalidFetcherError) return false
  const { shouldRetryOnError } = config
  const wanted = isFunction(shouldRetryOnError)
    ? (shouldRetryOnError as (err: unknown) => boolean)(err)
    : shouldRetryOnError === true
  // Retry only while the page is visible and online (the config's probes), unless the app opted
  // out of focus or reconnect revalidation, which would otherwise resume it.
  return wanted && (!config.revalidateOnFocus || !config.revalidateOnReconnect || (config.isVisible() && config.isOnline()))
}

// A preloaded request is taken once; else the config's `cacheData` answers the first request of
// a key without data (once). A fetcher that is not a function or throws synchronously becomes a
// rejected promise, so the error lands in `error` instead of crashing the render.
function startRequest(target: RevalidateTarget, fetcher: unknown): Promise<unknown> {
  const { ctx, key } = target
  const preloaded = isInternalKey(key) ? undefined : takePreload(ctx, key)
  if (preloaded) return preloaded
  const seed = isInternalKey(key) || !isUndefined(ctx.cache.get(key)?.data)
    ? undefined
    : availableCacheData(ctx, key, target.getConfig().cacheData)
  if (seed) {
    consumeCacheData(ctx, key, seed.value)
    return Promise.resolve(seed.value)
  }
  if (typeof fetcher !== 'function') return Promise.reject(invalidFetcherError(target.hookName, fetcher))
  try {
    return Promise.resolve((fetcher as (arg: unknown) => unknown)(target.originalKey))
  } catch (err) {
    return Promise.reject(err)
  }
}
