// The public types of useFetchInfinite. They follow SWR 2.x's useSWRInfinite type contract
// point for point, under pagekit's names. `Data` is one page for the hook, its options, its
// response and its fetcher, and the page array for the mutator types (as in SWR).
/* eslint-disable @typescript-eslint/no-explicit-any -- SWR's contract: `any` pages and errors unless typed */
import type {
  Arguments, BareFetcher, FetcherFunction, MutatorCallback, MutatorOptions, StrictTupleKey,
} from '../core/types'
import type { FetchConfiguration, FetchResponse } from '../fetch/types'

/** `(pageIndex, previousPageData) => key | null`. previousPageData is null for page 0 and in parallel mode. */
export type FetchInfiniteKeyLoader<Data = any, Args extends Arguments = Arguments> = (
  index: number,
  previousPageData: Data | null,
) => Args

/** The fetcher of one page: it receives the (non-null) key that `getKey` returned. */
export type FetchInfiniteFetcher<Data = any, KeyLoader extends FetchInfiniteKeyLoader = FetchInfiniteKeyLoader> =
  KeyLoader extends (...args: any[]) => any
    ? ReturnType<KeyLoader> extends infer Args | null | false | undefined
      ? FetcherFunction<Args, Data>
      : never
    : never

/** `compare` of a list: called with two pages, or with two page arrays. */
export interface FetchInfiniteCompareFn<Data = any> {
  (a: Data | undefined, b: Data | undefined): boolean
  (a: Data[] | undefined, b: Data[] | undefined): boolean
}

/**
 * The options useFetchInfinite adds to useFetch's. Each may be given as undefined (an app under
 * `exactOptionalPropertyTypes` building them conditionally): undefined is its default.
 */
export interface FetchInfiniteOptions {
  /**
   * Pages loaded initially (default 1). Must not change during the hook's lifetime. A value that
   * is not a non-negative integer (-1, NaN, 1.5) is replaced by 1, with a dev warning.
   */
  initialSize?: number | undefined
  /**
   * Revalidate every loaded page on mount, focus, reconnect, the polling interval and `mutate()`
   * (default false). `setSize` still fetches only the pages the list does not hold yet, so
   * loading N pages costs N requests.
   */
  revalidateAll?: boolean | undefined
  /** Keep `size` when the first page's key changes (default false: back to initialSize). */
  persistSize?: boolean | undefined
  /** Revalidate page 0 on each revalidation (default true). */
  revalidateFirstPage?: boolean | undefined
  /**
   * Fetch pages independently; previousPageData is then always null (default false). `true`
   * starts every page at once; a positive integer keeps at most that many pages in flight.
   */
  parallel?: boolean | number | undefined
  /**
   * Keep at most this many pages in `data` (default: all): loading forward (setSize) drops the
   * oldest pages, loading backward (loadPrevious) drops the newest. Dropped pages are not
   * revalidated and their cache entries are released unless a mounted hook reads them, so memory
   * stays bounded however far the list moves; coming back to them fetches them again.
   * `firstPageIndex` says where `data` starts. A value that is not a positive integer keeps
   * every page, with a dev warning.
   */
  maxPages?: number | undefined
}

/**
 * `(firstPageIndex, firstPageData) => key | null`: the key of the page before the list's first
 * page, for loadPrevious(). Null: there is none.
 */
export type FetchInfinitePreviousKeyLoader<Data = any, Args extends Arguments = Arguments> = (
  firstPageIndex: number,
  firstPageData: Data,
) => Args

/** Every useFetch option (applied to the page array) plus the infinite options. */
export interface FetchInfiniteConfiguration<Data = any, Err = any, Fn extends FetchInfiniteFetcher<Data> = BareFetcher<Data>>
  extends Omit<FetchConfiguration<Data[], Err>, 'compare'>, FetchInfiniteOptions {
  // As SWR types them, without undefined: an undefined one would replace FetchConfig's.
  fetcher?: Fn
  compare?: FetchInfiniteCompareFn<Data>
  /**
   * The key of the page before the first one, for loadPrevious() and `hasPrevious`. Without it,
   * the page before page i is `getKey(i - 1, null)` down to page 0 — right for index and offset
   * sources; a cursor source needs it (a backward cursor from the first page's data). With it,
   * pages before page 0 (negative indexes) can be loaded, e.g. from a deep link.
   */
  getPreviousKey?: FetchInfinitePreviousKeyLoader<Data> | undefined
}

/** A mutate's `revalidate` function: asked per page, `(pageData, key) => boolean`. */
interface FetchInfiniteRevalidateFn<Data = any> {
  (data: Data, key: Arguments): boolean
}

/** Mutate options of the page array (`Data` is the array); `revalidate` may decide per page. */
export interface FetchInfiniteMutatorOptions<Data = any, MutationData = Data> extends Omit<MutatorOptions<Data, MutationData>, 'revalidate'> {
  revalidate?: boolean | FetchInfiniteRevalidateFn<Data extends unknown[] ? Data[number] : never>
}

