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
 *
 * The hooks reach a cache's context with contextFor(), providers with initCache(), which adds
 * the focus/reconnect listening that only providers start: a bundle without a provider (such
 * as pagekit/infinite) carries no provider code.
 */
export interface CacheContext {
  cache: Cache
  /** key → revalidate callbacks of mounted hooks; the first one answers events for the key */
  revalidators: Map<string, RevalidateCallback[]>
  /** key → [mutation start, mutation end (0 while running)] */
  mutations: Map<string, [number, number]>
  /**
   * key → when a mutate last revalidated it (a timestamp): a list's walk then joins no page
   * request started before, since the app changed the data after those were sent.
   */
  mutateRevalidations: Map<string, number>
  /** key → [in-flight promise, start timestamp]; kept for dedupingInterval after it settles */
  fetches: Map<string, [Promise<unknown>, number]>
  /** key → what preload()'s fetcher returned (a promise or a value), taken by the next request for that key */
  preloads: Map<string, unknown>
  /** key → the `cacheData` value a hook took for it: that value is never used for the key again */
  consumedCacheData: Map<string, unknown>
  listeners: Map<string, StateListener[]>
  mutate: ScopedMutator
  /** Set by initCache: starts the focus/reconnect listeners and returns their remover. */
  listen?: () => () => void
}

/** A context as initCache returns it, with `listen()`. */
export type ListeningCacheContext = CacheContext & { listen: () => () => void }

const contexts = new WeakMap<Cache, CacheContext>()

export const getCacheContext = (cache: Cache): CacheContext | undefined => contexts.get(cache)

/** The default cache, shared by every hook outside a provider. */
export const defaultCache: Cache = new Map<string, State>()

/**
 * The context of `cache`, created on first use: how the hooks reach a cache. It never starts
 * the cache's focus/reconnect listeners; a provider does (initCache), and the default cache
 * listens from the start.
 */
export function contextFor(cache: Cache): CacheContext {
  const existing = contexts.get(cache)
  if (existing) return existing
  const ctx: CacheContext = {
    cache,
    revalidators: new Map(),
    mutations: new Map(),
    mutateRevalidations: new Map(),
    fetches: new Map(),
    preloads: cache === defaultCache ? defaultPreloads : new Map(),
    consumedCacheData: new Map(),
    listeners: new Map(),
    mutate: ((...args: unknown[]) => internalMutate(ctx, ...(args as [never]))) as ScopedMutator,
  }
  contexts.set(cache, ctx)
  return ctx
}

// A focus or reconnect event goes to the hook that answers for each key, after the current
// task (as SWR does): what the same task changes first, such as a key or a mutation, is in place
// by then, so a key the component just left is not refetched.
const broadcast = (ctx: CacheContext, event: RevalidateEvent) => () => {
  setTimeout(() => {
    for (const callbacks of [...ctx.revalidators.values()]) void callbacks[0]?.(event)
  })
}

/**
 * A provider cache's `listen()`: the first call starts the focus/reconnect sources (the
 * provider's own, if it has them), the remover of the last one stops them. Counted, so
 * StrictMode's re-run of an effect is safe; a second call of the same remover is ignored.
 */
function createListen(ctx: CacheContext, options?: Partial<ProviderConfiguration>): () => () => void {
  let listenerCount = 0
  let stopListening = noop
  return () => {
    if (listenerCount++ === 0) {
      stopListening = both(
        (options?.initFocus ?? initFocus)(broadcast(ctx, 'focus')),
        (options?.initReconnect ?? initReconnect)(broadcast(ctx, 'reconnect')),
      )
    }
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      if (--listenerCount === 0) stopListening()
    }
  }
}

/** The context of a provider's cache, with `listen()` (its sources start with the first call). */
export function initCache(cache: Cache, options?: Partial<ProviderConfiguration>): ListeningCacheContext {
  const ctx = contextFor(cache)
  // The default cache listens for the page's lifetime already (below): nothing to start.
  ctx.listen ??= cache === defaultCache ? () => noop : createListen(ctx, options)
  return ctx as ListeningCacheContext
}

export const defaultContext: CacheContext = contextFor(defaultCache)
// The default cache listens for the page's lifetime, as SWR's does.
initFocus(broadcast(defaultContext, 'focus'))
initReconnect(broadcast(defaultContext, 'reconnect'))
