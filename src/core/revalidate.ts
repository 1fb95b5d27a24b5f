import type { CacheContext } from './cache'
import type { InternalConfig } from './config'
import type { FetcherFunction, RevalidatorOptions, State } from './types'
import { isFunction, isUndefined } from '../utils/env'
import { FailureWithState, InvalidFetcherError, invalidFetcherError } from './errors'
import { isInternalKey } from './internal-keys'
import { abortRequest, availableCacheData, consumeCacheData, isAborted, isInFlight, startAbortable, takePreload } from './requests'
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
  // An aborted request is nobody's: a hook arriving after it starts its own.
  const shouldStartNewRequest = !isInFlight(ctx, key) || !opts.dedupe
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
      const replaced = ctx.fetches.get(key)?.[0]
      ctx.fetches.set(key, [startRequest(target, fetcher), getTimestamp()])
      // The older request's answer would be dropped (the newer one wins): nobody needs it.
      abortRequest(replaced)
    }
    const [request, requestStartedAt] = ctx.fetches.get(key)!
    startAt = requestStartedAt
    let newData: unknown
    try {
      newData = await request
    } catch (err) {
      // An abort is not an error: no error state, no onError, no retry. If the request was
      // still this key's latest, the key is simply idle again.
      if (!isAborted(request)) throw err
      loading = false
      if (ctx.fetches.get(key)?.[1] === startAt) {
        ctx.fetches.delete(key)
        set(finalState)
      }
      return false
    }
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
  } catch (caught) {
    cleanup()
    let err = caught
    if (caught instanceof FailureWithState) {
      Object.assign(finalState, caught.state)
      err = caught.error
    }
    const current = getConfig()
    if (!current.isPaused()) {
      // A rejection without a reason still has to show as an error.
      finalState.error = err === undefined ? rejectedWithoutReason(target.hookName) : err
      if (shouldStartNewRequest && isCurrent()) {
        current.onError(finalState.error, key, current)
        if (shouldRetry(finalState.error, current)) {
          current.onErrorRetry(finalState.error, key, current, (retryOpts) => {
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

/** The error stored when a fetcher rejects with `undefined`. */
export const rejectedWithoutReason = (hookName: string): Error =>
  new Error(`pagekit: ${hookName}: the fetcher rejected without a reason (undefined)`)

// A preloaded request is taken once; else the config's `cacheData` answers the first request of
// a key without data (once). A fetcher that is not a function or throws synchronously becomes a
// rejected promise, so the error lands in `error` instead of crashing the render. The fetcher
// gets the key, then `{ signal }`.
function startRequest(target: RevalidateTarget, fetcher: unknown): Promise<unknown> {
  const { ctx, key } = target
  const preloaded = isInternalKey(key) ? undefined : takePreload(ctx, key)
  if (preloaded) return preloaded
  // A list's key takes its `cacheData` too (its pages, under unstable_serialize(getKey)), as SWR's does.
  const seed = !isUndefined(ctx.cache.get(key)?.data)
    ? undefined
    : availableCacheData(ctx, key, target.getConfig().cacheData)
  if (seed) {
    consumeCacheData(ctx, key, seed.value)
    return Promise.resolve(seed.value)
  }
  if (typeof fetcher !== 'function') return Promise.reject(invalidFetcherError(target.hookName, fetcher))
  return startAbortable((context) => (fetcher as FetcherFunction<unknown, unknown>)(target.originalKey, context))
}
