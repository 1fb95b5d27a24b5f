import type { BareFetcher, FetcherFunction, Key } from './types'
import { defaultContext, type CacheContext } from './cache'
import { serialize } from './serialize'
import { invalidFetcherError } from './errors'
import { IS_SERVER, isPromiseLike } from '../utils/env'
import { callAbortable } from './requests'

/** The fetcher preload() expects for a key: it receives the key (or what a key function returns). */
type PreloadFetcher<Data = unknown, PreloadKey extends Key = Key> = PreloadKey extends () => infer Arg
  ? FetcherFunction<Arg, Data>
  : PreloadKey extends infer Arg
    ? FetcherFunction<Arg, Data>
    : never

/**
 * Starts the request for `key` in `ctx` now and returns what the fetcher returned; the next
 * request for the key takes it instead of fetching. Until one does, preloading the key again
 * returns the same result without calling the fetcher. A fetcher that throws throws here.
 */
export function preloadRequest(key: Key, fetcher: unknown, ctx: CacheContext): unknown {
  if (typeof fetcher !== 'function') throw invalidFetcherError('preload', fetcher)
  // As SWR: a no-op on the server, where the default cache would outlive the request.
  if (IS_SERVER) return undefined
  const [serialized, args] = serialize(key)
  if (!serialized) return undefined
  if (ctx.preloads.has(serialized)) return ctx.preloads.get(serialized)
  // The signal aborts once a hook took the request and no mounted hook needs it any more.
  const request = callAbortable((context) => (fetcher as FetcherFunction<unknown, unknown>)(args, context))
  // A failed preload is dropped: the hook that shows the key fetches it afresh. The rejection is
  // the caller's to handle (and the hook's that takes it): the stored copy stays quiet.
  if (isPromiseLike(request)) {
    Promise.resolve(request).catch(() => {
      if (ctx.preloads.get(serialized) === request) ctx.preloads.delete(serialized)
    })
  }
  ctx.preloads.set(serialized, request)
  return request
}

/**
 * `preload(key, fetcher)`: starts the request for `key` now; the next hook that asks for the
 * key uses it instead of fetching again. Returns what the fetcher returns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SWR's contract: `preload<Data>` defaults to any
export const preload = <Data = any, PreloadKey extends Key = Key, Fn extends BareFetcher = PreloadFetcher<Data, PreloadKey>>(
  key: PreloadKey,
  fetcher: Fn,
): ReturnType<Fn> => preloadRequest(key, fetcher, defaultContext) as ReturnType<Fn>
