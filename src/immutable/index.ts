// Entry `pagekit/immutable`: useFetchImmutable, as `swr/immutable`.
import { useFetch } from '../fetch'
import type { FetchHook, Middleware } from '../fetch/types'
import { withMiddleware } from '../fetch/with-middleware'

/**
 * Data that never goes stale: no revalidation on focus, on reconnect, when a hook mounts over
 * cached data, nor by polling, whatever the options say (a global `refreshInterval` included).
 * A key without data is still fetched once, and `mutate(key)` still revalidates it.
 */
export const immutable: Middleware = (useNext) => (key, fetcher, config) =>
  useNext(key, fetcher, {
    ...config,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    refreshInterval: 0,
  })

/** `useFetchImmutable(key, fetcher?, options?)`: useFetch with the `immutable` middleware. */
const useFetchImmutable: FetchHook = withMiddleware(useFetch, immutable)

export default useFetchImmutable
export { useFetchImmutable }
