// Requests in flight and preloaded requests of a cache, and the questions other layers ask
// about them. Components use these functions, never the context's maps.
import type { CacheContext } from './cache'

/**
 * Requests that preload() started for the default cache (a preload outside any provider). A
 * hook under a provider cache takes them too, as SWR's do.
 */
export const defaultPreloads = new Map<string, Promise<unknown>>()

interface RequestHandle {
  controller: AbortController
  settled: boolean
}

// Every request the core or a hook starts has an AbortController, found by its promise.
const handles = new WeakMap<Promise<unknown>, RequestHandle>()

/**
 * Starts `run` with a fresh AbortSignal and returns its promise, which `abortRequest` can
 * cancel until it settles. A synchronous throw becomes a rejected promise.
 */
export function startAbortable<T>(run: (signal: AbortSignal) => T | Promise<T>): Promise<T> {
  const controller = new AbortController()
  let request: Promise<T>
  try {
    request = Promise.resolve(run(controller.signal))
  } catch (err) {
    request = Promise.reject(err)
  }
  const handle: RequestHandle = { controller, settled: false }
  handles.set(request, handle)
  const settle = () => {
    handle.settled = true
  }
  request.then(settle, settle)
  return request
}

/** Aborts the request behind `request` unless it has settled (a settled answer stays usable). */
export function abortRequest(request: Promise<unknown> | undefined): void {
  const handle = request && handles.get(request)
  if (handle && !handle.settled) handle.controller.abort()
}

/** Whether `request` was aborted: its answer, or its rejection, is nobody's any more. */
export const isAborted = (request: Promise<unknown> | undefined): boolean =>
  !!request && !!handles.get(request)?.controller.signal.aborted

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

/** The promise a new reader of `key` would get without a request: a preload's, else the one in flight. */
export const pendingRequest = (ctx: CacheContext, key: string): Promise<unknown> | undefined => {
  const entry = ctx.fetches.get(key)
  return ctx.preloads.get(key) ?? (entry && !isAborted(entry[0]) ? entry[0] : undefined)
}

/**
 * Takes (once) the request preload() left for `key`: the cache's own first, then the default
 * cache's, since `preload(key, fetcher)` without a cache always goes there.
 */
export function takePreload(ctx: CacheContext, key: string): Promise<unknown> | undefined {
  for (const preloads of [ctx.preloads, defaultPreloads]) {
    const request = preloads.get(key)
    if (request) {
      preloads.delete(key)
      return request
    }
  }
  return undefined
}
