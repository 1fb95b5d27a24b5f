// Root entry `pagekit`: the hooks, their config, and the components (styled skins plus
// everything headless; each component folder's public module decides what it exports).
export { useFetch, FetchConfig, useFetchConfig } from './fetch'
export type { FetchConfiguration, FetchResponse, FetchConfigValue, FullConfiguration, FetchHook, FetchConfigProps } from './fetch'
export { mutate, preload, unstable_serialize, KeyError } from './core'
export type { Key, Fetcher, FetcherContext, Cache, Middleware, MutatorOptions, KeyedMutator, ScopedMutator, State, Arguments } from './core'

// useFetchInfinite is also a named export of the root, as in the 0.x versions.
export { useFetchInfinite } from './infinite'
export type {
  FetchInfiniteKeyLoader, FetchInfiniteConfiguration, FetchInfiniteResponse, FetchInfiniteFetcher,
  FetchInfiniteMutatorOptions, FetchInfiniteKeyedMutator, FetchInfiniteHook,
} from './infinite'
export { useFetchPages } from './infinite/deprecated'

export * from './components/InfiniteList'
export * from './components/LoadMoreButton'
export * from './components/Pager'
export * from './components/PagePreloader'

// Themes of the styled skins (use with styled-components' ThemeProvider; optional).
export { lightTheme, darkTheme } from './theme/theme'
export type { PagekitTheme } from './theme/theme'
