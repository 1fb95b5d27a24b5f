// Requests in flight and preloaded requests of a cache, and the questions other layers ask
// about them. Components use these functions, never the context's maps.
import type { CacheContext } from './cache'
import type { CacheData, FetcherContext, State } from './types'
import { cacheHelper } from './state'

/**
 * Requests that preload() started for the default cache (a preload outside any provider). A
 * hook under a provider cache takes them too, as SWR's do.
 */
export const defaultPreloads = new Map<string, unknown>()

interface RequestHandle {
  /**
   * Made when the fetcher first reads `signal`: an AbortSignal costs microseconds to create
   * (more than the rest of a walk's step over a cached page), and most fetchers never read it.
   */
  controller?: AbortController
  aborted: boolean
  settled: boolean
  /** Told when the request is aborted, without an AbortSignal (the page walk's stop). */
  abortListeners?: Array<() => void>
}

// Every request the core or a hook starts has a handle, found by its promise.
const handles = new WeakMap<Promise<unknown>, RequestHandle>()

/** The request's AbortSignal, made on first use; already aborted if the request was. */
function signalOf(handle: RequestHandle): AbortSignal {
  if (!handle.controller) {
    handle.controller = new AbortController()
    if (handle.aborted) handle.controller.abort()
  }
  return handle.controller.signal
}

// `signal` is an own, enumerable property (a spread or a deep-equal check sees it), and one
// shared getter: a getter per object literal costs V8 a slow property dictionary per request.
const SIGNAL_PROPERTY: PropertyDescriptor = {
  get(this: object) {
    const handle = RequestContext.handleOf(this)
    return handle && signalOf(handle)
  },
  enumerable: true,
  configurable: true,
}

/** The fetcher's second argument, `{ signal }`, holding its request's handle out of sight. */
class RequestContext {
  declare readonly signal: AbortSignal
  readonly #handle: RequestHandle

  constructor(handle: RequestHandle) {
    this.#handle = handle
    Object.defineProperty(this, 'signal', SIGNAL_PROPERTY)
  }

  static handleOf(context: object): RequestHandle | undefined {
    return #handle in context ? (context as RequestContext).#handle : undefined
  }
}

/**
 * A request's abort as the code running it sees it: `aborted` and `reason` as its AbortSignal
 * shows them, and a listener, without making the AbortSignal.
 */
export interface RequestSignal {
  readonly aborted: boolean
  readonly reason: unknown
  /** Calls `listener` once, when the request is aborted (not if it already was). */
  onAbort: (listener: () => void) => void
}

/** The RequestSignal of a request the core started: its handle's flag and listeners. */
class HandleSignal implements RequestSignal {
  readonly #handle: RequestHandle

  constructor(handle: RequestHandle) {
    this.#handle = handle
  }

  get aborted() {
    return this.#handle.aborted
  }

  get reason() {
    return this.#handle.aborted ? signalOf(this.#handle).reason : undefined
  }

