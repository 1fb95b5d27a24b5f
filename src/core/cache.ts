// A cache and everything that lives beside it.
import type { Cache, RevalidateCallback, RevalidateEvent, ScopedMutator, State } from './types'
import type { ProviderConfiguration } from './config'
import type { StateListener } from './state'
import { noop } from '../utils/env'
import { both, initFocus, initReconnect } from './events'
import { internalMutate } from './mutate'
import { defaultPreloads } from './requests'

/**
 * Everything that lives beside one cache: subscribers, revalidators, in-flight requests,
 * mutation timestamps and preloads. A new provider gets its own, with its own listeners.
 * Outside src/core, read it through the functions of requests.ts, revalidators.ts and state.ts.
 */
export interface CacheContext {
  cache: Cache
  /** key → revalidate callbacks of mounted hooks; the first one answers events for the key */
  revalidators: Map<string, RevalidateCallback[]>
  /** key → [mutation start, mutation end (0 while running)] */
  mutations: Map<string, [number, number]>
  /** key → [in-flight promise, start timestamp]; kept for dedupingInterval after it settles */
  fetches: Map<string, [Promise<unknown>, number]>
  /** key → what preload()'s fetcher returned (a promise or a value), taken by the next request for that key */
  preloads: Map<string, unknown>
  /** key → the `cacheData` value a hook took for it: that value is never used for the key again */
  consumedCacheData: Map<string, unknown>
  listeners: Map<string, Set<StateListener>>
  mutate: ScopedMutator
  /** Starts the focus/reconnect listeners; returns their remover (counted, so StrictMode's re-run is safe). */
  listen: () => () => void
}

const contexts = new WeakMap<Cache, CacheContext>()

export const getCacheContext = (cache: Cache): CacheContext | undefined => contexts.get(cache)

/** The default cache, shared by every hook outside a provider. */
export const defaultCache: Cache = new Map<string, State>()

/** Creates (or returns) the context of a cache. Its focus/reconnect listeners start with `listen()`. */
export function initCache(cache: Cache, options?: Partial<ProviderConfiguration>): CacheContext {
  const existing = contexts.get(cache)
  if (existing) return existing
  let listenerCount = 0
  let stopListening = noop
  const broadcast = (event: RevalidateEvent) => () => {
    for (const callbacks of [...ctx.revalidators.values()]) void callbacks[0]?.(event)
  }
  const ctx: CacheContext = {
    cache,
    revalidators: new Map(),
    mutations: new Map(),
    fetches: new Map(),
    preloads: cache === defaultCache ? defaultPreloads : new Map(),
    consumedCacheData: new Map(),
    listeners: new Map(),
    mutate: ((...args: unknown[]) => internalMutate(ctx, ...(args as [never]))) as ScopedMutator,
    listen: () => {
      if (listenerCount++ === 0) {
        stopListening = both(
          (options?.initFocus ?? initFocus)(broadcast('focus')),
          (options?.initReconnect ?? initReconnect)(broadcast('reconnect')),
        )
      }
      let stopped = false
      return () => {
        if (stopped) return
        stopped = true
        if (--listenerCount === 0) stopListening()
      }
    },
  }
  contexts.set(cache, ctx)
  return ctx
}

export const defaultContext: CacheContext = initCache(defaultCache)
// The default cache listens for the page's lifetime, as SWR's does.
defaultContext.listen()
