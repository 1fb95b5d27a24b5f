import type { FetchHook } from './types'
import { useFetchHandler } from './use-fetch-handler'
import { withArgs } from './with-args'

/**
 * SWR 2.x-compatible data hook: `useFetch(key, fetcher?, options?)` →
 * `{ data, error, isLoading, isValidating, mutate }`.
 */
export const useFetch = withArgs<FetchHook>(useFetchHandler)

export { useFetchConfig, defaultConfig } from './config-context'
export { FetchConfig } from './config-provider'
export type { FetchConfigProps } from './config-provider'
export { withArgs } from './with-args'
export { withMiddleware } from './with-middleware'
export type * from './types'
