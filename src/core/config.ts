import { dequal } from 'dequal/lite'
import type { BareFetcher, Cache, CacheData, Fetcher, ScopedMutator, RevalidatorOptions, Revalidator, Arguments } from './types'
// Type-only: the one name of the hook layer the option list needs is `use`'s middleware type.
import type { Middleware } from '../fetch/types'
import { noop } from '../utils/env'
import { isOnline, isVisible } from './env'

/* eslint-disable @typescript-eslint/no-explicit-any -- SWR's contract: `any` data and error unless typed */

/**
 * Every option of useFetch, with the types the defaults below give them. `Data` and `Err`
 * type the callbacks; `Fn` is the fetcher's type.
 */
export interface PublicConfiguration<Data = any, Err = any, Fn extends Fetcher = BareFetcher> {
  /** Wait between error retries in ms (default 5000; backoff multiplies it). */
  errorRetryInterval: number
  /** Maximum number of error retries (default: unlimited). */
  errorRetryCount?: number
  /** After this many ms without data, `onLoadingSlow` fires (default 3000). */
  loadingTimeout: number
  /** At most one focus revalidation per this many ms (default 5000). */
  focusThrottleInterval: number
  /** Requests for one key within this many ms share one promise (default 2000). */
  dedupingInterval: number
  /** Polling interval in ms, or a function of the latest data (default 0: no polling). */
  refreshInterval?: number | ((latestData: Data | undefined) => number)
  /** Poll while the page is hidden (default false). */
  refreshWhenHidden?: boolean
  /** Poll while the browser is offline (default false). */
  refreshWhenOffline?: boolean
  /** Revalidate when the window gets focus (default true). */
  revalidateOnFocus: boolean
  /** Revalidate when the browser goes back online (default true). */
  revalidateOnReconnect: boolean
  /** Revalidate on mount; unset: when there is no data, or it is stale and `revalidateIfStale`. */
  revalidateOnMount?: boolean
  /** Revalidate on mount when cached data exists (default true). */
  revalidateIfStale: boolean
  /** Retry a failed request (default true), or decide per error. */
  shouldRetryOnError: boolean | ((err: Err) => boolean)
  /** While a new key has no data, keep showing the previous key's data (default false). */
  keepPreviousData?: boolean
  /** React Suspense mode (default false). */
  suspense?: boolean
  /** Data shown until the first answer (this hook only); a promise suspends under `suspense`. */
  fallbackData?: Data | Promise<Data>
  /** On the server, warn when a key has no prefetched data (fallback, cacheData or cache; default false). */
  strictServerPrefetchWarning?: boolean
  /** The fetcher. */
  fetcher?: Fn
  /** Middlewares, outer configs' first: `(useNext) => (key, fetcher, config) => response`. */
  use?: Middleware[]
  /** Data per serialized key, shown until the first answer (from `FetchConfig`). */
  fallback: { [key: string]: any }
  /**
   * While it returns true, no revalidation starts, and a request that fails meanwhile shows no
   * error (no onError, no retry); an answer that arrives is still shown, as with SWR.
   */
  isPaused: () => boolean
  onLoadingSlow: (key: string, config: Readonly<PublicConfiguration<Data, Err, Fn>>) => void
  onSuccess: (data: Data, key: string, config: Readonly<PublicConfiguration<Data, Err, Fn>>) => void
  onError: (err: Err, key: string, config: Readonly<PublicConfiguration<Data, Err, Fn>>) => void
  /** Schedules a retry: call `revalidate(revalidateOpts)` (default: exponential backoff). */
  onErrorRetry: (
    err: Err,
    key: string,
    config: Readonly<PublicConfiguration<Data, Err, Fn>>,
    revalidate: Revalidator,
    revalidateOpts: Required<RevalidatorOptions>,
  ) => void
  /** An answer was dropped: a newer request or a mutation won the race. */
  onDiscarded: (key: string) => void
  /** Whether two data are the same (default: deep equality); the same data causes no re-render. */
  compare: (a: Data | undefined, b: Data | undefined) => boolean
  /** Whether the app is online (revalidation and polling are skipped while it is not). */
  isOnline: () => boolean
  /** Whether the app is visible (revalidation and polling are skipped while it is not). */
  isVisible: () => boolean
}

