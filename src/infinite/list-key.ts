// The list's cache key and what its cache entry holds.
import { addInternalKeyPrefix } from '../core/internal-keys'
import { serialize } from '../core/serialize'
import type { Arguments, State } from '../core/types'
import type { PreviousPage } from './window'

/** The whole list lives under this prefix plus the serialized key of page 0. */
export const LIST_KEY_PREFIX = '$inf$'
// The list's entry holds this hook's page array, not an app's data: a mutate filter skips it,
// and a request preloaded under that key is never taken.
addInternalKeyPrefix(LIST_KEY_PREFIX)

/**
 * The list's cache entry: the page array (`data`) and the hook's own fields. A write of
 * `undefined` clears a field (the entry is written as a patch), hence `| undefined` on each.
 */
export interface ListState extends State<unknown[]> {
  /**
   * The page count (`size`). It lives in the cache, so it survives a remount and is shared by
   * every hook with the same first page key.
   */
  size?: number | undefined
  /** A bound mutate() without data asked the next walk to fetch every page. */
  revalidateEveryPage?: boolean | undefined
  /**
   * A setSize under revalidateAll: the next walk fetches only the pages from this index on (the
   * ones the list did not hold) and those missing from the cache, not every loaded page.
   */
  newPagesFrom?: number | undefined
  /** A mutate's `revalidate` function: for the next walk only, it decides which pages are fetched. */
  revalidatePredicate?: ((pageData: unknown, key: Arguments) => boolean) | undefined
  /**
   * The pages the last walk failed on, in the order they failed (sequential: one). The next
   * walk fetches from the failed page on (parallel: the failed pages); a walk that succeeds
   * clears it.
   */
  failedPages?: number[] | undefined
  /**
   * Where the list's pages start (default 0): a window that dropped its oldest pages
   * (`maxPages`), or loaded pages before page 0 (getPreviousKey), starts elsewhere. Walks start
   * here; `size` is the index after the last page.
   */
  firstPageIndex?: number | undefined
  /**
   * The key of the first page when it is not page 0: a cursor cannot be computed again once the
   * page before it is gone.
   */
  firstPageArgs?: Arguments | undefined
  /**
   * loadPrevious(): the page the walks load before the first one until one succeeds, and whether
   * a setSize changed the size since it was asked for (the list then ends at the new size, even
   * when a later setSize brings it back).
   */
  previousPage?: (PreviousPage & { resized?: boolean }) | undefined
  /**
   * The pages shown when a setSize asked the list to start over from page 0: while they still
   * show (the restart's walk has shown no page yet, or failed first), there is no page before them.
   */
  restartedFrom?: unknown[] | undefined
  /**
   * With `maxPages`: the cache keys of the pages the list holds, and of those a walk that failed
   * or was aborted loaded; the next walk that finishes releases those its window does not hold.
   */
  windowKeys?: string[] | undefined
}

type FirstKeyLoader = (pageIndex: number, previousPageData: null) => Arguments

/** The serialized key of page 0: the list's identity. Throws what getKey or serialize throws. */
export const getFirstPageKey = (getKey: FirstKeyLoader | null | undefined): string =>
  serialize(getKey ? getKey(0, null) : null)[0]

/**
 * The cache key of the whole list (`'$inf$' + first page key`), for the global mutate:
 * `useFetchConfig().mutate(unstable_serialize(getKey))`. Carries no stability guarantee.
 */
export const unstable_serialize = (getKey: (pageIndex: number, previousPageData: never) => Arguments): string =>
  LIST_KEY_PREFIX + getFirstPageKey(getKey as FirstKeyLoader)
