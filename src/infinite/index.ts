// Entry `pagekit/infinite`: default useFetchInfinite, unstable_serialize(getKey).
import { withArgs } from '../fetch/with-args'
import { useFetchHandler } from '../fetch/use-fetch-handler'
import { infinite } from './infinite'
import type { FetchInfiniteHook } from './types'

/**
 * `useFetchInfinite(getKey, fetcher?, options?)`: many pages from one call, with `size` and
 * `setSize`. See spec/useFetchInfinite.md and design.md §4.
 */
const useFetchInfinite = withArgs<FetchInfiniteHook>(useFetchHandler as never, infinite)

export default useFetchInfinite
export { useFetchInfinite, infinite }
export { unstable_serialize } from './serialize'
export type * from './types'