/** Options for an isolated cache created by `provider`: where focus and reconnect come from. */
export type ProviderConfiguration = {
  initFocus: (callback: () => void) => (() => void) | void
  initReconnect: (callback: () => void) => (() => void) | void
}

/** What the config in scope adds to the options: the cache and a mutate bound to it. */
export interface InternalConfiguration {
  cache: Cache
  mutate: ScopedMutator
}

/** The merged configuration in scope (what `useFetchConfig()` returns). */
export type FullConfiguration<Data = any, Err = any, Fn extends Fetcher = BareFetcher> =
  InternalConfiguration & PublicConfiguration<Data, Err, Fn> & {
    /** Data produced ahead of the hooks, per serialized key (see `FetchConfigValue`). */
    cacheData?: CacheData<Data>
  }

/** The config object the hooks and the core pass around: options of any data, plus the cache. */
export type InternalConfig = FullConfiguration<any, any> & {
  provider?: (cache: Readonly<Cache>) => Cache
}

/** Signature of `onErrorRetry`: call `revalidate(opts)` to retry. */
export type ErrorRetryHandler = PublicConfiguration['onErrorRetry']

/** A hook as pagekit's own code calls it: the chain is built in fetch/with-args.ts. */
export type HookHandler = (key: any, fetcher: any, config: any) => any
/** A middleware as pagekit's own code builds the chain with it (the public type is `Middleware`). */
export type HookMiddleware = (useNext: HookHandler) => HookHandler

/**
 * SWR's backoff: wait (random + 0.5) × 2^min(retryCount, 8) × errorRetryInterval, and stop once
 * retryCount passes errorRetryCount (no errorRetryCount: retry for as long as the error lasts).
 */
export const onErrorRetry: ErrorRetryHandler = (_err, _key, config, revalidate, opts) => {
  const { errorRetryCount } = config
  const { retryCount } = opts
  const exponent = Math.min(retryCount, 8)
  const timeout = Math.floor((Math.random() + 0.5) * 2 ** exponent) * config.errorRetryInterval
  const limitReached = errorRetryCount !== undefined && retryCount > errorRetryCount
  if (!limitReached) setTimeout(revalidate, timeout, opts)
}

/** The default `compare`: deep equality (dequal/lite). */
export { dequal as compare }

interface NetworkInformationLike {
  effectiveType?: string
}
// Slow connections get longer loading and retry timers, as SWR does.
const effectiveType = typeof navigator === 'undefined'
  ? undefined
  : (navigator as Navigator & { connection?: NetworkInformationLike }).connection?.effectiveType
const slowConnection = effectiveType === 'slow-2g' || effectiveType === '2g'

export const baseConfig: Omit<InternalConfig, 'cache' | 'mutate'> = {
  onLoadingSlow: noop,
  onSuccess: noop,
  onError: noop,
  onErrorRetry,
  onDiscarded: noop,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  revalidateIfStale: true,
  shouldRetryOnError: true,
  errorRetryInterval: slowConnection ? 10000 : 5000,
  focusThrottleInterval: 5000,
  dedupingInterval: 2000,
  loadingTimeout: slowConnection ? 5000 : 3000,
  compare: dequal,
  isPaused: () => false,
  fallback: {},
  isOnline,
  isVisible,
}

type Mergeable = Partial<InternalConfig> & { provider?: unknown }

/** Nested configs merge; `use` concatenates (outer first), `fallback` and `cacheData` merge per key. */
export function mergeConfigs<A extends Mergeable, B extends Mergeable>(a: A, b?: B): A & B {
  const merged = { ...a, ...b } as A & B
  if (b) {
    if (a.use || b.use) (merged as Mergeable).use = [...(a.use ?? []), ...(b.use ?? [])]
    if (a.fallback || b.fallback) (merged as Mergeable).fallback = { ...a.fallback, ...b.fallback }
    if (a.cacheData && b.cacheData) (merged as Mergeable).cacheData = { ...a.cacheData, ...b.cacheData }
  }
  return merged
}

export type { Arguments, Middleware }
