import { dequal } from 'dequal/lite'
import type { Cache, Fetcher, ScopedMutator, RevalidatorOptions, Revalidator, Arguments } from './types'
import { isOnline, isVisible, noop } from './env'

/** Signature of `onErrorRetry`: call `revalidate(opts)` to retry. */
export type ErrorRetryHandler<Err = unknown> = (
  err: Err,
  key: string,
  config: Readonly<InternalConfig>,
  revalidate: Revalidator,
  revalidateOpts: Required<RevalidatorOptions>,
) => void

/** Every option of useFetch (design.md §3). Data/Err type the callbacks. */
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

export interface InternalConfig extends PublicConfiguration<any, any> {
  cache: Cache
  mutate: ScopedMutator
}

/** `(useNext) => (key, fetcher, config) => response`; see fetch/middleware. */
export type Middleware = (useNext: HookHandler) => HookHandler
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- middlewares see every hook's data
export type HookHandler = (key: any, fetcher: any, config: any) => any

/** SWR's backoff: (random + 0.5) × 2^min(retry, 8) × errorRetryInterval, until errorRetryCount. */
export const onErrorRetry: ErrorRetryHandler = (_err, _key, config, revalidate, opts) => {
  const max = config.errorRetryCount
  const retry = opts.retryCount
  const timeout = ~~((Math.random() + 0.5) * (1 << (retry < 8 ? retry : 8))) * config.errorRetryInterval
  // (with no errorRetryCount, `retry > undefined` is false: retry forever)
  if (!(retry > (max as number))) setTimeout(revalidate, timeout, opts)
}

/** The default `compare`: deep equality (dequal/lite). */
export { dequal as compare }

// Slow connections get longer loading and retry timers, as SWR does.
// effectiveType is one of 'slow-2g', '2g', '3g', '4g': the first two end in "2g".
const slowConnection = typeof navigator !== 'undefined' &&
  /2g$/.test((navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType as string)

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