  onAbort(listener: () => void) {
    (this.#handle.abortListeners ??= []).push(listener)
  }
}

/**
 * The abort of the request that got `context`. A context the core did not make (a middleware
 * passed its own `{ signal }`) is watched through its signal.
 */
export function requestSignal(context: FetcherContext): RequestSignal {
  const handle = RequestContext.handleOf(context)
  if (handle) return new HandleSignal(handle)
  const { signal } = context
  return {
    get aborted() {
      return signal.aborted
    },
    get reason() {
      return signal.reason
    },
    onAbort: (listener) => signal.addEventListener('abort', listener, { once: true }),
  }
}

/** Lets `abortRequest` cancel `request` through `handle` until it settles. */
function track<T>(request: Promise<T>, handle: RequestHandle): Promise<T> {
  handles.set(request, handle)
  const settle = () => {
    handle.settled = true
  }
  request.then(settle, settle)
  return request
}

/**
 * Starts `run` with a fresh fetcher context (`{ signal }`) and returns its promise, which
 * `abortRequest` can cancel until it settles. A synchronous throw becomes a rejected promise.
 */
export function startAbortable<T>(run: (context: FetcherContext) => T | Promise<T>): Promise<T> {
  const handle: RequestHandle = { aborted: false, settled: false }
  let request: Promise<T>
  try {
    request = Promise.resolve(run(new RequestContext(handle)))
  } catch (err) {
    request = Promise.reject(err)
  }
  return track(request, handle)
}

/**
 * Calls `run` with a fresh fetcher context (`{ signal }`) and returns what it returned, as is
 * (preload() hands the fetcher's own result back, and a synchronous throw reaches its caller);
 * a promise it returned can be cancelled with `abortRequest` until it settles.
 */
export function callAbortable(run: (context: FetcherContext) => unknown): unknown {
  const handle: RequestHandle = { aborted: false, settled: false }
  const result = run(new RequestContext(handle))
  return result instanceof Promise ? track(result, handle) : result
}

/** Aborts the request behind `request` unless it has settled (a settled answer stays usable). */
export function abortRequest(request: unknown): void {
  const handle = request instanceof Promise ? handles.get(request) : undefined
  if (!handle || handle.settled || handle.aborted) return
  handle.aborted = true
  handle.controller?.abort()
  handle.abortListeners?.forEach((listener) => listener())
  handle.abortListeners = undefined
}

/** Whether `request` was aborted: its answer, or its rejection, is nobody's any more. */
export const isAborted = (request: Promise<unknown> | undefined): boolean =>
  !!request && !!handles.get(request)?.aborted

/**
 * Whether `key` has a request in flight, or one that settled less than `dedupingInterval` ago
 * (a hook mounting now would reuse its answer). An aborted request does not count.
 */
export const isInFlight = (ctx: CacheContext, key: string): boolean => {
  const entry = ctx.fetches.get(key)
  return !!entry && !isAborted(entry[0])
}

/**
 * Forgets the request in flight for `key` (its answer will be dropped, as a newer request's
 * wins) and aborts it: nobody will read it.
 */
export function forgetRequest(ctx: CacheContext, key: string): void {
  abortRequest(ctx.fetches.get(key)?.[0])
  ctx.fetches.delete(key)
}

/**
 * The last consumer of `key` is gone (unmounted, or moved to another key). Its request in
 * flight is aborted unless a consumer shows up again before the current task's microtasks run
 * (StrictMode's effect re-run, a remount in the same commit).
 */
export function releaseKey(ctx: CacheContext, key: string, hasConsumer: () => boolean): void {
  const request = ctx.fetches.get(key)?.[0]
  if (!request) return
  queueMicrotask(() => {
    if (!hasConsumer() && ctx.fetches.get(key)?.[0] === request) abortRequest(request)
  })
}

/** Whether preload() left a request for `key` that no hook has taken yet. */
export const hasPreload = (ctx: CacheContext, key: string): boolean => ctx.preloads.has(key)

/** Whether the next request for `key` in this cache takes a preload (its own or the default cache's). */
export const hasPreloadToTake = (ctx: CacheContext, key: string): boolean => ctx.preloads.has(key) || defaultPreloads.has(key)

/** The promise a new reader of `key` would get without a request: a preload's, else the one in flight. */
export const pendingRequest = (ctx: CacheContext, key: string): Promise<unknown> | undefined => {
  if (hasPreload(ctx, key)) return Promise.resolve(ctx.preloads.get(key))
  const entry = ctx.fetches.get(key)
  return entry && !isAborted(entry[0]) ? entry[0] : undefined
}

/**
 * Takes (once) the request preload() left for `key`: the cache's own first, then the default
 * cache's, since `preload(key, fetcher)` without a cache always goes there.
 */
export function takePreload(ctx: CacheContext, key: string): Promise<unknown> | undefined {
  for (const preloads of [ctx.preloads, defaultPreloads]) {
    if (preloads.has(key)) {
      const request = preloads.get(key)
      preloads.delete(key)
      return Promise.resolve(request)
    }
  }
  return undefined
}

/**
 * The `cacheData` value for `key` that a hook may still use instead of its first request: the
 * config has one, no preload() is waiting for the key (a preload wins), and this cache has not
 * used this value for the key before (a seed is consumed once, even after the entry is cleared).
 */
export function availableCacheData(ctx: CacheContext, key: string, cacheData: CacheData | undefined): { value: unknown } | undefined {
  if (!key || !cacheData || !Object.prototype.hasOwnProperty.call(cacheData, key)) return undefined
  const value = cacheData[key]
  if (value === undefined || hasPreloadToTake(ctx, key)) return undefined
  if (ctx.consumedCacheData.has(key) && ctx.consumedCacheData.get(key) === value) return undefined
  return { value }
}

/** Marks `cacheData`'s value for `key` as used: no hook of this cache uses it again. */
export const consumeCacheData = (ctx: CacheContext, key: string, value: unknown): void => {
  ctx.consumedCacheData.set(key, value)
}

/**
 * Seeds `key` from a `cacheData` value (a hook without a fetcher): once it settles, its data (or
 * its error) is written, unless `canCommit()` says the hook moved on, a mutation started since,
 * or the key got data meanwhile. The value is consumed at once.
 */
export function seedFromCacheData(ctx: CacheContext, key: string, value: unknown, canCommit: () => boolean): void {
  consumeCacheData(ctx, key, value)
  const mutation = ctx.mutations.get(key)
  const commit = (state: State) => {
    if (canCommit() && ctx.mutations.get(key) === mutation && ctx.cache.get(key)?.data === undefined) cacheHelper(ctx, key).set(state)
  }
  Promise.resolve(value).then((data) => commit({ data, error: undefined }), (error: unknown) => commit({ error }))
}
