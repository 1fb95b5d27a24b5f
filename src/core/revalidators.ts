// The revalidate callbacks of mounted hooks, per key. The first one in the list answers events
// for its key (registry.ts says which hook that is once the first one unmounts).
import type { CacheContext } from './cache'
import { subscribeTo } from './registry'
import type { RevalidateCallback } from './types'
import { releaseKey } from './requests'

/** Registers a mounted hook's callback for `key`; returns its remover. */
export function addRevalidator(ctx: CacheContext, key: string, callback: RevalidateCallback): () => void {
  const remove = subscribeTo(ctx.revalidators, key, callback)
  return () => {
    remove()
    // No mounted hook needs the answer any more: the request in flight is aborted.
    if (!hasRevalidator(ctx, key)) releaseKey(ctx, key, () => hasRevalidator(ctx, key))
  }
}

/** Whether a mounted hook shows `key`. */
export const hasRevalidator = (ctx: CacheContext, key: string): boolean => !!ctx.revalidators.get(key)?.length

/** The callback that answers events for `key`: the first in its list. */
export const getRevalidator = (ctx: CacheContext, key: string): RevalidateCallback | undefined => ctx.revalidators.get(key)?.[0]
