import type { PublicConfiguration, ProviderConfiguration, Middleware } from '../core/config'
import type { Cache, Fetcher, FetcherContext, Key, KeyedMutator, ScopedMutator, TruthyKey } from '../core/types'

/** A fetcher whose argument is not tied to a key type (SWR's BareFetcher). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument, as SWR's BareFetcher
export type BareFetcher<Data = unknown> = (...args: any[]) => Data | Promise<Data>

/**
 * Options of useFetch: every field optional. `Fn` is the fetcher (typed from the key by the
 * hook). The default accepts any argument, so an options object typed
 * `FetchConfiguration<Data>` can be passed to any useFetch call, as with SWRConfiguration.
 */
export type FetchConfiguration<Data = unknown, Err = Error, Fn = BareFetcher<Data>> = Partial<
  Omit<PublicConfiguration<Data, Err>, 'fetcher'>
> & { fetcher?: Fn }

/** The value of <FetchConfig>: options for every hook below, plus an optional cache provider. */
export type FetchConfigValue = Partial<Omit<PublicConfiguration<unknown, unknown>, 'fetcher' | 'onSuccess' | 'onError' | 'onErrorRetry' | 'compare' | 'refreshInterval' | 'shouldRetryOnError' | 'fallbackData'>> &
  Partial<ProviderConfiguration> & {
    // Config-level callbacks see every hook's data: typed loosely on purpose.
    fetcher?: (arg: never) => unknown
    onSuccess?: PublicConfiguration<unknown, unknown>['onSuccess']
    onError?: PublicConfiguration<unknown, unknown>['onError']
    onErrorRetry?: PublicConfiguration<unknown, unknown>['onErrorRetry']
    compare?: PublicConfiguration<unknown, unknown>['compare']
    refreshInterval?: PublicConfiguration<unknown, unknown>['refreshInterval']
    shouldRetryOnError?: PublicConfiguration<unknown, unknown>['shouldRetryOnError']
    /** `(parentCache) => Cache`: a new cache isolated from the parent, with its own listeners. */
    provider?: (parentCache: Cache) => Cache
    cache?: Cache
    mutate?: ScopedMutator
  }

/** What useFetchConfig() returns: the merged configuration with its cache and bound mutate. */
export type FullConfiguration = PublicConfiguration<unknown, unknown> & { cache: Cache; mutate: ScopedMutator; provider?: (parentCache: Cache) => Cache; fetcher?: (arg: never) => unknown }

/** The hook's result. Fields are getters: a component re-renders only for the ones it reads. */
export interface FetchResponse<Data = unknown, Err = Error> {
  readonly data: Data | undefined
  readonly error: Err | undefined
  readonly isValidating: boolean
  readonly isLoading: boolean
  mutate: KeyedMutator<Data>
}

/** The fetcher a key asks for: the resolved, truthy key, then `{ signal }`. */
export type FetcherFor<Data, K> = (arg: TruthyKey<K>, context: FetcherContext) => Data | Promise<Data>

export interface FetchHook {
  <Data = unknown, Err = Error, K extends Key = Key>(
    key: K,
    fetcher: FetcherFor<Data, K> | null | undefined,
    config?: FetchConfiguration<Data, Err, FetcherFor<Data, K>>,
  ): FetchResponse<Data, Err>
  <Data = unknown, Err = Error, K extends Key = Key>(
    key: K,
    config?: FetchConfiguration<Data, Err, FetcherFor<Data, K>>,
  ): FetchResponse<Data, Err>
  // As SWR's last overloads: explicit `<Data>` with a loosely typed fetcher, e.g.
  // `useFetch<User>(url, fetchJson)` where fetchJson takes `string | URL`.
  <Data = unknown, Err = Error>(
    key: Key,
    fetcher: BareFetcher<Data> | null | undefined,
    config?: FetchConfiguration<Data, Err, BareFetcher<Data>>,
  ): FetchResponse<Data, Err>
}

export type { Middleware, Key, Fetcher, FetcherContext, Cache, KeyedMutator, ScopedMutator }
