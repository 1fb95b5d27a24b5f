// The public types of useFetch: its options, its response and its overloads. They follow SWR
// 2.x's type contract point for point (the same generic parameters in the same order, the same
// conditional types and overloads), under pagekit's names.
/* eslint-disable @typescript-eslint/no-explicit-any -- SWR's contract: `any` data and error unless typed */
import type {
  FullConfiguration, InternalConfiguration, ProviderConfiguration, PublicConfiguration,
} from '../core/config'
import type {
  Arguments, BareFetcher, Cache, CacheData, Fetcher, FetcherContext, FetcherResponse, Key, KeyedMutator, ScopedMutator, StrictKey,
} from '../core/types'

/**
 * Global type settings, for an app to augment. With
 * `declare module 'pagekit' { interface FetchGlobalConfig { suspense: true } }`, every hook's
 * `data` is typed as defined and `isLoading` as `false` (the app renders under suspense only).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: apps add to it
export interface FetchGlobalConfig {}

/**
 * Options of one hook call (`useFetch(key, fetcher, options)`). `Fn` is the fetcher's type.
 * `cacheData` belongs to `FetchConfig`'s value, not to a hook (typed `never` here).
 */
export type FetchConfiguration<Data = any, Err = any, Fn extends BareFetcher<any> = BareFetcher<any>> =
  Partial<PublicConfiguration<Data, Err, Fn>> & Partial<ProviderConfiguration> & {
    /** `(parentCache) => Cache`: a new cache isolated from the parent, with its own listeners (FetchConfig only). */
    provider?: (cache: Readonly<Cache>) => Cache
    cacheData?: never
  }

/** The value of `<FetchConfig>`: options for every hook below, a cache provider, and `cacheData`. */
export type FetchConfigValue<Data = any, Err = any, Fn extends BareFetcher<any> = BareFetcher<any>> =
  Omit<FetchConfiguration<Data, Err, Fn>, 'cacheData'> & {
    /**
     * Data produced ahead of the hooks (on the server, say) per serialized key: a value or a
     * promise. The first hook that shows a key without cached data takes it once, instead of
     * its first request.
     */
    cacheData?: CacheData<Data>
  }

/** The options a hook's response type is computed from when none are given. */
type FetchDefaultOptions<Data> = FetchConfiguration<Data, Error, Fetcher<Data, Key>>

/**
 * Whether `data` is always defined: under global suspense (`FetchGlobalConfig`), or with
 * options that say `suspense: true` or give `fallbackData`.
 */
export type BlockingData<Data = any, Options = FetchDefaultOptions<Data>> =
  FetchGlobalConfig extends { suspense: true }
    ? true
    : Options extends undefined
      ? false
      : Options extends { suspense: true }
        ? true
        : Options extends { fallbackData: Data | Promise<Data> }
          ? true
          : false

/** `isLoading` is `false` under global suspense (the render waits instead), else a boolean. */
export type IsLoadingResponse<Data = any, Options = FetchDefaultOptions<Data>> =
  FetchGlobalConfig extends { suspense: true }
    ? Options extends { suspense: true } ? false : false
    : boolean

/** Options whose `fallbackData` may be left out, although the options type requires it. */
type FetchConfigurationWithOptionalFallback<Options> =
  Options extends FetchConfiguration & Required<Pick<FetchConfiguration, 'fallbackData'>>
    ? Omit<Options, 'fallbackData'> & Pick<Partial<Options>, 'fallbackData'>
    : Options

/**
 * The hook's result. Fields are getters: a component re-renders only for the ones it reads.
 * `Config` (the options' type) decides whether `data` can be undefined.
 */
export interface FetchResponse<Data = any, Err = any, Config = any> {
  /** The data: undefined until the first answer, unless suspense or fallbackData. */
  readonly data: BlockingData<Data, Config> extends true ? Data : Data | undefined
  /** The last request's error (cleared by the next success). */
  readonly error: Err | undefined
  /** A mutate bound to the hook's key. */
  mutate: KeyedMutator<Data>
  /** A request or revalidation is in flight. */
  readonly isValidating: boolean
  /** A request is in flight and there is no data yet. */
  readonly isLoading: IsLoadingResponse<Data, Config>
}

type Options<Data, Err, Fn extends BareFetcher<any>> = FetchConfiguration<Data, Err, Fn> | undefined

