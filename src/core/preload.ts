import type { Fetcher, Key, TruthyKey } from './types'
import { defaultContext, type CacheContext } from './cache'
import { serialize } from './serialize'
import { invalidFetcherError } from './errors'
import { IS_SERVER } from '../utils/env'
import { pendingRequest, startAbortable } from './requests'

/**
 * Starts the request for `key` now; the next hook that asks for the key picks up this promise
 * instead of fetching again. A second preload of the same key returns the first promise.
 */
export function preload<Data, K extends Key>(
  key: K,
  fetcher: Fetcher<Data, TruthyKey<K>>,
  ctx: CacheContext = defaultContext,
): Promise<Data> | undefined {
  if (typeof fetcher !== 'function') throw invalidFetcherError('preload', fetcher)
  // As SWR: a no-op on the server, where the default cache would outlive the request.
  if (IS_SERVER) return undefined
  const [serialized, args] = serialize(key)
  if (!serialized) return undefined
  const existing = pendingRequest(ctx, serialized)
  if (existing) return existing as Promise<Data>
  // The signal aborts once a hook took the request and no mounted hook needs it any more.
  const request = startAbortable((signal) => fetcher(args as TruthyKey<K>, { signal }))
  // A failed preload is dropped: the hook that shows the key fetches it afresh. (Unhandled-
  // rejection noise is the consumer's to handle; the stored copy stays quiet.)
  request.catch(() => {
    if (ctx.preloads.get(serialized) === request) ctx.preloads.delete(serialized)
  })
  ctx.preloads.set(serialized, request)
  return request
}
