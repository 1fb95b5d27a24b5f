import type { Cache, RevalidateCallback, RevalidateEvent, ScopedMutator, State } from './types'
import type { ProviderConfiguration } from './config'
import { both, initFocus, initReconnect } from './events'
import { internalMutate } from './mutate'

type StateListener = (current: State, prev: State) => void

/**
 * Everything that lives beside one cache: subscribers, revalidators, in-flight requests,
 * mutation timestamps and preloads. A new provider gets its own, with its own listeners.
 */
export interface CacheContext {
  cache: Cache
  /** key → revalidate callbacks of mounted hooks; the first one answers events for the key */
  revalidators: Map<string, RevalidateCallback[]>
  /** key → [mutation start, mutation end (0 while running)] */
  mutations: Map<string, [number, number]>
  /** key → [in-flight promise, start timestamp]; kept for dedupingInterval after it settles */
  fetches: Map<string, [Promise<unknown>, number]>
  /** key → promise started by preload(), taken by the next request for that key */
  preloads: Map<string, Promise<unknown>>
  listeners: Map<string, Set<StateListener>>
  mutate: ScopedMutator
  /** Starts the focus/reconnect listeners; returns their remover (counted, so StrictMode's re-run is safe). */
  listen: () => () => void
}

const contexts = new WeakMap<Cache, CacheContext>()

export const getCacheContext = (cache: Cache): CacheContext | undefined => contexts.get(cache)

/** Creates (or returns) the context of a cache. Its focus/reconnect listeners start with `listen()`. */
export function initCache(cache: Cache, options?: Partial<ProviderConfiguration>): CacheContext {
  const existing = contexts.get(cache)
  if (existing) return existing
  const ctx: CacheContext = {
    cache,
    revalidators: new Map(),
    mutations: new Map(),
    fetches: new Map(),
    preloads: new Map(),
    listeners: new Map(),
    mutate: ((...args: unknown[]) => internalMutate(ctx, ...(args as [never]))) as ScopedMutator,
    listen: () => {
      if (users++ === 0) {
        stop = both(
          (options?.initFocus ?? initFocus)(broadcast('focus')),
          (options?.initReconnect ?? initReconnect)(broadcast('reconnect')),
        )
      }
      let done = false
      return () => {
        if (done) return
        done = true
        if (--users === 0) stop()
      }
    },
  }
  let users = 0
  // Set by the first listen(); only called after it.
  let stop: () => void
  contexts.set(cache, ctx)
  const broadcast = (type: RevalidateEvent) => () => {
    for (const callbacks of [...ctx.revalidators.values()]) void callbacks[0]?.(type)
  }
  return ctx
}

export interface CacheHelper {
  get: () => State
  set: (patch: State) => void
  subscribe: (listener: StateListener) => () => void
}

const EMPTY: State = {}

/** Read, merge-write and subscribe to one key's state; writes notify the key's subscribers. */
export function cacheHelper(ctx: CacheContext, key: string): CacheHelper {
  return {
    get: () => (key ? ctx.cache.get(key) ?? EMPTY : EMPTY),
    set: (patch) => {
      if (!key) return
      const prev = ctx.cache.get(key) ?? EMPTY
      const next = { ...prev, ...patch }
      ctx.cache.set(key, next)
      ctx.listeners.get(key)?.forEach((fn) => fn(next, prev))
    },
    subscribe: (listener) => subscribeTo(ctx.listeners, key, listener),
  }
}

/** Adds `value` to the set/list under `key` and returns its remover. */
export function subscribeTo<T>(map: Map<string, Set<T>>, key: string, value: T): () => void {
  let set = map.get(key)
  if (!set) map.set(key, (set = new Set()))
  set.add(value)
  return () => {
    set.delete(value)
    if (!set.size && map.get(key) === set) map.delete(key)
  }
}

export function addRevalidator(ctx: CacheContext, key: string, callback: RevalidateCallback): () => void {
  let list = ctx.revalidators.get(key)
  if (!list) ctx.revalidators.set(key, (list = []))
  list.push(callback)
  return () => {
    const i = list.indexOf(callback)
    if (i >= 0) list.splice(i, 1)
    if (!list.length && ctx.revalidators.get(key) === list) ctx.revalidators.delete(key)
  }
}

/** The default cache and its context, shared by every hook outside a provider. */
export const defaultCache: Cache = new Map<string, State>()
export const defaultContext: CacheContext = initCache(defaultCache)
// The default cache listens for the page's lifetime, as SWR's does.
defaultContext.listen()
export const mutate: ScopedMutator = defaultContext.mutate

/**
 * Takes (once) the promise preload() left for `key`: the cache's own first, then the default
 * cache's, since `preload(key, fetcher)` without a context always goes there (as SWR's does).
 */
export function takePreload(ctx: CacheContext, key: string): Promise<unknown> | undefined {
  for (const c of [ctx, defaultContext]) {
    const req = c.preloads.get(key)
    if (req) {
      c.preloads.delete(key)
      return req
    }
  }
  return undefined
}
