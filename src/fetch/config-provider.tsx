// <FetchConfig>: the provider of the config context (config-context.ts has the readers). Only
// pagekit's root entry exports it, so it imports createElement from React itself: react.ts
// holds what every hook bundle needs.
import { createElement, type ReactNode } from 'react'
import { useContext, useIsomorphicLayoutEffect, useMemo, useRef } from './react'
import { mergeConfigs, type InternalConfig } from '../core/config'
import { defaultCache, initCache, type ListeningCacheContext } from '../core/cache'
import { ConfigContext, defaultConfig } from './config-context'
import type { FetchConfigValue, FullConfiguration } from './types'

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
  const ctxRef = useRef<ListeningCacheContext | undefined>(undefined)
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
