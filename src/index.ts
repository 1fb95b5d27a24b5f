// Root entry `pagekit`: the hooks, their config, and the components (styled skins plus
// everything headless; each component folder's public module decides what it exports).
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

// useFetchInfinite is also a named export of the root, as in the 0.x versions.
export { useFetchInfinite } from './infinite'
export type {
  FetchInfiniteKeyLoader, FetchInfiniteConfiguration, FetchInfiniteResponse, FetchInfiniteFetcher,
  FetchInfiniteMutatorOptions, FetchInfiniteKeyedMutator, FetchInfiniteHook, FetchInfiniteCompareFn,
} from './infinite'
export { useFetchPages } from './infinite/deprecated'

export * from './components/InfiniteList'
export * from './components/LoadMoreButton'
export * from './components/Pager'
export * from './components/PagePreloader'

// Themes of the styled skins (use with styled-components' ThemeProvider; optional).
export { lightTheme, darkTheme } from './theme/theme'
export type { PagekitTheme } from './theme/theme'
