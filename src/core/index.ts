// Framework-free core: caches, keys, requests and events. No React import anywhere below this folder.
export * from './types'
export * from './errors'
export { serialize, stableHash, unstable_serialize } from './serialize'
export { baseConfig, mergeConfigs, onErrorRetry, compare } from './config'
export type {
  PublicConfiguration, InternalConfig, InternalConfiguration, FullConfiguration, ProviderConfiguration, Middleware, HookHandler, HookMiddleware,
  ErrorRetryHandler,
} from './config'
import { defaultContext } from './cache'
import type { ScopedMutator } from './types'

export { contextFor, initCache, getCacheContext, defaultCache, defaultContext } from './cache'
/** The global mutate, bound to the default cache. */
export const mutate: ScopedMutator = defaultContext.mutate
export type { CacheContext, ListeningCacheContext } from './cache'
export { cacheHelper } from './state'
export { subscribeTo } from './registry'
export type { CacheHelper, StateListener } from './state'
export { addRevalidator, hasRevalidator } from './revalidators'
export { isInFlight, hasPreload, pendingRequest, takePreload } from './requests'
export { addInternalKeyPrefix, isInternalKey } from './internal-keys'
export { internalMutate } from './mutate'
export { revalidateKey } from './revalidate'
export type { RevalidateTarget } from './revalidate'
export { preload, preloadRequest } from './preload'
export { initFocus, initReconnect } from './events'
export { isVisible, isOnline } from './env'
