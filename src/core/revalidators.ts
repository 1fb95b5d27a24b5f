// The revalidate callbacks of mounted hooks, per key. The first one answers events for its key.
import type { CacheContext } from './cache'
import { subscribeTo } from './registry'
import type { RevalidateCallback } from './types'

/** Registers a mounted hook's callback for `key`; returns its remover. */
export const addRevalidator = (ctx: CacheContext, key: string, callback: RevalidateCallback): (() => void) =>
  subscribeTo(ctx.revalidators, key, callback)

/** Whether a mounted hook shows `key`. */
export const hasRevalidator = (ctx: CacheContext, key: string): boolean => !!ctx.revalidators.get(key)?.length

/** The callback that answers events for `key`: the first mounted hook's. */
export const getRevalidator = (ctx: CacheContext, key: string): RevalidateCallback | undefined => ctx.revalidators.get(key)?.[0]
