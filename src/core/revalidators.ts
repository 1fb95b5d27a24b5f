// The revalidate callbacks of mounted hooks, per key. The first one answers events for its key.
import type { CacheContext } from './cache'
import type { RevalidateCallback } from './types'
import { releaseKey } from './requests'

/** Registers a mounted hook's callback for `key`; returns its remover. */
export function addRevalidator(ctx: CacheContext, key: string, callback: RevalidateCallback): () => void {
  let callbacks = ctx.revalidators.get(key)
  if (!callbacks) ctx.revalidators.set(key, (callbacks = []))
  callbacks.push(callback)
  return () => {
    const index = callbacks.indexOf(callback)
    if (index >= 0) callbacks.splice(index, 1)
    if (!callbacks.length && ctx.revalidators.get(key) === callbacks) {
      ctx.revalidators.delete(key)
      // No mounted hook needs the answer any more: the request in flight is aborted.
      releaseKey(ctx, key, () => hasRevalidator(ctx, key))
    }
  }
}

/** Whether a mounted hook shows `key`. */
export const hasRevalidator = (ctx: CacheContext, key: string): boolean => !!ctx.revalidators.get(key)?.length
