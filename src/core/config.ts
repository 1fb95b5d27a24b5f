import { dequal } from 'dequal/lite'
import type { Cache, Fetcher, ScopedMutator, RevalidatorOptions, Revalidator, Arguments } from './types'
import { noop } from '../utils/env'
import { isOnline, isVisible } from './env'

/** Signature of `onErrorRetry`: call `revalidate(opts)` to retry. */
export type ErrorRetryHandler<Err = unknown> = (
  err: Err,
  key: string,
  config: Readonly<InternalConfig>,
  revalidate: Revalidator,
  revalidateOpts: Required<RevalidatorOptions>,
) => void

/** Every option of useFetch, with the types the defaults below give them. Data/Err type the callbacks. */
export interface PublicConfiguration<Data = unknown, Err = unknown> {
  fetcher?: Fetcher<Data, never>
  revalidateOnFocus: boolean
  revalidateOnReconnect: boolean
  revalidateIfStale: boolean
  revalidateOnMount?: boolean
  refreshInterval?: number | ((latestData: Data | undefined) => number)
  refreshWhenHidden?: boolean
  refreshWhenOffline?: boolean
  shouldRetryOnError: boolean | ((err: Err) => boolean)
  dedupingInterval: number
  focusThrottleInterval: number
  loadingTimeout: number
  errorRetryInterval: number
  errorRetryCount?: number
  onErrorRetry: ErrorRetryHandler<Err>
  onSuccess: (data: Data, key: string, config: Readonly<InternalConfig>) => void
  onError: (err: Err, key: string, config: Readonly<InternalConfig>) => void
  onLoadingSlow: (key: string, config: Readonly<InternalConfig>) => void
  onDiscarded: (key: string) => void
  fallbackData?: Data
  fallback: Record<string, unknown>
  keepPreviousData?: boolean
  suspense?: boolean
  compare: (a: Data | undefined, b: Data | undefined) => boolean
  isPaused: () => boolean
  use?: Middleware[]
  isOnline: () => boolean
  isVisible: () => boolean
}

/** Options for an isolated cache created by `provider`. */
export interface ProviderConfiguration {
  initFocus: (callback: () => void) => (() => void) | void
  initReconnect: (callback: () => void) => (() => void) | void
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one config object serves hooks of every data type
export interface InternalConfig extends PublicConfiguration<any, any> {
  cache: Cache
  mutate: ScopedMutator
}

/** `(useNext) => (key, fetcher, config) => response`; the chain is built in fetch/with-args.ts. */
export type Middleware = (useNext: HookHandler) => HookHandler
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- middlewares see every hook's data
export type HookHandler = (key: any, fetcher: any, config: any) => any

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

/** Nested configs merge; `use` concatenates (outer first) and `fallback` merges. */
export function mergeConfigs<A extends Mergeable, B extends Mergeable>(a: A, b?: B): A & B {
  const merged = { ...a, ...b } as A & B
  if (b) {
    if (a.use || b.use) (merged as Mergeable).use = [...(a.use ?? []), ...(b.use ?? [])]
    if (a.fallback || b.fallback) (merged as Mergeable).fallback = { ...a.fallback, ...b.fallback }
  }
  return merged
}

export type { Arguments }
