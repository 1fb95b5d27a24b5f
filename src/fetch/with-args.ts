import { mergeConfigs, type HookHandler, type HookMiddleware, type InternalConfig, type Middleware } from '../core/config'
import { isPlainObject } from '../core/serialize'
import { useInternalConfig } from './config-context'

/**
 * `(key)`, `(key, fetcher)`, `(key, config)`, `(key, fetcher, config)`, `(key, null, config)`.
 * A second argument that is neither a function, null/undefined nor an options object is kept
 * as the fetcher, so it is reported as an invalid fetcher instead of being silently ignored.
 */
export function normalize(args: unknown[]): [unknown, unknown, Record<string, unknown>] {
  const [key, second, third] = args
  // Only a plain object in second place with nothing after it is the options object.
  if (typeof second === 'object' && second && isPlainObject(second) && third === undefined) {
    return [key, undefined, second as Record<string, unknown>]
  }
  return [key, second, (third as Record<string, unknown>) ?? {}]
}

/**
 * Wraps a handler with config resolution and the `use` middleware chain (outer configs first).
 * `inner` runs last, closest to the handler: how useFetchInfinite is made from useFetch.
 */
export function withArgs<H>(handler: HookHandler, inner?: Middleware): H {
  return function useFetchArgs(...args: unknown[]) {
    const fallbackConfig = useInternalConfig()
    const [key, fn, own] = normalize(args)
    const config = mergeConfigs(fallbackConfig, own as Partial<InternalConfig>) as InternalConfig
    let next = inner ? (inner as unknown as HookMiddleware)(handler) : handler
    // The first middleware of `use` runs first, so it is applied last (outermost).
    const middlewares = (config.use ?? []) as unknown as HookMiddleware[]
    for (let i = middlewares.length - 1; i >= 0; i--) next = middlewares[i](next)
    // As SWR's `fn || config.fetcher`: no fetcher (undefined, null, false) means the config's one.
    return next(key, fn == null || fn === false ? config.fetcher ?? null : fn, config)
  } as unknown as H
}
