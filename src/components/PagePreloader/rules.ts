// Framework-free rules of the page preloader: when a key may be preloaded, how to wait for an
// idle moment, and whether the user asked to save data. No React here.
import type { CacheContext } from '../../core/cache'
import { hasPreload, isInFlight, pendingRequest } from '../../core/requests'

/** Why a key is not preloaded (or `null`: go ahead). */
export type PreloadSkipReason = 'no-key' | 'cached' | 'in-flight' | 'preloaded'

/**
 * Whether `serializedKey` may be preloaded in `ctx`: not when it is empty (a null key), already
 * has data in the cache, has a request in flight (or one that settled within `dedupingInterval`,
 * which a mounting hook would dedupe onto), or was preloaded and not yet taken by a hook.
 */
export function preloadSkipReason(ctx: CacheContext, serializedKey: string): PreloadSkipReason | null {
  if (!serializedKey) return 'no-key'
  if (ctx.cache.get(serializedKey)?.data !== undefined) return 'cached'
  if (isInFlight(ctx, serializedKey)) return 'in-flight'
  if (hasPreload(ctx, serializedKey)) return 'preloaded'
  return null
}

/**
 * What a later reader of `serializedKey` will get without a new request: the cached data, or the
 * promise of the request in flight / preloaded. `undefined` when there is nothing yet.
 */
export function knownResult(ctx: CacheContext, serializedKey: string): { value: unknown } | undefined {
  const data = ctx.cache.get(serializedKey)?.data
  if (data !== undefined) return { value: data }
  const pending = pendingRequest(ctx, serializedKey)
  return pending ? { value: pending } : undefined
}

interface NetworkInformationLike {
  saveData?: boolean
}

/** `navigator.connection.saveData === true`: the user asked the browser to use less data. */
export function isSaveDataEnabled(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  return connection?.saveData === true
}

/** Delay used by the `idle` strategy where `requestIdleCallback` does not exist (Safari). */
export const IDLE_FALLBACK_DELAY = 200

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout?: number }) => number
  cancelIdleCallback?: (id: number) => void
}

/**
 * Runs `fn` when the browser is idle, at the latest after `timeout` ms (`requestIdleCallback`
 * with `{ timeout }`); falls back to `setTimeout(fn, min(IDLE_FALLBACK_DELAY, timeout))`.
 * Returns the canceller.
 */
export function scheduleIdle(fn: () => void, timeout: number): () => void {
  const w = typeof window === 'undefined' ? undefined : (window as IdleWindow)
  if (w && typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(() => fn(), { timeout })
    return () => w.cancelIdleCallback?.(id)
  }
  const id = setTimeout(fn, Math.min(IDLE_FALLBACK_DELAY, timeout))
  return () => clearTimeout(id)
}
