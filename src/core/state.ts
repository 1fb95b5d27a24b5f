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

/**
 * Read, merge-write and subscribe to one key's state; writes notify the key's subscribers.
 * The empty key ('': no key) reads as an empty state and is never written, so subscribing to
 * it registers nothing.
 */
export function cacheHelper<S extends State = State>(ctx: CacheContext, key: string): CacheHelper<S> {
  const read = (): S => ((key ? ctx.cache.get(key) ?? EMPTY : EMPTY) as S)
  return {
    get: read,
    set: (patch) => {
      if (!key) return
      const prev = read()
      const next = { ...prev, ...patch }
      ctx.cache.set(key, next)
      // A copy: a listener that unsubscribes while being notified makes no other one miss this write.
      ctx.listeners.get(key)?.slice().forEach((listener) => listener(next, prev))
    },
    subscribe: (listener) => (key ? subscribeTo(ctx.listeners, key, listener as StateListener) : noop),
  }
}
