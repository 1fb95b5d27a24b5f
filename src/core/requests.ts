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

/**
 * What the page walk reads of its list request's signal. An AbortSignal is one; a request the
 * core started gives it from its handle, without making the AbortSignal.
 */
export interface RequestSignal {
  readonly aborted: boolean
  readonly reason: unknown
  addEventListener: (type: 'abort', listener: () => void, options?: { once?: boolean }) => void
}

/**
 * A request the core or a hook started. Its AbortSignal is made when first read: creating one
 * costs microseconds (more than the rest of a walk's step over a cached page), and most
 * fetchers never read it.
 *
 * One object literal, made in newHandle only, with the same fields in the same order: V8 keeps
 * a literal's hidden class as long as this module's code, while a class instance's dies with
 * the last instance, and with it the optimized code of every function that read a handle (the
 * page walk reads one at every step) after each garbage collection between two lists.
 */
interface RequestHandle extends RequestSignal {
  aborted: boolean
  reason: unknown
  settled: boolean
  controller: AbortController | undefined
  listeners: Array<() => void>
}

/** Listeners are called once, on the abort (a request aborts once). */
function addAbortListener(this: RequestHandle, _type: 'abort', listener: () => void) {
  this.listeners.push(listener)
}

const newHandle = (): RequestHandle => ({
  aborted: false,
  reason: undefined,
  settled: false,
  controller: undefined,
  listeners: [],
  addEventListener: addAbortListener,
})

/** The handle's AbortSignal, made on first read; already aborted (with its reason) when read after the abort. */
function abortSignalOf(handle: RequestHandle): AbortSignal {
  if (!handle.controller) {
    handle.controller = new AbortController()
    if (handle.aborted) handle.controller.abort(handle.reason)
  }
  return handle.controller.signal
}

function abortHandle(handle: RequestHandle): void {
  if (handle.settled || handle.aborted) return
  handle.aborted = true
  // The reason AbortController gives by default, made here so that the walk reads it without
  // making the AbortSignal; a signal made later carries the same one.
  handle.reason = new DOMException('This operation was aborted', 'AbortError')
  handle.controller?.abort(handle.reason)
  handle.listeners.forEach((listener) => listener())
}

// Every request the core or a hook starts has a handle, found by its promise.
const handles = new WeakMap<Promise<unknown>, RequestHandle>()

// `signal` is an own, enumerable property (a spread or a deep-equal check sees it), and one
// shared getter: a getter per object literal costs V8 a property dictionary per request.
const SIGNAL_PROPERTY: PropertyDescriptor = {
  get(this: object) {
    const handle = RequestContext.handleOf(this)
    return handle && abortSignalOf(handle)
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
 * The signal of the request that got `context`, as the code running it reads it (its
 * AbortSignal is not made for that). A `{ signal }` a middleware made itself is its own signal.
 */
export const requestSignal = (context: FetcherContext): RequestSignal =>
  RequestContext.handleOf(context) ?? context.signal

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
  const handle = newHandle()
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
  const handle = newHandle()
  const result = run(new RequestContext(handle))
  return result instanceof Promise ? track(result, handle) : result
}

/** Aborts the request behind `request` unless it has settled (a settled answer stays usable). */
export function abortRequest(request: unknown): void {
  if (request instanceof Promise) {
    const handle = handles.get(request)
    if (handle) abortHandle(handle)
  }
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

/** When a mutate last revalidated `key` (a timestamp; 0: never). */
export const lastMutateRevalidation = (ctx: CacheContext, key: string): number => ctx.mutateRevalidations.get(key) ?? 0

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
