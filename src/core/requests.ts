// Requests in flight and preloaded requests of a cache, and the questions other layers ask
// about them. Components use these functions, never the context's maps.
import type { CacheContext } from './cache'

/**
 * Requests that preload() started for the default cache (a preload outside any provider). A
 * hook under a provider cache takes them too, as SWR's do.
 */
export const defaultPreloads = new Map<string, unknown>()

/**
 * Whether `key` has a request in flight, or one that settled less than `dedupingInterval` ago
 * (a hook mounting now would reuse its answer).
 */
export const isInFlight = (ctx: CacheContext, key: string): boolean => ctx.fetches.has(key)

/** Whether preload() left a request for `key` that no hook has taken yet. */
export const hasPreload = (ctx: CacheContext, key: string): boolean => ctx.preloads.has(key)

/** The promise a new reader of `key` would get without a request: a preload's, else the one in flight. */
export const pendingRequest = (ctx: CacheContext, key: string): Promise<unknown> | undefined =>
  hasPreload(ctx, key) ? Promise.resolve(ctx.preloads.get(key)) : ctx.fetches.get(key)?.[0]

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
