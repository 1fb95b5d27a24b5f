// One key's state in a cache: read it, merge-write it, subscribe to it.
import type { CacheContext } from './cache'
import { noop } from '../utils/env'
import { subscribeTo } from './registry'
import type { State } from './types'

export type StateListener<S extends State = State> = (current: S, prev: S) => void

export interface CacheHelper<S extends State = State> {
  get: () => S
  set: (patch: Partial<S>) => void
  subscribe: (listener: StateListener<S>) => () => void
}

const EMPTY: State = {}

/** One key's state (an empty state for the empty key, '': no key, or a key never written). */
export const readState = <S extends State = State>(ctx: CacheContext, key: string): S =>
  ((key ? ctx.cache.get(key) ?? EMPTY : EMPTY) as S)

/** Whether writing `patch` over `state` would change none of its fields. */
function changesNothing<S extends State>(state: S, patch: Partial<S>): boolean {
  for (const field in patch) {
    if (!Object.is(state[field], patch[field])) return false
  }
  return true
}

/**
 * Merge-writes one key's state and notifies its subscribers; the empty key is never written.
 * A patch that changes no field is not written: every subscriber compares fields, so nobody
 * would act on it, and a list's walk makes several such writes on each load more.
 */
export function writeState<S extends State = State>(ctx: CacheContext, key: string, patch: Partial<S>): void {
  if (!key) return
  const prev = readState<S>(ctx, key)
  if (changesNothing(prev, patch)) return
  const next = { ...prev, ...patch }
  ctx.cache.set(key, next)
  // A copy: a listener that unsubscribes while being notified makes no other one miss this write.
  ctx.listeners.get(key)?.slice().forEach((listener) => listener(next, prev))
}

/**
 * Read, merge-write and subscribe to one key's state (readState and writeState bound to the
 * key). The empty key reads as an empty state and is never written, so subscribing to it
 * registers nothing.
 */
export function cacheHelper<S extends State = State>(ctx: CacheContext, key: string): CacheHelper<S> {
  return {
    get: () => readState<S>(ctx, key),
    set: (patch) => writeState<S>(ctx, key, patch),
    subscribe: (listener) => (key ? subscribeTo(ctx.listeners, key, listener as StateListener) : noop),
  }
}
