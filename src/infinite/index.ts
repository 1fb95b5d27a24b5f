// Entry `pagekit/infinite`: default useFetchInfinite, unstable_serialize(getKey).
import { withArgs } from '../fetch/with-args'
import { useFetchHandler } from '../fetch/use-fetch-handler'
import { infinite } from './infinite'
import type { FetchInfiniteHook } from './types'

/**
 * `useFetchInfinite(getKey, fetcher?, options?)`: many pages from one call, with `size` and
 * `setSize`. The page array is one useFetch entry under the list key (see infinite.ts).
 */
const useFetchInfinite = withArgs<FetchInfiniteHook>(useFetchHandler as never, infinite)

export default useFetchInfinite
export { useFetchInfinite, infinite }
export { unstable_serialize } from './list-key'
export type * from './types'
