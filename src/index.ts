// Root entry `pagekit`: hooks, config, components (styled).
export { useFetch, FetchConfig, useFetchConfig } from './fetch'
export type { FetchConfiguration, FetchResponse, FetchConfigValue, FullConfiguration, FetchHook, FetchConfigProps } from './fetch'
export { mutate, preload, unstable_serialize, KeyError } from './core'
export type { Key, Fetcher, Cache, Middleware, MutatorOptions, KeyedMutator, ScopedMutator, State, Arguments } from './core'
