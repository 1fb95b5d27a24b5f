import type { ReactNode } from 'react'
import { createContext, createElement, useContext, useIsomorphicLayoutEffect, useMemo, useRef } from './react'
import { baseConfig, mergeConfigs, type InternalConfig } from '../core/config'
import { defaultCache, defaultContext, initCache, type CacheContext } from '../core/cache'
import type { FetchConfigValue, FullConfiguration } from './types'

/** The default config, with the default cache and its mutate. */
export const defaultConfig: InternalConfig = { ...baseConfig, cache: defaultCache, mutate: defaultContext.mutate }

const ConfigContext = createContext<Partial<InternalConfig>>({})

export interface FetchConfigProps {
  /** An object merged into the parent config, or a function of the parent config that replaces it. */
  value?: FetchConfigValue | ((parentConfig?: FetchConfigValue) => FetchConfigValue)
  children?: ReactNode
}

/** Provides options (and, with `provider`, an isolated cache) to every hook below it. */
function FetchConfigComponent({ value, children }: FetchConfigProps) {
  const parent = useContext(ConfigContext)
  const isFn = typeof value === 'function'
  const own = useMemo(
    () => (isFn ? value(mergeConfigs(defaultConfig, parent) as FetchConfigValue) : value),
    [isFn, parent, value],
  )
  const extended = useMemo(
    () => (isFn ? { ...own } : mergeConfigs(parent, own as Partial<InternalConfig>)) as Partial<InternalConfig>,
    [isFn, parent, own],
  )
  const provider = own?.provider
  const ctxRef = useRef<CacheContext | undefined>(undefined)
  if (provider && !ctxRef.current) {
    ctxRef.current = initCache(provider(extended.cache ?? defaultCache), own)
  }
  const ctx = ctxRef.current
  if (ctx) {
    extended.cache = ctx.cache
    extended.mutate = ctx.mutate
  }
  useIsomorphicLayoutEffect(() => (ctx ? ctx.listen() : undefined), [ctx])
  return createElement(ConfigContext.Provider, { value: extended }, children)
}

// Pure: a bundle that never uses FetchConfig (e.g. pagekit/infinite alone) drops the component.
export const FetchConfig = /* @__PURE__ */ Object.assign(FetchConfigComponent, {
  /** The default configuration, including the default `cache` and `mutate`. */
  defaultValue: defaultConfig as unknown as FullConfiguration,
})

/** The merged configuration in scope, with `cache` and a `mutate` bound to that cache. */
export function useFetchConfig(): FullConfiguration {
  return useInternalConfig() as unknown as FullConfiguration
}

/** Memoized on the context value, as SWR's useSWRConfig: a stable object between renders. */
export const useInternalConfig = (): InternalConfig => {
  const parent = useContext(ConfigContext)
  return useMemo(() => mergeConfigs(defaultConfig, parent), [parent])
}
