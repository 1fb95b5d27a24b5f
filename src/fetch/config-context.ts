// The config in scope: the context that <FetchConfig> (config-provider.tsx) provides, and its readers.
import { createContext, useContext, useMemo } from './react'
import { baseConfig, mergeConfigs, type InternalConfig } from '../core/config'
import { defaultCache, defaultContext } from '../core/cache'
import type { FullConfiguration } from './types'

/** The default config, with the default cache and its mutate. */
export const defaultConfig: InternalConfig = { ...baseConfig, cache: defaultCache, mutate: defaultContext.mutate }

export const ConfigContext = createContext<Partial<InternalConfig>>({})

/** The merged configuration in scope, with `cache` and a `mutate` bound to that cache. */
export function useFetchConfig(): FullConfiguration {
  return useInternalConfig() as unknown as FullConfiguration
}

/** Memoized on the context value, as SWR's useSWRConfig: a stable object between renders. */
export const useInternalConfig = (): InternalConfig => {
  const parent = useContext(ConfigContext)
  return useMemo(() => mergeConfigs(defaultConfig, parent), [parent])
}