/** The list's bound mutate (`Data` is the page array). With no arguments it revalidates every page. */
export type FetchInfiniteKeyedMutator<Data> = <MutationData = Data>(
  data?: Data | Promise<Data | undefined> | MutatorCallback<Data>,
  opts?: boolean | FetchInfiniteMutatorOptions<Data, MutationData>,
) => Promise<Data | MutationData | undefined>

/** `setSize`'s argument: a page count, or a function of the current one. */
export type SizeArg = number | ((size: number) => number)

export interface FetchInfiniteResponse<Data = any, Err = any> extends Omit<FetchResponse<Data[], Err>, 'mutate'> {
  /** Number of pages that will be fetched and returned. */
  size: number
  /** Sets the page count (a number or `size => number`); other values are ignored. Resolves with the data. */
  setSize: (size: number | ((_size: number) => number)) => Promise<Data[] | undefined>
  mutate: FetchInfiniteKeyedMutator<Data[]>
  /**
   * A page beyond the loaded ones is in flight: true after `setSize` grew the size, until the
   * page lands or fails; false while only loaded pages revalidate, and during the first load
   * (that is `isLoading`). A component that reads it also re-renders when `isValidating` or
   * `size` changes.
   */
  isLoadingMore: boolean
  /**
   * Whether another page exists, known without a request: `getKey(data.length, last page)` is
   * not null. False until the first page arrives. In parallel mode getKey gets `null` as the
   * previous page, so only a key builder that ends by index alone reports the end.
   */
  hasMore: boolean
  /**
   * While `error` is set: the index of the page whose failure it is (parallel mode: the first
   * to fail). `data` holds the pages before it; a retry (`setSize(size)`) fetches from it on
   * (parallel mode: only the failed pages). Undefined without an error.
   */
  failedPageIndex: number | undefined
  /**
   * The page index of `data[0]`: 0 unless `maxPages` dropped the oldest pages or loadPrevious()
   * loaded pages before page 0 (then negative). `size` is the index after the last page, so
   * `data` holds pages `firstPageIndex` to `size - 1`.
   */
  firstPageIndex: number
  /**
   * Loads the page before `data[0]` (with `maxPages`, dropping the newest page when the window
   * is full) and resolves with the data. A no-op when there is none, nothing is loaded yet, or
   * that page is already loading.
   */
  loadPrevious: () => Promise<Data[] | undefined>
  /** There is a page before `data[0]` (from getPreviousKey, else `firstPageIndex > 0`); known without a request. */
  hasPrevious: boolean
  /** loadPrevious()'s page is in flight. */
  isLoadingPrevious: boolean
}

/** A getKey whose keys are inferred as tuples first, as useFetch's keys. */
type StrictKeyLoader<Data> = (index: number, previousPageData: Data | null) => StrictTupleKey

/**
 * `useFetchInfinite(getKey, fetcher?, options?)`. The first overloads infer the page type from
 * the fetcher and type the fetcher's argument from getKey's keys; the last ones take a loosely
 * typed fetcher when `Data` is given explicitly.
 */
export interface FetchInfiniteHook {
  <Data = any, Err = any, KeyLoader extends FetchInfiniteKeyLoader = StrictKeyLoader<Data>>(
    getKey: KeyLoader,
  ): FetchInfiniteResponse<Data, Err>
  <Data = any, Err = any, KeyLoader extends FetchInfiniteKeyLoader = StrictKeyLoader<Data>>(
    getKey: KeyLoader,
    fetcher: FetchInfiniteFetcher<Data, KeyLoader> | null,
  ): FetchInfiniteResponse<Data, Err>
  <Data = any, Err = any, KeyLoader extends FetchInfiniteKeyLoader = StrictKeyLoader<Data>>(
    getKey: KeyLoader,
    config: FetchInfiniteConfiguration<Data, Err, FetchInfiniteFetcher<Data, KeyLoader>> | undefined,
  ): FetchInfiniteResponse<Data, Err>
  <Data = any, Err = any, KeyLoader extends FetchInfiniteKeyLoader = StrictKeyLoader<Data>>(
    getKey: KeyLoader,
    fetcher: FetchInfiniteFetcher<Data, KeyLoader> | null,
    config: FetchInfiniteConfiguration<Data, Err, FetchInfiniteFetcher<Data, KeyLoader>> | undefined,
  ): FetchInfiniteResponse<Data, Err>
  <Data = any, Err = any>(getKey: FetchInfiniteKeyLoader): FetchInfiniteResponse<Data, Err>
  <Data = any, Err = any>(getKey: FetchInfiniteKeyLoader, fetcher: BareFetcher<Data> | null): FetchInfiniteResponse<Data, Err>
  <Data = any, Err = any>(
    getKey: FetchInfiniteKeyLoader,
    config: FetchInfiniteConfiguration<Data, Err, BareFetcher<Data>> | undefined,
  ): FetchInfiniteResponse<Data, Err>
  <Data = any, Err = any>(
    getKey: FetchInfiniteKeyLoader,
    fetcher: BareFetcher<Data> | null,
    config: FetchInfiniteConfiguration<Data, Err, BareFetcher<Data>> | undefined,
  ): FetchInfiniteResponse<Data, Err>
}
