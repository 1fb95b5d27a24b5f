import { mergeConfigs, type HookHandler, type InternalConfig, type Middleware } from '../core/config'
import { useInternalConfig } from './config-context'

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null)

/**
 * `(key)`, `(key, fetcher)`, `(key, config)`, `(key, fetcher, config)`, `(key, null, config)`.
 * A second argument that is neither a function, null/undefined nor an options object is kept
 * as the fetcher, so it is reported as an invalid fetcher instead of being silently ignored.
 */
export function normalize(args: unknown[]): [unknown, unknown, Record<string, unknown>] {
  const [key, second, third] = args
  if (typeof second === 'function' || second === null || second === undefined || second === false) {
    return [key, second, (third as Record<string, unknown>) ?? {}]
  }
  if (isPlainObject(second) && third === undefined) return [key, undefined, second]
  return [key, second, (third as Record<string, unknown>) ?? {}]
}

/** Wraps a handler with config resolution and the `use` middleware chain (outer configs first). */
export function withArgs<H>(handler: HookHandler): H {
  return function useFetchArgs(...args: unknown[]) {
    const fallbackConfig = useInternalConfig()
    const [key, fn, own] = normalize(args)
    const config = mergeConfigs(fallbackConfig, own as Partial<InternalConfig>) as InternalConfig
    let next = handler
    const use = config.use ?? []
    for (let i = use.length; i--; ) next = use[i](next)
    // As SWR's `fn || config.fetcher`: no fetcher (undefined, null, false) means the config's one.
    return next(key, fn == null || fn === false ? config.fetcher ?? null : fn, config)
  } as unknown as H
}

/** Builds a hook that runs `middleware` around `useHook` (how useFetchInfinite is made). */
export const withMiddleware = <H>(useHook: HookHandler, middleware: Middleware): H =>
  ((...args: unknown[]) => {
    const [key, fn, config] = normalize(args)
    const uses = ((config.use as Middleware[] | undefined) ?? []).concat(middleware)
    return useHook(key, fn, { ...config, use: uses })
  }) as unknown as H