/**
 * `useFetch(key, fetcher?, options?)`. The overloads infer `Data` from the fetcher and type the
 * fetcher's argument from the key; without a fetcher (the one from `FetchConfig`) `data` is
 * `any`. The last overloads take a loosely typed fetcher when `Data` is given explicitly.
 */
export interface FetchHook {
  <Data = any, Err = any, FetchKey extends Key = StrictKey>(key: FetchKey): FetchResponse<Data, Err>
  <Data = any, Err = any, FetchKey extends Key = StrictKey>(
    key: FetchKey,
    fetcher: Fetcher<Data, FetchKey> | null,
  ): FetchResponse<Data, Err>
  <Data = any, Err = any, FetchKey extends Key = Key>(
    key: FetchKey,
    fetcher: Fetcher<Data, FetchKey> | null,
  ): FetchResponse<Data, Err>
  <
    Data = any,
    Err = any,
    FetchKey extends Key = StrictKey,
    FetchOptions extends Options<Data, Err, Fetcher<Data, FetchKey>> = Options<Data, Err, Fetcher<Data, FetchKey>>,
  >(key: FetchKey): FetchResponse<Data, Err, FetchOptions>
  <
    Data = any,
    Err = any,
    FetchKey extends Key = StrictKey,
    FetchOptions extends Options<Data, Err, Fetcher<Data, FetchKey>> = Options<Data, Err, Fetcher<Data, FetchKey>>,
  >(key: FetchKey, fetcher: Fetcher<Data, FetchKey> | null): FetchResponse<Data, Err, FetchOptions>
  <
    Data = any,
    Err = any,
    FetchKey extends Key = StrictKey,
    FetchOptions extends Options<Data, Err, Fetcher<Data, FetchKey>> = Options<Data, Err, Fetcher<Data, FetchKey>>,
  >(key: FetchKey, config: FetchConfigurationWithOptionalFallback<FetchOptions>): FetchResponse<Data, Err, FetchOptions>
  <
    Data = any,
    Err = any,
    FetchKey extends Key = StrictKey,
    FetchOptions extends Options<Data, Err, Fetcher<Data, FetchKey>> = Options<Data, Err, Fetcher<Data, FetchKey>>,
  >(
    key: FetchKey,
    fetcher: Fetcher<Data, FetchKey> | null,
    config: FetchConfigurationWithOptionalFallback<FetchOptions>,
  ): FetchResponse<Data, Err, FetchOptions>
  <Data = any, Err = any>(key: Key): FetchResponse<Data, Err>
  <Data = any, Err = any, FetchOptions extends Options<Data, Err, BareFetcher<Data>> = Options<Data, Err, BareFetcher<Data>>>(
    key: Key,
  ): FetchResponse<Data, Err, FetchOptions>
  <Data = any, Err = any, FetchOptions extends Options<Data, Err, BareFetcher<Data>> = Options<Data, Err, BareFetcher<Data>>>(
    key: Key,
    fetcher: BareFetcher<Data> | null,
  ): FetchResponse<Data, Err, FetchOptions>
  <Data = any, Err = any, FetchOptions extends Options<Data, Err, BareFetcher<Data>> = Options<Data, Err, BareFetcher<Data>>>(
    key: Key,
    config: FetchConfigurationWithOptionalFallback<FetchOptions>,
  ): FetchResponse<Data, Err, FetchOptions>
  <Data = any, Err = any, FetchOptions extends Options<Data, Err, BareFetcher<Data>> = Options<Data, Err, BareFetcher<Data>>>(
    key: Key,
    fetcher: BareFetcher<Data> | null,
    config: FetchConfigurationWithOptionalFallback<FetchOptions>,
  ): FetchResponse<Data, Err, FetchOptions>
}

/**
 * A middleware: `(useNext) => (key, fetcher, config) => response`. It gets the next hook of the
 * chain (the full useFetch type) and returns a hook; `use: [a, b]` runs `a` first.
 */
export type Middleware = (useNext: FetchHook) => <Data = any, Err = any>(
  key: Key,
  fetcher: BareFetcher<Data> | null,
  config: FetchConfiguration<Data, Err, BareFetcher<Data>>,
) => FetchResponse<Data, Err>

export type {
  Key, Fetcher, FetcherContext, Cache, KeyedMutator, ScopedMutator, BareFetcher, FetcherResponse, Arguments,
  FullConfiguration, InternalConfiguration, ProviderConfiguration, PublicConfiguration,
}
