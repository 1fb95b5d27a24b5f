// The hooks, their config and the cache: the part of the root entry `pagekit` that needs no
// styled-components, which `pagekit/headless` exports as well (so an app without
// styled-components imports everything from there).
export { useFetch, FetchConfig, useFetchConfig, withMiddleware } from './fetch'
export type {
  FetchConfiguration, FetchResponse, FetchConfigValue, FetchHook, FetchConfigProps, FetchGlobalConfig,
  BlockingData, IsLoadingResponse,
} from './fetch'
export { mutate, preload, unstable_serialize, KeyError } from './core'
export type {
  Key, Arguments, StrictTupleKey, Fetcher, FetcherContext, BareFetcher, FetcherResponse, CacheData, Cache, State, Middleware,
  MutatorOptions, MutatorCallback, MutatorConfig, MutatorFn, Mutator, MutatorWrapper, KeyedMutator, ScopedMutator,
  KeyLoader, Revalidator, RevalidatorOptions,
  FullConfiguration, PublicConfiguration, InternalConfiguration, ProviderConfiguration,
} from './core'

// useFetchInfinite as a named export too, as in the 0.x versions (pagekit/infinite's default).
export { useFetchInfinite } from './infinite'
export type {
  FetchInfiniteKeyLoader, FetchInfiniteConfiguration, FetchInfiniteResponse, FetchInfiniteFetcher,
  FetchInfiniteMutatorOptions, FetchInfiniteKeyedMutator, FetchInfiniteHook, FetchInfiniteCompareFn,
} from './infinite'
