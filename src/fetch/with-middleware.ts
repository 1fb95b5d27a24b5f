import type { Key } from '../core/types'
import type { FetchHook, Middleware } from './types'
import { normalize } from './with-args'

/**
 * `withMiddleware(useFetch, middleware)`: a hook that is `useFetch` with `middleware` always
 * installed. As SWR's, it runs after every other middleware: the outer FetchConfig's `use`,
 * the inner ones', the call's own `use`, then this one, closest to the hook.
 */
export function withMiddleware(useFetch: FetchHook, middleware: Middleware): FetchHook {
  return function useFetchWithMiddleware(...args: unknown[]) {
    const [key, fetcher, config] = normalize(args)
    const use = [...((config.use as Middleware[] | undefined) ?? []), middleware]
    return useFetch(key as Key, fetcher as null, { ...config, use })
  } as FetchHook
}
